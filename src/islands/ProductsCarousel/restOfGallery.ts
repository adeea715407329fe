import type { Slide } from '../../site/slides';
import { slideSubtitle } from '../../site/slideText';
import type { GalleryItem } from '../ProjectGallery/galleryData';

/** What a product page's carousel needs to add, once it runs, the gallery items its HTML left out. */
export interface RestOfGallery {
  /** The gallery's data file (hashed, shared with the gallery dialog). */
  dataUrl: string;
  /** The product's id: its items in the data file, in the order of its slides. */
  category: string;
  /** How many of them the HTML already holds. */
  from: number;
  total: number;
  /** "{n} de {total}". */
  slideLabel: string;
  /** The product's subtitle, which an item's caption replaces. */
  subTitulo: string;
}

/** A slide to add: what sets it apart from the product's other slides. */
export interface AddedSlide {
  key: string;
  subTitulo: string;
  media: Slide['media'];
}

/** The product's items past the first `from`. */
export function restSlides(items: GalleryItem[], rest: RestOfGallery): AddedSlide[] {
  return items
    .filter((item) => item.category === rest.category)
    .slice(rest.from)
    .map((item) => ({
      key: item.video ?? item.full.src,
      subTitulo: slideSubtitle(item, rest.subTitulo),
      media: { tipo: item.tipo, src: item.video ?? item.full.src, image: item.full, alt: item.alt },
    }));
}
