import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ContentError } from '../../content/ContentError';
import { SHARE_IMAGE } from '../../site/publicFiles';
import { writeFile } from '../files';
import { extraneousData, sniffImage, webpIsLossless, type ImageKind } from './imageMetadata';

/** A file of public/ as the build publishes it: its bytes as they are, or an image rewritten without its metadata. */
export interface PublicFile {
  /** Path under public/ (and dist/), with forward slashes. */
  rel: string;
  data: Buffer;
}

export interface PublicFilesOptions {
  /** The share image's URL path (src/site/publicFiles.ts), checked against SHARE_IMAGE. */
  shareImage: string;
  log?: (line: string) => void;
}

// The systems' own files beside a folder's: a Finder's index of its names, AppleDouble copies of a file's attributes.
const SYSTEM_FILE = /^(\.DS_Store|\._.*|Thumbs\.db|desktop\.ini)$/i;
const CAMERA_EXTENSION = /\.(hei[cf]|tiff?|dng|mov|mp4|m4v|3gp|3g2)$/i;
const WHERE_PHONE_MEDIA_GOES = 'public/ is for the icons and the share image: save a picture as JPEG or PNG; a gallery photo or clip goes in content/galeria/<folder>/';

/**
 * Reads public/ for publishing. Files other than images are published as they are. An image (by
 * its bytes, whatever its name) is published byte for byte only when it holds nothing but the
 * picture; one carrying metadata (EXIF, GPS, XMP, IPTC, maker notes, comments, a thumbnail, a
 * Motion Photo's clip…) is rewritten from its pixels: JPEG at quality 90, PNG and lossless WebP
 * losslessly, turned upright first. A phone format the build cannot clean (HEIC, TIFF/DNG, a clip)
 * stops the build, and so does a share image of another size or format than the pages declare.
 */
export async function readPublicFiles(publicDir: string, options: PublicFilesOptions): Promise<PublicFile[]> {
  const log = options.log ?? console.log;
  const shareRel = options.shareImage.replace(/^\/+/, '');
  const files: PublicFile[] = [];
  for (const rel of filesIn(publicDir)) {
    if (SYSTEM_FILE.test(path.posix.basename(rel))) continue;
    const label = `public/${rel}`;
    const source = fs.readFileSync(path.join(publicDir, rel));
    const kind = await imageKind(source, rel);
    if (kind === 'camera') throw new ContentError(label, '', `a phone or camera file (HEIC, TIFF/DNG, a clip) that the build cannot publish without its metadata. ${WHERE_PHONE_MEDIA_GOES}`);
    const extra = kind && extraneousData(source, kind);
    const data = kind && extra ? await rewritten(source, kind, label) : source;
    if (extra) log(`${label}: published rewritten from its pixels, without ${extra} (saved without metadata, it is published byte for byte)`);
    if (rel === shareRel) await checkShareImage(data, label);
    files.push({ rel, data });
  }
  if (!files.some((file) => file.rel === shareRel)) {
    throw new ContentError(`public/${shareRel}`, '', `missing: every page names it as its share image (${SHARE_IMAGE.width}×${SHARE_IMAGE.height} JPEG)`);
  }
  return files;
}

export function writePublicFiles(files: PublicFile[], outDir: string): void {
  for (const file of files) writeFile(path.join(outDir, file.rel), file.data);
}

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => fs.statSync(path.join(dir, rel)).isFile())
    .map((rel) => rel.split(path.sep).join('/'))
    .sort();
}

async function imageKind(data: Buffer, rel: string): Promise<ImageKind | 'camera' | undefined> {
  const sniffed = sniffImage(data);
  if (sniffed === 'iso-media') {
    // AVIF is the one ISO media file published; HEIC, MP4 and MOV share its boxes.
    const meta = await sharp(data).metadata().catch(() => undefined);
    return meta?.format === 'heif' && meta.compression === 'av1' ? 'avif' : 'camera';
  }
  if (sniffed === undefined && CAMERA_EXTENSION.test(rel)) return 'camera';
  return sniffed;
}

async function rewritten(source: Buffer, kind: ImageKind, label: string): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await encode(source, kind);
  } catch (error) {
    throw new ContentError(label, '', `holds metadata and cannot be rewritten without it (${(error as Error).message}): save it again as JPEG or PNG`);
  }
  // sharp writes no metadata unless asked; checked all the same, since this is what the bucket serves.
  const left = kind === 'avif' ? avifMetadata(await sharp(data).metadata()) : extraneousData(data, kind);
  if (left) throw new Error(`${label}: still holds ${left} after it was rewritten`);
  return data;
}

async function encode(source: Buffer, kind: ImageKind): Promise<Buffer> {
  const { pages = 1, depth, channels = 3 } = await sharp(source).metadata();
  const animated = pages > 1;
  // An animation keeps its frames; a still is turned upright, since its orientation tag goes with the rest.
  const image = animated ? sharp(source, { animated: true }) : sharp(source).autoOrient();
  if (kind === 'jpeg') return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  // Lossless, 16 bits a channel kept as 16.
  if (kind === 'png') return (depth === 'ushort' ? image.toColourspace(channels <= 2 ? 'grey16' : 'rgb16') : image).png({ compressionLevel: 9, palette: false }).toBuffer();
  if (kind === 'gif') return image.gif({ reuse: true }).toBuffer();
  if (kind === 'avif') return image.avif({ quality: 80, effort: 4 }).toBuffer();
  return image.webp(webpIsLossless(source) ? { lossless: true } : { quality: 90, alphaQuality: 100 }).toBuffer();
}

function avifMetadata(meta: sharp.Metadata): string | undefined {
  return meta.exif ? 'EXIF' : meta.xmp ? 'XMP' : meta.iptc ? 'IPTC' : undefined;
}

async function checkShareImage(data: Buffer, label: string): Promise<void> {
  const { width, height, format } = await sharp(data)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, format: undefined }));
  const expected = `${SHARE_IMAGE.width}×${SHARE_IMAGE.height} JPEG`;
  if (format !== SHARE_IMAGE.format || width !== SHARE_IMAGE.width || height !== SHARE_IMAGE.height) {
    throw new ContentError(
      label,
      '',
      `${format ? `the share image is ${width}×${height} ${format.toUpperCase()}` : 'the share image is not an image'}, it must be ${expected} (what every page's og:image declares): save it as a ${expected} under this name`,
    );
  }
}
