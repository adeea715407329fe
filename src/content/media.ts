import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { ContentError, fieldPath } from './ContentError';

export interface ImageSize {
  width: number;
  height: number;
}

/** An image as pages use it: where it is served, its pixel size, and (after the image pipeline) its variants. */
export interface ImageAsset extends ImageSize {
  /** Path under content/. */
  file: string;
  /** The URL of the fallback file. */
  src: string;
  /** A colour to show while the image loads. */
  placeholder?: string;
  /** Smaller and newer-format variants, best first: `<source type srcset>` of a `<picture>`. */
  sources?: Array<{ type: string; srcset: string }>;
}

export interface MediaItem {
  /** Path under content/, e.g. `galeria/toldos/01.webp`. */
  file: string;
  tipo: 'image' | 'video';
  /** The URL the site serves the image or the video at. */
  src: string;
  /** The picture shown for it: the image itself, or the video's poster. */
  image: ImageAsset;
  caption: string | null;
}

const captionsSchema = z.record(z.string(), z.string().trim().min(1));
const CAPTIONS_FILE = 'legendas.json';
const POSTER_SUFFIX = '.poster.webp';

export async function imageAsset(contentDir: string, file: string): Promise<ImageAsset> {
  const meta = await sharp(path.join(contentDir, file)).metadata();
  if (!meta.width || !meta.height) throw new Error(`cannot read the size of content/${file}`);
  return { file, src: `/${file}`, width: meta.width, height: meta.height };
}

/**
 * Lists a product's gallery folder: `*.webp` are images, `*.mp4` are videos that need a
 * `<name>.poster.webp` beside them; `legendas.json` may caption any of them.
 */
export async function discoverGallery(contentDir: string, folder: string, label: { file: string; field: string }): Promise<MediaItem[]> {
  const relDir = `galeria/${folder}`;
  const dir = path.join(contentDir, relDir);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ContentError(label.file, label.field, `folder content/${relDir}/ does not exist`);
  }
  const names = fs.readdirSync(dir).sort();
  const captions = readCaptions(dir, relDir);
  const items: MediaItem[] = [];
  for (const name of names) {
    const file = `${relDir}/${name}`;
    if (name.endsWith(POSTER_SUFFIX)) continue;
    if (name.endsWith('.webp')) {
      items.push({ file, tipo: 'image', src: `/${file}`, image: await imageAsset(contentDir, file), caption: captions[name] ?? null });
    } else if (name.endsWith('.mp4')) {
      const poster = `${relDir}/${name.replace(/\.mp4$/, POSTER_SUFFIX)}`;
      if (!fs.existsSync(path.join(contentDir, poster))) {
        throw new ContentError(`content/${file}`, '', `video has no poster: add content/${poster}`);
      }
      items.push({ file, tipo: 'video', src: `/${file}`, image: await imageAsset(contentDir, poster), caption: captions[name] ?? null });
    }
  }
  for (const name of Object.keys(captions)) {
    if (!items.some((item) => item.file.endsWith(`/${name}`))) {
      throw new ContentError(`content/${relDir}/${CAPTIONS_FILE}`, name, 'no such media file in this folder');
    }
  }
  return items;
}

function readCaptions(dir: string, relDir: string): Record<string, string> {
  const file = path.join(dir, CAPTIONS_FILE);
  if (!fs.existsSync(file)) return {};
  const parsed = captionsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(`content/${relDir}/${CAPTIONS_FILE}`, fieldPath(issue.path), issue.message);
  }
  return parsed.data;
}
