import sharp from 'sharp';

/** A phone camera's 12-megapixel frame, landscape as the sensor records it. */
export const CAMERA_WIDTH = 4000;
export const CAMERA_HEIGHT = 3000;

/**
 * A JPEG as a phone writes one (4000×3000, quality 92, EXIF with a make, a model, a date and an
 * orientation), drawn from `seed`: smooth colour fields with sensor-like grain, so it weighs and
 * encodes like a photograph (3–5 MB) rather than a flat test card. Each seed gives other pixels, so
 * no two are the same photo. `portrait` stores it sideways with orientation 6, as a phone held upright does.
 */
export async function cameraPhoto(seed: number, { portrait = false } = {}): Promise<Buffer> {
  const random = mulberry32(seed);
  // A coarse grid of colours, enlarged smoothly: the sky, walls, shadows of a scene.
  const gridWidth = 12;
  const gridHeight = 9;
  const grid = Buffer.alloc(gridWidth * gridHeight * 3);
  for (let i = 0; i < grid.length; i += 1) grid[i] = 30 + Math.floor(random() * 200);
  const field = await sharp(grid, { raw: { width: gridWidth, height: gridHeight, channels: 3 } })
    .resize(CAMERA_WIDTH, CAMERA_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Grain: what a small sensor adds to every pixel, and what makes a camera's JPEG heavy.
  for (let i = 0; i < field.length; i += 1) {
    const value = field[i]! + Math.floor((random() + random() - 1) * GRAIN);
    field[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(field, { raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'Generated', Model: 'Camera 12MP', DateTime: '2025:01:10 10:10:10' } })
    .withMetadata({ orientation: portrait ? 6 : 1 })
    .toBuffer();
}

/** How far grain moves a channel, either way. */
const GRAIN = 24;

/** Seeded pseudo-random numbers, so a run can be repeated pixel for pixel. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
