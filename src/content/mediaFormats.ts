/** What a file in a gallery folder is, by its extension in any letter case. */
export type MediaKind = 'image' | 'video' | 'poster' | 'not-media';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'heic', 'heif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov'] as const;
/** Files a folder may hold that are not media: captions, notes, the system's own. */
export const NOT_MEDIA = new Set(['legendas.json', 'leia-me.md', 'readme.md']);

const POSTER = /\.poster\.([a-z0-9]+)$/i;

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
export const isHeif = (name: string) => ['heic', 'heif'].includes(extensionOf(name));
const isImageExt = (ext: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

export function mediaKind(name: string): MediaKind | undefined {
  // Hidden files are the system's (.DS_Store, .gitkeep), never a visitor's photo.
  if (name.startsWith('.') || NOT_MEDIA.has(name.toLowerCase())) return 'not-media';
  const ext = extensionOf(name);
  if (POSTER.test(name) && isImageExt(ext)) return 'poster';
  if (isImageExt(ext)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return undefined;
}

/** The name without its extension (and without `.poster`): `IMG_0042.JPG` → `IMG_0042`. */
export const stemOf = (name: string) => name.replace(POSTER, '').replace(/\.[a-z0-9]+$/i, '');

export const ACCEPTED_FORMATS = `images ${IMAGE_EXTENSIONS.join(', ')}; videos ${VIDEO_EXTENSIONS.join(', ')}`;

/** A name safe in any URL and srcset: `Obra São José 1` → `obra-sao-jose-1`. */
export const slug = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'media';
