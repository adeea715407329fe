import type { SiteContent } from '../../../src/content/types';
import { GallerySource } from '../../../src/islands/gallerySource/GallerySource';
import { galleryIndex } from '../../../src/media/galleryData';
import type { GalleryIndex, GalleryItem } from '../../../src/shared/gallery';

/** The gallery's index and pages as the build makes them, kept in memory: each page's URL is its name. */
export function galleryInMemory(content: SiteContent): { index: GalleryIndex; pages: Map<string, GalleryItem[]> } {
  const pages = new Map<string, GalleryItem[]>();
  const index = galleryIndex(content, (name, items) => {
    pages.set(name, items);
    return name;
  });
  return { index, pages };
}

/** A GallerySource over the in-memory gallery, its pages fetched as the page would (later, in a promise), and counted. */
export function sourceInMemory(index: GalleryIndex, pages: Map<string, GalleryItem[]>) {
  const fetched: string[] = [];
  const source = new GallerySource(index, async (url) => {
    fetched.push(url);
    const items = pages.get(url);
    if (!items) throw new Error(`no page ${url}`);
    return items;
  });
  return { source, fetched };
}

/** The content with its first product's media repeated until it holds `total` items (photos and videos as they come). */
export function withLongGallery(content: SiteContent, total: number): SiteContent {
  const [first, ...others] = content.products;
  if (!first?.media.length) throw new Error('content/: the first product has no photo or video to repeat');
  const media = Array.from({ length: total }, (_, i) => first.media[i % first.media.length]!);
  return { ...content, products: [{ ...first, media }, ...others] };
}
