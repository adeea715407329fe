// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/prerender/buildSite';
import { galleryAddress } from '../../src/media/galleryAddresses';
import type { GalleryIndex, GalleryItem } from '../../src/shared/gallery';
import { SHARE_IMAGE } from '../../src/site/publicFiles';
import { silentProgress } from '../../src/media/progress';
import { ContentError } from '../../src/content/ContentError';
import { SHARE_IMAGE_PATH } from '../../src/site/publicFiles';
import { filesUnder, TEST_ORIGIN } from './support/builtSite';
import { copyOfContent, productsAsWritten, ROOT, tempDir } from './support/content';

// Written into every fixture's metadata: no byte of it may reach dist/.
const CAMERA = 'OrlaTestCam';
const GPS = { GPSLatitudeRef: 'S', GPSLatitude: '16/1 40/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '49/1 15/1 5678/100' };
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Model="${CAMERA}"/></rdf:RDF></x:xmpmeta>`;
const HEIC_FIXTURE = path.join(__dirname, 'fixtures/camera/obra.heic');

const scene = (width: number, height: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2d6a8f"/><rect y="60%" width="100%" height="40%" fill="#c8a25a"/></svg>`));
const camera = (image: sharp.Sharp, orientation?: number) =>
  image.withExif({ IFD0: { Make: CAMERA, Model: CAMERA }, IFD3: GPS }).withXmp(XMP).withMetadata(orientation ? { orientation } : {});

/** The gallery folder the fixture's phone files are dropped into: the first product's. */
const FOLDER = productsAsWritten()[0]!.galleryFolder;

/** The phone files of the fixture, by name, as they land in content/galeria/{FOLDER}/. */
const PHOTOS: Record<string, () => Promise<Buffer>> = {
  '04-obra-cliente.jpg': () => camera(scene(1200, 900).jpeg()).toBuffer(),
  '05-obra.webp': () => camera(scene(900, 600).webp()).toBuffer(),
  'IMG_0044.PNG': () => camera(scene(640, 480).png()).toBuffer(),
  // Stored landscape, shown portrait: a phone held upright.
  'Retrato.JPG': () => camera(scene(160, 120).jpeg(), 6).toBuffer(),
  // Names that tell when a photo was taken, and whose house it shows.
  'WhatsApp Image 2025-01-10 at 10.00.00.jpeg': () => camera(scene(320, 240).jpeg()).toBuffer(),
  'Casa Sr Joaquim.jpg': () => camera(scene(400, 300).jpeg()).toBuffer(),
  // The hand-made poster of the dated clip below.
  'VID_20250102_101010.poster.jpg': () => camera(scene(320, 180).jpeg()).toBuffer(),
};
/** Gallery files whose names must not reach dist/: what each may not leave in a path or a text. */
const TELLING_NAMES = ['20250102', '2025-01-10', 'joaquim', 'casa-sr', 'casa sr', 'vid_2025'];
/** Captioned in the folder's legendas.json, by its file name. */
const CAPTIONED = { 'Casa Sr Joaquim.jpg': 'Cobertura retrátil sobre a varanda da frente, vista do jardim' };

let content: string;
let dist: string;
let publicDir: string;
const logged: string[] = [];
const folder = () => path.join(content, 'galeria', FOLDER);
const published = (file: string) => path.join(dist, file);
/** Where the build publishes a gallery file of the fixture, as a path under dist/. */
/** Every item of the gallery's data the build published: its index, then each page it names. */
function publishedGalleryItems(): GalleryItem[] {
  const index = filesUnder(dist).find((file) => /^assets\/galeria-[0-9a-f]+\.json$/.test(file))!;
  const { categories }: GalleryIndex = JSON.parse(fs.readFileSync(published(index), 'utf8'));
  return categories.flatMap((category) => category.pages.flatMap((page) => JSON.parse(fs.readFileSync(published(page.url.slice(1)), 'utf8')) as GalleryItem[]));
}
const addressOf = (name: string, tipo: 'image' | 'video') => galleryAddress(FOLDER, tipo, path.join(folder(), name)).slice(1);
/** A JPEG segment (marker, then its length and body). */
const segment = (marker: number, body: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);

