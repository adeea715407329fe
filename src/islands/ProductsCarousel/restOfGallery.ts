import type { GalleryItem } from '../../shared/gallery';
import { slideSubtitle } from '../../shared/slideText';
import type { RestOfGallery, Slide } from '../../shared/slides';

/** A gallery item of the product as its carousel's slide. */
export function slideOf(item: GalleryItem, rest: RestOfGallery): Slide {
  return {
    ...rest.product,
    key: item.video ?? item.full.src,
    subTitulo: slideSubtitle(item, rest.product.subTitulo),
    media: { tipo: item.tipo, src: item.video ?? item.full.src, image: item.full, alt: item.alt },
  };
}

/** How many slides either side of the current one the carousel draws: those a move can bring on screen next. */
export const DRAWN_AROUND = { before: 1, after: 2 };

/** The slides (by position, from 0) around `index` in a carousel of `total` that wraps at both ends. */
export function slidesAround(index: number, total: number): number[] {
  const around: number[] = [];
  for (let step = -DRAWN_AROUND.before; step <= DRAWN_AROUND.after; step++) around.push((((index + step) % total) + total) % total);
  return [...new Set(around)];
}
