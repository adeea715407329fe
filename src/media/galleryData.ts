import type { Picture } from '../shared/picture';
import type { ImageAsset, SiteContent } from '../content/types';
import type { GalleryData } from '../shared/gallery';
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

/** Every product's media for the gallery, with the gallery's labels and one tab per product. */
export function galleryData(content: SiteContent): GalleryData {
  return {
    labels: content.ui.gallery,
    categories: content.products.map((product) => ({ id: product.id, label: product.galleryLabel })),
    items: content.products.flatMap((product) =>
      product.media.map((item) => ({
        category: product.id,
        tipo: item.tipo,
        alt: item.alt,
        ...(item.caption && { caption: item.caption }),
        thumb: thumbnail(item.image),
        full: picture(item.image),
        ...(item.tipo === 'video' && { video: item.src }),
      })),
    ),
  };
}

/** Writes the gallery's data as `assets/galeria-HASH.json` (cached for good, like the scripts) and returns its URL. */
export function writeGalleryData(content: SiteContent, outDir: string): string {
  return writeHashed(outDir, 'assets', 'galeria', 'json', JSON.stringify(galleryData(content)));
}
