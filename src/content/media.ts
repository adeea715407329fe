import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './ContentError';
import { CAPTIONS_FILE, checkKinds, readCaptionsFile } from './captionsFile';
import { imageSize, type ImageSize } from './imageSource';
import { ACCEPTED_FORMATS, mediaKind, slug, stemOf } from './mediaFormats';

export { CAPTIONS_FILE };

/** An image as pages use it: where it is served, its pixel size, and (after the image pipeline) its variants. */
export interface ImageAsset extends ImageSize {
  /** Path under content/ (for a frame taken from a video, the video's). */
  file: string;
  /** Where the build reads it when that is not content/<file>: a frame it took from a video. */
  source?: string;
  /** The URL of the fallback file. */
  src: string;
  /** A colour to show while the image loads. */
  placeholder?: string;
  /** Smaller and newer-format variants, best first: `<source type srcset>` of a `<picture>`. */
  sources?: Array<{ type: string; srcset: string }>;
}

export interface MediaItem {
  /** Path under content/ of the source, e.g. `galeria/toldos/IMG_0042.HEIC`. */
  file: string;
  tipo: 'image' | 'video';
  /**
   * The URL it is published at. The loader's is made from its name and only tells two files of
   * one name apart; the build replaces it with one made from its content, never its name
   * (src/media/galleryAddresses.ts).
   */
  src: string;
  /** The picture shown for it: the image itself, or the video's poster. */
  image: ImageAsset;
  /** A video with no hand-made poster: the build takes a frame of it (src/media/video/). */
  posterFromVideo?: boolean;
  /** Its caption from the folder's `legendas.json`; `null` when it has none, or an empty one. */
  caption: string | null;
  /** Its text alternative: the caption, or a generic one that is true of it (src/content/captions.ts). */
  alt: string;
}

/** A gallery file as its folder gives it, before it has its alt text. */
export type GalleryFile = Omit<MediaItem, 'alt'>;

const WHAT_TO_DO = `convert it to one of the accepted formats (${ACCEPTED_FORMATS}) or move it out of content/`;

export async function imageAsset(contentDir: string, file: string): Promise<ImageAsset> {
  try {
    return { file, src: `/${file}`, ...(await imageSize(path.join(contentDir, file))) };
  } catch (error) {
    throw new ContentError(`content/${file}`, '', `cannot be read as an image (${(error as Error).message}); re-export it, or ${WHAT_TO_DO}`);
  }
}

/**
 * Lists a product's gallery folder, any letter case: images (JPEG, PNG, WebP, AVIF, HEIC/HEIF) and
 * videos (MP4, MOV), a video's hand-made poster as `<name>.poster.<image extension>`; `legendas.json`
 * may caption any of them. Any other file stops the build: nothing is left out in silence.
 */
export async function discoverGallery(contentDir: string, folder: string, label: { file: string; field: string }): Promise<GalleryFile[]> {
  const relDir = `galeria/${folder}`;
  const dir = path.join(contentDir, relDir);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ContentError(label.file, label.field, `folder content/${relDir}/ does not exist`);
  }
  const captionsFile = readCaptionsFile(dir, relDir);
  checkKinds(captionsFile, relDir);
  const captions: Record<string, string> = Object.fromEntries(captionsFile.entries.map((entry) => [entry.arquivo, entry.legenda]));
  // The folder is read by name (a clash names the later file); then the editor's list orders the
  // gallery (drag and drop), files it does not list following by name. A caption file in the first
  // shape (a map) orders nothing: the files go by name, as they always did.
  const position = new Map(captionsFile.shape === 'list' ? captionsFile.entries.map((entry, i) => [entry.arquivo, i]) : []);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const names = fs.readdirSync(dir).sort(byName);
  const posters = new Map(names.filter((name) => mediaKind(name) === 'poster').map((name) => [stemOf(name).toLowerCase(), name]));
  const published = new Map<string, string>();
  const items: GalleryFile[] = [];
  for (const name of names) {
    const file = `${relDir}/${name}`;
    const kind = mediaKind(name);
    if (kind === undefined) throw new ContentError(`content/${file}`, '', `not a photo or video the site can use: ${WHAT_TO_DO}`);
    if (kind === 'not-media' || kind === 'poster') continue;
    const src = `/${relDir}/${slug(stemOf(name))}.${kind === 'image' ? 'webp' : 'mp4'}`;
    const clash = published.get(src.toLowerCase());
    if (clash) throw new ContentError(`content/${file}`, '', `has the same name as content/${relDir}/${clash} (posters and captions are matched by name): rename one of them`);
    published.set(src.toLowerCase(), name);
    const caption = captions[name] || null;
    if (kind === 'image') {
      items.push({ file, tipo: 'image', src, image: await imageAsset(contentDir, file), caption });
      continue;
    }
    const poster = posters.get(stemOf(name).toLowerCase());
    posters.delete(stemOf(name).toLowerCase());
    items.push(
      poster
        ? { file, tipo: 'video', src, image: await imageAsset(contentDir, `${relDir}/${poster}`), caption }
        : // Its size is the frame's, known once the build has taken it.
          { file, tipo: 'video', src, image: { file, src: '', width: 0, height: 0 }, posterFromVideo: true, caption },
    );
  }
  for (const poster of posters.values()) {
    throw new ContentError(`content/${relDir}/${poster}`, '', `a poster for no video: name it after its clip (${stemOf(poster)}.mp4 or .mov) or remove it`);
  }
  // A line of the editor's list whose file was deleted (in its media library) is left out, and named
  // by the build (staleCaptions); a caption in the first shape for no file is a misspelt name.
  for (const name of captionsFile.shape === 'map' ? Object.keys(captions) : []) {
    if (!items.some((item) => item.file.endsWith(`/${name}`))) {
      throw new ContentError(`content/${relDir}/${CAPTIONS_FILE}`, name, 'no such media file in this folder');
    }
  }
  const at = (item: GalleryFile) => position.get(item.file.slice(relDir.length + 1)) ?? Infinity;
  return items.sort((a, b) => at(a) - at(b) || byName(a.file, b.file));
}
