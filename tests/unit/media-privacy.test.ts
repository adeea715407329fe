// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/prerender/buildSite';
import { silentProgress } from '../../src/prerender/progress';
import { ContentError } from '../../src/content/ContentError';
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
};

let content: string;
let dist: string;
const logged: string[] = [];
const folder = () => path.join(content, 'galeria', FOLDER);
const published = (file: string) => path.join(dist, file);

function ffprobe(file: string): { streams: Array<Record<string, any>>; format: { tags?: Record<string, string> } } {
  return JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], { encoding: 'utf8' }));
}

beforeAll(async () => {
  content = copyOfContent();
  for (const [name, make] of Object.entries(PHOTOS)) fs.writeFileSync(path.join(folder(), name), await make());
  fs.copyFileSync(HEIC_FIXTURE, path.join(folder(), 'IMG_0045.HEIC'));
  // A phone clip: 1080p, sound, where it was filmed; no poster of its own.
  execFileSync('ffmpeg', [
    '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=2', '-f', 'lavfi', '-i', 'sine=duration=2',
    '-metadata', 'location=-16.6701-049.2658/', '-metadata', `model=${CAMERA}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac',
    path.join(folder(), 'IMG_0046.MOV'),
  ]);
  dist = path.join(tempDir('dist'), 'dist');
  await buildSite({ root: ROOT, contentDir: content, distDir: dist, origin: TEST_ORIGIN, log: (line) => logged.push(line), progress: silentProgress });
}, 300_000);

describe('camera files dropped into a gallery folder', () => {
  it('are named once in the build\'s output, none captioned yet, under the caption file to edit', () => {
    const notices = logged.filter((line) => line.includes('no caption'));
    expect(notices).toHaveLength(1);
    const lines = notices[0]!.split('\n');
    expect(lines).toContain(`  content/galeria/${FOLDER}/legendas.json`);
    for (const name of [...Object.keys(PHOTOS), 'IMG_0045.HEIC', 'IMG_0046.MOV']) {
      expect(lines.filter((line) => line.startsWith(`    ${name}: `)), name).toHaveLength(1);
    }
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

  it('serve each photo re-encoded at /galeria/{folder}/{name}.webp, upright, HEIC included', async () => {
    const expected = { '04-obra-cliente': [1200, 900], '05-obra': [900, 600], img_0044: [640, 480], retrato: [120, 160], img_0045: [160, 120] };
    for (const [name, [width, height]] of Object.entries(expected)) {
      const meta = await sharp(published(`galeria/${FOLDER}/${name}.webp`)).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({ name, format: 'webp', width, height });
    }
  });

  it('serve each clip as H.264/AAC MP4 at most 1280 px wide, index first, without where it was filmed', () => {
    const clip = published(`galeria/${FOLDER}/img_0046.mp4`);
    const { streams, format } = ffprobe(clip);
    const video = streams.find((s) => s.codec_type === 'video')!;
    expect([video.codec_name, streams.find((s) => s.codec_type === 'audio')?.codec_name]).toEqual(['h264', 'aac']);
    expect(Math.max(video.width, video.height)).toBeLessThanOrEqual(1280);
    expect(format.tags?.location).toBeUndefined();
    const bytes = fs.readFileSync(clip);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
  });

  it('give a clip without a hand-made poster a frame of itself, through the image pipeline', () => {
    const data = filesUnder(dist).find((file) => /^assets\/galeria-[0-9a-f]+\.json$/.test(file))!;
    const items: Array<{ video?: string; full: { src: string; width: number; height: number } }> = JSON.parse(fs.readFileSync(published(data), 'utf8')).items;
    const clip = items.find((item) => item.video === `/galeria/${FOLDER}/img_0046.mp4`)!;
    expect(clip.full.src).toMatch(/^\/assets\/img\/img_0046-\d+-[0-9a-f]+\.webp$/);
    expect(clip.full.width / clip.full.height).toBeCloseTo(16 / 9, 1);
    expect(fs.existsSync(published(clip.full.src))).toBe(true);
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
