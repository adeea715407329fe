// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../src/content/ContentError';
import { extraneousData, sniffImage, type ImageKind } from '../../src/media/images/imageMetadata';
import { readPublicFiles } from '../../src/media/images/publicFiles';
import { SHARE_IMAGE } from '../../src/site/publicFiles';
import { SHARE_IMAGE_PATH } from '../../src/site/publicFiles';
import { ROOT, tempDir } from './support/content';

const OWNER = 'Joaquim da Silva';
const picture = (width = 48, height = 32) => sharp({ create: { width, height, channels: 3, background: { r: 45, g: 106, b: 143 } } });
const jpegSegment = (marker: number, body: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
/** `jpeg` with `segment` right after its start-of-image marker. */
const withSegment = (jpeg: Buffer, segment: Buffer) => Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};
/** `png` with `chunk` right after its IHDR (8 bytes of signature, 25 of IHDR). */
const withChunk = (png: Buffer, chunk: Buffer) => Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
const found = (data: Buffer) => extraneousData(data, sniffImage(data) as ImageKind);

describe('what an image holds beyond its picture', () => {
  it('nothing, in what sharp writes and in the icons and share image of public/', async () => {
    const plain = [
      await picture().jpeg({ quality: 90, mozjpeg: true }).toBuffer(),
      await picture().jpeg().toBuffer(),
      await picture().png().toBuffer(),
      await picture().png({ palette: true }).toBuffer(),
      await picture().webp().toBuffer(),
      await picture().webp({ lossless: true }).toBuffer(),
      await picture().gif().toBuffer(),
    ];
    for (const data of plain) expect(found(data), sniffImage(data)).toBeUndefined();
    for (const name of fs.readdirSync(path.join(ROOT, 'public'))) {
      const data = fs.readFileSync(path.join(ROOT, 'public', name));
      if (sniffImage(data)) expect(found(data), name).toBeUndefined();
    }
  });

  it('in a JPEG: EXIF, XMP, IPTC, a comment, more pictures, a thumbnail, anything after its end', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(found(await picture().jpeg().withExif({ IFD0: { Artist: OWNER } }).toBuffer())).toBe('EXIF (APP1)');
    expect(found(await picture().jpeg().withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>').toBuffer())).toMatch(/XMP/);
    expect(found(withSegment(jpeg, jpegSegment(0xed, Buffer.from(`Photoshop 3.0\0${OWNER}`))))).toMatch(/IPTC/);
    expect(found(withSegment(jpeg, jpegSegment(0xfe, Buffer.from(OWNER))))).toMatch(/comment/);
    expect(found(withSegment(jpeg, jpegSegment(0xe2, Buffer.from('MPF\0II*\0'))))).toMatch(/more pictures/);
    expect(found(withSegment(jpeg, jpegSegment(0xeb, Buffer.from('a maker\'s own'))))).toBe('application data (APP11)');
    const jfifWithThumbnail = Buffer.concat([Buffer.from('JFIF\0\x01\x02\0\0\x01\0\x01\x01\x01', 'latin1'), Buffer.alloc(3)]);
    expect(found(withSegment(jpeg, jpegSegment(0xe0, jfifWithThumbnail)))).toBe('a JFIF thumbnail');
    expect(found(Buffer.concat([jpeg, Buffer.from('ftypmp42 a Motion Photo clip')]))).toMatch(/after the end/);
    // How to draw its colours is part of the picture.
    expect(found(withSegment(jpeg, jpegSegment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01', 'latin1'))))).toBeUndefined();
  });

  it('in a PNG: text, EXIF, a time, an unknown chunk, anything after its end', async () => {
    const png = await picture().png().toBuffer();
    expect(found(withChunk(png, pngChunk('tEXt', Buffer.from(`Author\0${OWNER}`))))).toMatch(/^text \(tEXt/);
    expect(found(withChunk(png, pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x/>'))))).toMatch(/^text \(iTXt/);
    expect(found(await picture().png().withExif({ IFD0: { Artist: OWNER } }).toBuffer())).toBe('EXIF (eXIf)');
    expect(found(withChunk(png, pngChunk('tIME', Buffer.alloc(7))))).toMatch(/time/);
    expect(found(withChunk(png, pngChunk('iDOT', Buffer.alloc(28))))).toBe('a iDOT chunk');
    expect(found(Buffer.concat([png, Buffer.from(OWNER)]))).toMatch(/after the end/);
  });

  it('in a WebP and a GIF: EXIF, XMP, a comment', async () => {
    expect(found(await picture().webp().withExif({ IFD0: { Artist: OWNER } }).toBuffer())).toBe('EXIF');
    expect(found(await picture().webp({ lossless: true }).withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>').toBuffer())).toBe('XMP');
    const gif = await picture().gif().toBuffer();
    const comment = Buffer.concat([Buffer.from([0x21, 0xfe, OWNER.length]), Buffer.from(OWNER), Buffer.from([0])]);
    expect(found(Buffer.concat([gif.subarray(0, gif.length - 1), comment, Buffer.from([0x3b])]))).toBe('a comment');
  });

  it('by the bytes, whatever the name; a phone format the build does not clean is told apart', async () => {
    expect(sniffImage(await picture().png().toBuffer())).toBe('png');
    expect(sniffImage(await picture().tiff().toBuffer())).toBe('camera');
    expect(sniffImage(fs.readFileSync(path.join(__dirname, 'fixtures/camera/obra.heic')))).toBe('iso-media');
    expect(sniffImage(Buffer.from('User-agent: *\n'))).toBeUndefined();
    expect(sniffImage(Buffer.from('Feelfree to write anything here'))).toBeUndefined();
  });
});

describe('public/ as the build reads it', () => {
  async function publicWith(files: Record<string, Buffer>): Promise<string> {
    const dir = tempDir('public');
    fs.writeFileSync(path.join(dir, SHARE_IMAGE_PATH), await picture(SHARE_IMAGE.width, SHARE_IMAGE.height).jpeg().toBuffer());
    for (const [name, data] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), data);
    }
    return dir;
  }
  const read = (dir: string, log: (line: string) => void = () => {}) => readPublicFiles(dir, { shareImage: SHARE_IMAGE_PATH, log });

  it('rewrites an image that carries metadata, even under another name, and keeps the rest byte for byte', async () => {
    const tagged = await picture(32, 48).jpeg().withExif({ IFD0: { Artist: OWNER } }).withMetadata({ orientation: 6 }).toBuffer();
    const robots = Buffer.from('User-agent: *\n');
    const clean = await picture().png({ palette: true }).toBuffer();
    const dir = await publicWith({ 'icons/foto.png': tagged, 'robots.txt': robots, 'icon.png': clean });
    const lines: string[] = [];
    const files = new Map((await read(dir, (line) => lines.push(line))).map((file) => [file.rel, file.data]));
    expect(files.get('robots.txt')).toEqual(robots);
    expect(files.get('icon.png')).toEqual(clean);
    const rewritten = files.get('icons/foto.png')!;
    expect(rewritten.includes(OWNER)).toBe(false);
    // Its bytes are a JPEG's still, upright now that its orientation tag is gone.
    const { format, width, height, orientation, exif } = await sharp(rewritten).metadata();
    expect({ format, width, height, orientation, exif }).toEqual({ format: 'jpeg', width: 48, height: 32, orientation: undefined, exif: undefined });
    expect(lines).toEqual(['public/icons/foto.png: published rewritten from its pixels, without EXIF (APP1) (saved without metadata, it is published byte for byte)']);
  });

  it('leaves out the system\'s own files: a Finder\'s .DS_Store lists the folder\'s names', async () => {
    const dir = await publicWith({ '.DS_Store': Buffer.from(OWNER), '._og-image.jpg': Buffer.from(OWNER), 'Thumbs.db': Buffer.from(OWNER) });
    expect((await read(dir)).map((file) => file.rel)).toEqual([SHARE_IMAGE_PATH.slice(1)]);
  });

  it('stops at a phone format it cannot clean, naming the file', async () => {
    const dir = await publicWith({ 'scan.tif': await picture().tiff().toBuffer() });
    await expect(read(dir)).rejects.toThrow(/^public\/scan\.tif: a phone or camera file/);
    const heic = await publicWith({ 'foto.HEIC': fs.readFileSync(path.join(__dirname, 'fixtures/camera/obra.heic')) });
    await expect(read(heic)).rejects.toBeInstanceOf(ContentError);
  });

  it('stops at a share image of another size or format, or none, naming it and what it must be', async () => {
    const expected = `${SHARE_IMAGE.width}×${SHARE_IMAGE.height} JPEG`;
    const share = SHARE_IMAGE_PATH.slice(1);
    await expect(read(await publicWith({ [share]: await picture(1200, 675).jpeg().toBuffer() }))).rejects.toThrow(`public/${share}: the share image is 1200×675 JPEG, it must be ${expected}`);
    await expect(read(await publicWith({ [share]: await picture(SHARE_IMAGE.width, SHARE_IMAGE.height).png().toBuffer() }))).rejects.toThrow(`public/${share}: the share image is 1200×630 PNG, it must be ${expected}`);
    const none = await publicWith({});
    fs.rmSync(path.join(none, share));
    await expect(read(none)).rejects.toThrow(`public/${share}: missing`);
  });
});
