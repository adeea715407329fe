import type { Picture } from '../shared/picture';
import type { ImageAsset, Product, SiteContent } from '../content/types';
import type { GalleryIndex, GalleryItem } from '../shared/gallery';
import { writeHashed } from './files';
import { FALLBACK_WIDTH } from './images/variants';

/**
 * An image as the islands draw it: its path under content/ stays here. Islands run only in
 * browsers that decode WebP, so its `src` (a video's poster, say) is the WebP closest to
 * FALLBACK_WIDTH rather than the oldest browsers' JPEG.
 */
function picture({ src, width, height, placeholder, sources }: ImageAsset): Picture {
  const webp = sources?.find((source) => source.type === 'image/webp');
  return { src: webp ? widest(webp.srcset, FALLBACK_WIDTH) : src, width, height, placeholder, sources };
}

/** The smallest variant of each format only: what a thumbnail needs. */
export function thumbnail(image: ImageAsset): Picture {
  if (!image.sources?.length) return picture(image);
  const sources = image.sources.map(({ type, srcset }) => ({ type, srcset: smallest(srcset) }));
  const webp = sources.find((source) => source.type === 'image/webp');
  return { ...picture(image), src: webp?.srcset ?? image.src, sources };
}

const candidates = (srcset: string) =>
  srcset.split(',').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
    return { url, width: Number.parseInt(descriptor, 10) || Number.POSITIVE_INFINITY };
  });

function smallest(srcset: string): string {
  return candidates(srcset).reduce((a, b) => (b.width < a.width ? b : a)).url;
}

/** The widest candidate at most `maxWidth` wide (the smallest if none is). */
function widest(srcset: string, maxWidth: number): string {
  const fitting = candidates(srcset).filter((c) => c.width <= maxWidth);
  return fitting.length ? fitting.reduce((a, b) => (b.width > a.width ? b : a)).url : smallest(srcset);
}

/** How many items a page of the gallery's data holds: a phone's screenful and the next, in 2–3 KB of gzip. */
export const GALLERY_PAGE_SIZE = 24;

/** A product's media as the gallery shows it, in its gallery's order. */
export function galleryItems(product: Product): GalleryItem[] {
  return product.media.map((item) => ({
    category: product.id,
    tipo: item.tipo,
    alt: item.alt,
    ...(item.caption && { caption: item.caption }),
    thumb: thumbnail(item.image),
    full: picture(item.image),
    ...(item.tipo === 'video' && { video: item.src }),
  }));
}

/** A product's items in pages of GALLERY_PAGE_SIZE. */
export function pagesOf(items: GalleryItem[]): GalleryItem[][] {
  const pages: GalleryItem[][] = [];
  for (let at = 0; at < items.length; at += GALLERY_PAGE_SIZE) pages.push(items.slice(at, at + GALLERY_PAGE_SIZE));
  return pages;
}

/** A product's tab: its id, its label and its items, in its gallery's order. */
export interface GalleryTab {
  id: string;
  label: string;
  items: GalleryItem[];
}

/** The index of `tabs`: each tab's items in pages, each page handed to `publish` (with a name, `galeria-{product}-{n}`) for the URL it will be fetched at. */
export function indexOf(labels: GalleryIndex['labels'], tabs: GalleryTab[], publish: (name: string, items: GalleryItem[]) => string): GalleryIndex {
  return {
    labels,
    categories: tabs.map(({ id, label, items }) => ({
      id,
      label,
      pages: pagesOf(items).map((held, n) => ({
        url: publish(`galeria-${id}-${n + 1}`, held),
        images: held.filter((item) => item.tipo === 'image').length,
        videos: held.filter((item) => item.tipo === 'video').length,
      })),
    })),
  };
}

/** The site's gallery index: one tab per product, in the products' order. */
export function galleryIndex(content: SiteContent, publish: (name: string, items: GalleryItem[]) => string): GalleryIndex {
  return indexOf(
    content.ui.gallery,
    content.products.map((product) => ({ id: product.id, label: product.galleryLabel, items: galleryItems(product) })),
    publish,
  );
}

/**
 * Writes the gallery's data: each product's items in pages (`assets/galeria-{product}-{n}-HASH.json`)
 * and the index that names them (`assets/galeria-HASH.json`), all cached for good like the
 * scripts. Returns the index's URL. A visitor fetches the index, then only the pages of what
 * they look at: the cost of opening a tab does not grow with the rest of the gallery.
 */
export function writeGalleryData(content: SiteContent, outDir: string): string {
  const index = galleryIndex(content, (name, items) => writeHashed(outDir, 'assets', name, 'json', JSON.stringify(items)));
  return writeHashed(outDir, 'assets', 'galeria', 'json', JSON.stringify(index));
}
