/**
 * What an image file holds beyond what a browser needs to draw it. A whitelist, not a list of
 * metadata kinds: any segment or chunk not known to be picture data counts, so a kind of metadata
 * nobody thought of (a maker's APP segment, a Motion Photo's clip after the JPEG's end, a PNG text
 * chunk) is never taken for part of the picture.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/**
 * The image kind of a file by its first bytes, whatever its name; `camera` for formats a phone or
 * camera writes that the build does not clean (HEIC/HEIF, TIFF/DNG, MP4/MOV and other ISO or
 * QuickTime files), to be told apart from AVIF with sharp; undefined for anything else.
 */
export function sniffImage(data: Buffer): ImageKind | 'iso-media' | 'camera' | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (/^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return 'gif';
  const head = data.toString('latin1', 0, 4);
  if (head === 'II*\0' || head === 'MM\0*') return 'camera';
  // ISO base media and QuickTime: AVIF, HEIC and clips alike begin with a box such as `ftyp`, its size first.
  const boxSize = data.length >= 8 ? data.readUInt32BE(0) : -1;
  const sized = boxSize === 0 || boxSize === 1 || (boxSize >= 8 && boxSize <= data.length);
  if (sized && ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(data.toString('latin1', 4, 8))) return 'iso-media';
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The first thing in `data` that is not needed to draw it, in words (`EXIF or XMP (APP1)`), or
 * undefined when it holds nothing else. AVIF is not parsed: it always counts as carrying some.
 */
export function extraneousData(data: Buffer, kind: ImageKind): string | undefined {
  try {
    if (kind === 'jpeg') return jpegExtra(data);
    if (kind === 'png') return pngExtra(data);
    if (kind === 'webp') return webpExtra(data);
    if (kind === 'gif') return gifExtra(data);
    return 'whatever metadata an AVIF holds (an AVIF is always rewritten: the build does not check its boxes one by one)';
  } catch {
    return 'a structure the build cannot check';
  }
}

// ---- JPEG -------------------------------------------------------------------------------------

function jpegExtra(d: Buffer): string | undefined {
  let i = 2;
  for (;;) {
    if (i >= d.length) return 'no end-of-image marker';
    if (d[i] !== 0xff) return 'bytes outside any segment';
    while (d[i] === 0xff) i++;
    if (i >= d.length) return 'no end-of-image marker';
    const marker = d[i++]!;
    if (marker === 0xd9) return i === d.length ? undefined : 'data after the end of the image (a Motion Photo\'s clip, a maker\'s trailer)';
    // Markers without a length: restart markers, TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (i + 2 > d.length) return 'a truncated segment';
    const length = d.readUInt16BE(i);
    if (length < 2 || i + length > d.length) return 'a truncated segment';
    const problem = jpegSegmentProblem(marker, d.subarray(i + 2, i + length));
    if (problem) return problem;
    i += length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      while (i < d.length && !(d[i] === 0xff && d[i + 1] !== undefined && d[i + 1] !== 0x00 && !(d[i + 1]! >= 0xd0 && d[i + 1]! <= 0xd7))) i++;
    }
  }
}

function jpegSegmentProblem(marker: number, body: Buffer): string | undefined {
  // Frames, Huffman and arithmetic tables, quantisation tables, scans, restart interval, line count.
  if ((marker >= 0xc0 && marker <= 0xcf) || [0xda, 0xdb, 0xdc, 0xdd].includes(marker)) return undefined;
  const starts = (tag: string) => body.toString('latin1', 0, tag.length) === tag;
  if (marker === 0xe0 && starts('JFIF\0')) return body[12] || body[13] ? 'a JFIF thumbnail' : undefined;
  // Colour profile: how to draw the colours. APP2 otherwise carries more pictures (MPF, FlashPix).
  if (marker === 0xe2 && starts('ICC_PROFILE\0')) return undefined;
  // Adobe's colour transform flag: how to decode the channels.
  if (marker === 0xee && starts('Adobe')) return undefined;
  if (marker === 0xe1) return starts('Exif\0') ? 'EXIF (APP1)' : 'XMP or other APP1 data';
  if (marker === 0xed) return 'IPTC or Photoshop data (APP13)';
  if (marker === 0xfe) return 'a comment (COM)';
  if (marker === 0xe2) return 'more pictures or data (APP2: MPF, FlashPix)';
  if (marker >= 0xe0 && marker <= 0xef) return `application data (APP${marker - 0xe0})`;
  return `an unknown segment (0xFF${marker.toString(16).toUpperCase()})`;
}

