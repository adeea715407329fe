import fs from 'node:fs';
import decodeHeif from 'heic-decode';
import sharp from 'sharp';
import { isHeif } from './mediaFormats';

export interface ImageSize {
  width: number;
  height: number;
}

/** A source image's pixels as sharp can read them: the file itself, or decoded RGBA for HEIC/HEIF. */
export interface DecodedImage {
  data: Buffer;
  raw?: { width: number; height: number; channels: 4 };
}

// sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF); an iPhone's HEIC holds HEVC,
// so those go through libheif's WebAssembly build, which also applies the file's own rotation.
export async function decodeImage(file: string, data: Buffer = fs.readFileSync(file)): Promise<DecodedImage> {
  if (!isHeif(file)) return { data };
  const { width, height, data: rgba } = await decodeHeif({ buffer: data });
  return { data: Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), raw: { width, height, channels: 4 } };
}

/** The image upright (EXIF orientation applied); what sharp writes from it carries no metadata. */
export function pixels(image: DecodedImage): sharp.Sharp {
  return image.raw ? sharp(image.data, { raw: image.raw }) : sharp(image.data).autoOrient();
}

/** The size a visitor sees, after orientation; reads the headers, not the pixels. */
export async function imageSize(file: string): Promise<ImageSize> {
  if (isHeif(file)) {
    const images = await decodeHeif.all({ buffer: fs.readFileSync(file) });
    try {
      const primary = images[0]!;
      return { width: primary.width, height: primary.height };
    } finally {
      images.dispose();
    }
  }
  const { autoOrient } = await sharp(file).metadata();
  if (!autoOrient.width || !autoOrient.height) throw new Error('no pixel size in the file');
  return autoOrient;
}
