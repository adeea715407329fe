import type { GalleryItem } from '../../shared/gallery';
import { slideSubtitle } from '../../shared/slideText';
import type { RestOfGallery, Slide } from '../../shared/slides';

/** The product's slides past the first `from`, one per gallery item. */
export function restSlides(items: GalleryItem[], rest: RestOfGallery): Slide[] {
  return items
    .filter((item) => item.category === rest.category)
    .slice(rest.from)
    .map((item) => ({
      ...rest.product,
      key: item.video ?? item.full.src,
      subTitulo: slideSubtitle(item, rest.product.subTitulo),
      media: { tipo: item.tipo, src: item.video ?? item.full.src, image: item.full, alt: item.alt },
    }));
}
