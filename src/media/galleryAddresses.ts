import path from 'node:path';
import { ContentError } from '../content/ContentError';
import type { MediaItem, SiteContent } from '../content/types';
import { contentHash } from './files';
import { sourceHash } from './sourceHash';
import { VARIANT_FORMATS, VARIANT_WIDTHS } from './images/variants';
import { TRANSCODE_ARGS } from './video/videoSettings';

/** What a published gallery file is made with besides its source: a change to them is a new file, at a new address. */
const SETTINGS = { image: JSON.stringify([VARIANT_FORMATS, VARIANT_WIDTHS]), video: JSON.stringify(TRANSCODE_ARGS) };

/**
 * Where a gallery file is published: `/galeria/<folder>/<folder>-<hash>.webp` (a clip `.mp4`), the
 * hash of its bytes and of the settings that make what is published from them. Never its own
 * name: a phone names a file by when it was taken (`VID_20250102_101010.mp4`, `WhatsApp Image
 * 2025-01-10 at 10.00.00.jpeg`), and whoever saved it may have named it by whose house it shows.
 * Renaming or reordering files keeps their addresses; a changed file, or changed settings, has a
 * new one, so the bucket may serve them as never changing (src/deploy/cacheControl.ts).
 */
export function galleryAddress(folder: string, tipo: MediaItem['tipo'], sourceFile: string): string {
  const hash = contentHash(`${sourceHash(sourceFile)}:${SETTINGS[tipo]}`);
  return `/galeria/${folder}/${folder}-${hash}.${tipo === 'image' ? 'webp' : 'mp4'}`;
}

/**
 * The content with every gallery item's `src` at its galleryAddress, in place of the one the
 * loader made from its file name. Two files at one address (the same photo or clip twice in a
 * folder) stop the build, naming both.
 */
export function withGalleryAddresses(content: SiteContent, contentDir: string): SiteContent {
  const taken = new Map<string, string>();
  const products = content.products.map((product) => ({
    ...product,
    media: product.media.map((item) => {
      const src = galleryAddress(product.galleryFolder, item.tipo, path.join(contentDir, item.file));
      const other = taken.get(src);
      if (other) {
        throw new ContentError(`content/${item.file}`, '', `is the same ${item.tipo === 'image' ? 'photo' : 'clip'} as content/${other}, and would be published at the same address: remove one of them`);
      }
      taken.set(src, item.file);
      return { ...item, src };
    }),
  }));
  return { ...content, products };
}