/** A phone's share image: EXIF with GPS and an orientation, XMP, a comment and a Motion Photo's clip after the picture. */
async function phoneShareImage(): Promise<Buffer> {
  // Stored portrait, shown landscape: 1200×630 once upright.
  const jpeg = await camera(scene(SHARE_IMAGE.height, SHARE_IMAGE.width).jpeg(), 6).toBuffer();
  return Buffer.concat([jpeg.subarray(0, 2), segment(0xfe, Buffer.from(`Casa Sr Joaquim, ${CAMERA}`)), jpeg.subarray(2), Buffer.from(`ftypmp42 ${CAMERA} motion photo`)]);
}

/** A copy of public/ to change, for builds given it as `publicDir`. */
function copyOfPublic(): string {
  const dir = path.join(tempDir('public'), 'public');
  fs.cpSync(path.join(ROOT, 'public'), dir, { recursive: true });
  return dir;
}

function ffprobe(file: string): { streams: Array<Record<string, any>>; format: { tags?: Record<string, string> } } {
  return JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }));
}

beforeAll(async () => {
  content = copyOfContent();
  for (const [name, make] of Object.entries(PHOTOS)) fs.writeFileSync(path.join(folder(), name), await make());
  fs.copyFileSync(HEIC_FIXTURE, path.join(folder(), 'IMG_0045.HEIC'));
  const captions = path.join(folder(), 'legendas.json');
  const listed = JSON.parse(fs.readFileSync(captions, 'utf8'));
  for (const [arquivo, legenda] of Object.entries(CAPTIONED)) listed.midia.push({ tipo: /\.(mov|mp4)$/i.test(arquivo) ? 'video' : 'foto', arquivo, legenda });
  fs.writeFileSync(captions, JSON.stringify(listed, null, 2));
  // A phone clip: 1080p, sound, where it was filmed; no poster of its own.
  execFileSync('ffmpeg', [
    '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=2', '-f', 'lavfi', '-i', 'sine=duration=2',
    '-metadata', 'location=-16.6701-049.2658/', '-metadata', `model=${CAMERA}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac',
    path.join(folder(), 'IMG_0046.MOV'),
  ]);
  // A clip named by when it was filmed, with a poster of its own.
  execFileSync('ffmpeg', [
    '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15:duration=1', '-metadata', 'creation_time=2025-01-02T10:10:10Z',
    '-c:v', 'libx264', '-preset', 'ultrafast', path.join(folder(), 'VID_20250102_101010.mp4'),
  ]);
  // The share image straight from a phone, and an icon carrying text chunks and EXIF.
  publicDir = copyOfPublic();
  fs.writeFileSync(path.join(publicDir, SHARE_IMAGE_PATH), await phoneShareImage());
  fs.writeFileSync(path.join(publicDir, 'selo.png'), await camera(scene(96, 96).png()).toBuffer());
  dist = path.join(tempDir('dist'), 'dist');
  await buildSite({ root: ROOT, contentDir: content, distDir: dist, publicDir, origin: TEST_ORIGIN, log: (line) => logged.push(line), progress: silentProgress });
}, 300_000);

describe('camera files dropped into a gallery folder', () => {
  it('are named once in the build\'s output, none captioned yet, under the caption file to edit', () => {
    const notices = logged.filter((line) => line.includes('no caption'));
    expect(notices).toHaveLength(1);
    const lines = notices[0]!.split('\n');
    const uncaptioned = [...Object.keys(PHOTOS).filter((name) => !name.includes('.poster.') && !(name in CAPTIONED)), 'IMG_0045.HEIC', 'IMG_0046.MOV', 'VID_20250102_101010.mp4'];
    expect(lines).toContain(`  content/galeria/${FOLDER}/legendas.json: ${uncaptioned.length} files`);
    // Past a few, the rest are counted, not named: every one is either named once or counted.
    const named = lines.filter((line) => line.includes(': now "')).map((line) => line.slice(4, line.indexOf(': now "')));
    const counted = Number(/^ {4}and (\d+) more/.exec(lines.find((line) => /^ {4}and \d+ more/.test(line)) ?? '')?.[1] ?? 0);
    expect(new Set(named).size).toBe(named.length);
    for (const name of named) expect(uncaptioned).toContain(name);
    expect(named.length + counted).toBe(uncaptioned.length);
    for (const name of Object.keys(CAPTIONED)) expect(lines.filter((line) => line.includes(name)), name).toEqual([]);
  });

  it('carry the metadata the build must strip (the fixture is what a phone writes)', async () => {
    for (const name of Object.keys(PHOTOS)) {
      const { exif } = await sharp(path.join(folder(), name)).metadata();
      // exifr reads the EXIF block itself, whatever the container: its TIFF data, after JPEG's and WebP's "Exif\0\0".
      const tiff = exif!.subarray(exif!.subarray(0, 4).toString() === 'Exif' ? 6 : 0);
      expect(await exifr.gps(new Uint8Array(tiff)), name).toMatchObject({ latitude: expect.any(Number) });
    }
    expect(fs.readFileSync(HEIC_FIXTURE).includes('Exif')).toBe(true);
    expect(ffprobe(path.join(folder(), 'IMG_0046.MOV')).format.tags).toMatchObject({ location: expect.any(String) });
    const share = fs.readFileSync(path.join(publicDir, SHARE_IMAGE_PATH));
    expect(await exifr.gps(new Uint8Array(share))).toMatchObject({ latitude: expect.any(Number) });
    expect(share.includes(CAMERA)).toBe(true);
  });

  it('leave no EXIF, GPS, XMP or IPTC in any file of dist/', async () => {
    const files = filesUnder(dist);
    const images = files.filter((file) => /\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i.test(file));
    expect(images.length).toBeGreaterThan(0);
    for (const file of images) {
      const meta = await sharp(published(file)).metadata();
      expect({ file, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({ file, exif: undefined, xmp: undefined, iptc: undefined });
      // A second reader where it knows the container (JPEG, PNG, HEIC, AVIF; it has no WebP).
      const segments = { tiff: true, gps: true, xmp: true, iptc: true, ihdr: false, jfif: false, icc: false };
      expect(String(await exifr.parse(published(file), segments).catch((error: Error) => error.message)), file).toMatch(/^(undefined|Unknown file format)$/);
    }
    for (const file of files) expect(fs.readFileSync(published(file)).includes(CAMERA), file).toBe(false);
  });

  it('publish no original from content/ as it is', () => {
    const hash = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const originals = new Set(filesUnder(content).map((file) => hash(path.join(content, file))));
    const copies = filesUnder(dist).filter((file) => originals.has(hash(published(file))));
    expect(copies).toEqual([]);
  });

  it('serve each photo re-encoded at /galeria/{folder}/{folder}-{hash}.webp, upright, HEIC included', async () => {
    const expected = { '04-obra-cliente.jpg': [1200, 900], '05-obra.webp': [900, 600], 'IMG_0044.PNG': [640, 480], 'Retrato.JPG': [120, 160], 'IMG_0045.HEIC': [160, 120] };
    for (const [name, [width, height]] of Object.entries(expected)) {
      const address = addressOf(name, 'image');
      expect(address).toMatch(new RegExp(`^galeria/${FOLDER}/${FOLDER}-[0-9a-f]{10}\\.webp$`));
      const meta = await sharp(published(address)).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({ name, format: 'webp', width, height });
    }
  });

  it('serve each clip as H.264/AAC MP4 at most 1280 px wide, index first, without where it was filmed', () => {
    const clip = published(addressOf('IMG_0046.MOV', 'video'));
    const { streams, format } = ffprobe(clip);
    const video = streams.find((s) => s.codec_type === 'video')!;
    expect([video.codec_name, streams.find((s) => s.codec_type === 'audio')?.codec_name]).toEqual(['h264', 'aac']);
    expect(Math.max(video.width, video.height)).toBeLessThanOrEqual(1280);
    expect(format.tags?.location).toBeUndefined();
    const bytes = fs.readFileSync(clip);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('give a clip without a hand-made poster a frame of itself, through the image pipeline', () => {
    const items = publishedGalleryItems();
    const clip = items.find((item) => item.video === `/${addressOf('IMG_0046.MOV', 'video')}`)!;
    expect(clip.full.src).toMatch(new RegExp(`^/assets/img/${FOLDER}-\\d+-[0-9a-f]+\\.webp$`));
    expect(clip.full.width / clip.full.height).toBeCloseTo(16 / 9, 1);
    expect(fs.existsSync(published(clip.full.src))).toBe(true);
  });
});

describe('gallery files named by a phone, or by whose house they show', () => {
  const textOf = (file: string) => fs.readFileSync(published(file)).toString('latin1').toLowerCase();

  it('are published under their folder and a hash, never under their own names', () => {
    const files = filesUnder(dist);
    for (const name of TELLING_NAMES) expect(files.filter((file) => file.toLowerCase().includes(name)), name).toEqual([]);
    const gallery = files.filter((file) => file.startsWith(`galeria/${FOLDER}/`));
    expect(gallery.length).toBeGreaterThan(0);
    for (const file of gallery) expect(file).toMatch(new RegExp(`^galeria/${FOLDER}/${FOLDER}-[0-9a-f]{10}\\.(webp|mp4)$`));
    for (const name of ['WhatsApp Image 2025-01-10 at 10.00.00.jpeg', 'Casa Sr Joaquim.jpg']) expect(files, name).toContain(addressOf(name, 'image'));
    expect(files).toContain(addressOf('VID_20250102_101010.mp4', 'video'));
  });

  it('leave their names in no page, gallery data or other file of dist/', () => {
    for (const file of filesUnder(dist)) {
      const text = textOf(file);
      for (const name of TELLING_NAMES) expect(text.includes(name), `${name} in ${file}`).toBe(false);
    }
  });

  it('keep the captions their folder\'s legendas.json gives them by file name, which is not published', () => {
    const items = publishedGalleryItems();
    const captioned = items.find((item) => item.caption === CAPTIONED['Casa Sr Joaquim.jpg'])!;
    expect(captioned.full.src).toMatch(new RegExp(`^/assets/img/${FOLDER}-\\d+-[0-9a-f]+\\.webp$`));
    expect(filesUnder(dist).filter((file) => file.endsWith('legendas.json'))).toEqual([]);
  });

  it('keep their addresses when renamed, and stop the build naming both when one is there twice', async () => {
    const copy = copyOfContent();
    const dir = path.join(copy, 'galeria', FOLDER);
    fs.copyFileSync(path.join(folder(), 'Casa Sr Joaquim.jpg'), path.join(dir, 'IMG_20250110_101010.jpg'));
    fs.copyFileSync(path.join(dir, 'IMG_20250110_101010.jpg'), path.join(dir, 'Obra 2.jpg'));
    expect(galleryAddress(FOLDER, 'image', path.join(dir, 'Obra 2.jpg'))).toBe(`/${addressOf('Casa Sr Joaquim.jpg', 'image')}`);
    const out = path.join(tempDir('dist'), 'dist');
    const build = buildSite({ root: ROOT, contentDir: copy, distDir: out, origin: TEST_ORIGIN, log: () => {} });
    await expect(build).rejects.toBeInstanceOf(ContentError);
    await expect(build).rejects.toThrow(`content/galeria/${FOLDER}/Obra 2.jpg: is the same photo as content/galeria/${FOLDER}/IMG_20250110_101010.jpg, and would be published at the same address: remove one of them`);
    expect(fs.existsSync(out)).toBe(false);
  });

  it('a clip named by when it was filmed: at its address, with its hand-made poster, without when it was filmed', () => {
    const clip = published(addressOf('VID_20250102_101010.mp4', 'video'));
    expect(ffprobe(path.join(folder(), 'VID_20250102_101010.mp4')).format.tags).toMatchObject({ creation_time: expect.stringContaining('2025-01-02') });
    expect(ffprobe(clip).format.tags?.creation_time).toBeUndefined();
  });
});

describe('images in public/ (the share image, the icons)', () => {
  it('are published without their metadata, the share image upright at its size, the build saying which it rewrote', async () => {
    const share = published(SHARE_IMAGE_PATH.slice(1));
    const meta = await sharp(share).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', SHARE_IMAGE.width, SHARE_IMAGE.height, undefined]);
    for (const file of [share, published('selo.png')]) {
      expect(String(await exifr.parse(file, { tiff: true, gps: true, xmp: true, iptc: true, ihdr: false, jfif: false, icc: false }).catch((error: Error) => error.message)), file).toBe('undefined');
      expect(fs.readFileSync(file).toString('latin1').toLowerCase().includes('joaquim'), file).toBe(false);
    }
    // Its picture is under the metadata: the pixels are the ones it showed upright.
    const expected = await sharp(fs.readFileSync(path.join(publicDir, SHARE_IMAGE_PATH))).autoOrient().raw().toBuffer();
    const got = await sharp(share).raw().toBuffer();
    expect(got.length).toBe(expected.length);
    expect(got.reduce((sum, value, i) => sum + Math.abs(value - expected[i]!), 0) / got.length).toBeLessThan(2);
    for (const name of [SHARE_IMAGE_PATH.slice(1), 'selo.png']) expect(logged.filter((line) => line.startsWith(`public/${name}: published rewritten`)), name).toHaveLength(1);
  });

  it('a PNG is rewritten losslessly; clean icons and the other files are published byte for byte', async () => {
    const pixels = async (file: string) => sharp(file).ensureAlpha().raw().toBuffer();
    expect((await pixels(published('selo.png'))).equals(await pixels(path.join(publicDir, 'selo.png')))).toBe(true);
    const clean = fs.readdirSync(publicDir).filter((name) => name !== 'selo.png' && `/${name}` !== SHARE_IMAGE_PATH);
    expect(clean).toEqual(expect.arrayContaining(['favicon.svg', 'icon-512.png']));
    for (const name of clean) expect(fs.readFileSync(published(name)).equals(fs.readFileSync(path.join(publicDir, name))), name).toBe(true);
  });
});

describe('a share image of another size', () => {
  it('stops the build, naming the file and the size every page declares', async () => {
    const other = copyOfPublic();
    fs.writeFileSync(path.join(other, SHARE_IMAGE_PATH), await scene(1200, 900).jpeg().toBuffer());
    const out = path.join(tempDir('dist'), 'dist');
    const build = buildSite({ root: ROOT, publicDir: other, distDir: out, origin: TEST_ORIGIN, log: () => {} });
    await expect(build).rejects.toBeInstanceOf(ContentError);
    await expect(build).rejects.toThrow(`public${SHARE_IMAGE_PATH}: the share image is 1200×900 JPEG, it must be ${SHARE_IMAGE.width}×${SHARE_IMAGE.height} JPEG`);
    expect(fs.existsSync(out)).toBe(false);
  });
});

describe('a phone file the build cannot clean, in public/', () => {
  it('stops the build, naming it and saying where it goes', async () => {
    const other = copyOfPublic();
    fs.copyFileSync(HEIC_FIXTURE, path.join(other, 'og-novo.heic'));
    const build = buildSite({ root: ROOT, publicDir: other, distDir: path.join(tempDir('dist'), 'dist'), origin: TEST_ORIGIN, log: () => {} });
    await expect(build).rejects.toThrow(/^public\/og-novo\.heic: a phone or camera file .* save a picture as JPEG or PNG; a gallery photo or clip goes in content\/galeria\/<folder>\/$/);
  });
});

describe('a clip the build cannot read', () => {
  it('stops the build, naming the file and saying what to do', async () => {
    const broken = copyOfContent();
    fs.writeFileSync(path.join(broken, 'galeria', FOLDER, 'IMG_0047.mov'), 'not a movie');
    const out = path.join(tempDir('dist'), 'dist');
    const build = buildSite({ root: ROOT, contentDir: broken, distDir: out, origin: TEST_ORIGIN, log: () => {} });
    await expect(build).rejects.toBeInstanceOf(ContentError);
    await expect(build).rejects.toThrow(new RegExp(`^content/galeria/${FOLDER}/IMG_0047\\.mov: cannot be read as a video .*export it again .* or remove it$`));
    expect(fs.existsSync(out)).toBe(false);
  });
});
