import type { GalleryItem } from '../../shared/gallery';
import { slideSubtitle } from '../../shared/slideText';
import type { AddedSlide, RestOfGallery } from '../../shared/slides';

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