// ---- PNG --------------------------------------------------------------------------------------

/** Chunks that draw the picture: the critical ones, colour and transparency, pixel size, APNG's frames. */
const PNG_PICTURE = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'pHYs', 'bKGD', 'acTL', 'fcTL', 'fdAT']);

function pngExtra(d: Buffer): string | undefined {
  let i = 8;
  while (i + 8 <= d.length) {
    const length = d.readUInt32BE(i);
    const type = d.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (i > d.length) return 'a truncated chunk';
    if (!PNG_PICTURE.has(type)) {
      if (['tEXt', 'zTXt', 'iTXt'].includes(type)) return `text (${type}: author, comment, XMP…)`;
      if (type === 'eXIf') return 'EXIF (eXIf)';
      if (type === 'tIME') return 'a modification time (tIME)';
      return `a ${type} chunk`;
    }
    if (type === 'IEND') return i === d.length ? undefined : 'data after the end of the image';
  }
  return 'no IEND chunk';
}

// ---- WebP -------------------------------------------------------------------------------------

const WEBP_PICTURE = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const WEBP_FRAME = new Set(['VP8 ', 'VP8L', 'ALPH']);

function webpExtra(d: Buffer): string | undefined {
  const end = 8 + d.readUInt32LE(4);
  if (end > d.length) return 'a truncated file';
  if (end < d.length) return 'data after the end of the image';
  return riffChunksExtra(d, 12, end, WEBP_PICTURE, (type, body) => (type === 'ANMF' ? riffChunksExtra(body, 16, body.length, WEBP_FRAME) : undefined));
}

/** Whether every frame of a WebP is lossless (VP8L), so that rewriting it should be lossless too. */
export function webpIsLossless(d: Buffer): boolean {
  const codecs = new Set<string>();
  const walk = (start: number, end: number) => {
    for (let i = start; i + 8 <= end; ) {
      const type = d.toString('latin1', i, i + 4);
      const size = d.readUInt32LE(i + 4);
      if (type === 'ANMF') walk(i + 8 + 16, Math.min(i + 8 + size, end));
      else codecs.add(type);
      i += 8 + size + (size % 2);
    }
  };
  walk(12, Math.min(8 + d.readUInt32LE(4), d.length));
  return codecs.has('VP8L') && !codecs.has('VP8 ');
}

function riffChunksExtra(d: Buffer, start: number, end: number, allowed: Set<string>, inner?: (type: string, body: Buffer) => string | undefined): string | undefined {
  let i = start;
  while (i < end) {
    if (i + 8 > end) return 'a truncated chunk';
    const type = d.toString('latin1', i, i + 4);
    const size = d.readUInt32LE(i + 4);
    if (i + 8 + size > end) return 'a truncated chunk';
    if (!allowed.has(type)) return type === 'EXIF' ? 'EXIF' : type === 'XMP ' ? 'XMP' : `a ${type.trim()} chunk`;
    const problem = inner?.(type, d.subarray(i + 8, i + 8 + size));
    if (problem) return problem;
    i += 8 + size + (size % 2);
  }
  return undefined;
}

// ---- GIF --------------------------------------------------------------------------------------

function gifExtra(d: Buffer): string | undefined {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let i = 13 + colourTable(d[10]!);
  const skipSubBlocks = () => {
    for (;;) {
      if (i >= d.length) throw new Error('truncated');
      const size = d[i++]!;
      if (size === 0) return;
      i += size;
    }
  };
  while (i < d.length) {
    const block = d[i++]!;
    if (block === 0x3b) return i === d.length ? undefined : 'data after the end of the image';
    if (block === 0x2c) {
      // Image descriptor, its colour table, the LZW code size, the pixels.
      i += 9;
      i += colourTable(d[i - 1]!) + 1;
      skipSubBlocks();
      continue;
    }
    if (block !== 0x21) return 'bytes outside any block';
    const label = d[i++]!;
    if (label === 0xff) {
      // An application extension: only the loop count of an animation is picture data.
      const app = d.toString('latin1', i + 1, i + 1 + d[i]!);
      if (app !== 'NETSCAPE2.0' && app !== 'ANIMEXTS1.0') return app.startsWith('XMP') ? 'XMP' : `application data (${app})`;
    } else if (label !== 0xf9) {
      return label === 0xfe ? 'a comment' : label === 0x01 ? 'plain text' : `an unknown extension (0x${label.toString(16)})`;
    }
    skipSubBlocks();
  }
  return 'no trailer';
}
