import type { MediaItem, Product, SiteContent } from '../content/types';

/** One slide of the products carousel, the seed's product / gallery item. */
export interface Slide {
  key: string;
  titulo: string;
  subTitulo: string;
  descricao: string;
  url: string;
  media: { tipo: 'image' | 'video'; file: string; poster?: string; alt: string; width: number; height: number };
}

/** Home: one slide per product, its cover. */
export function productSlides(content: SiteContent): Slide[] {
  return content.products.map((product) => ({
    key: product.id,
    titulo: product.titulo,
    subTitulo: product.subTitulo,
    descricao: product.descricao,
    url: product.url,
    media: { tipo: 'image', file: product.cover, alt: product.coverAlt, ...content.imageSizes[product.cover]! },
  }));
}

/** A product page: one slide per item of its gallery. */
export function mediaSlides(product: Product): Slide[] {
  return product.media.map((item: MediaItem) => ({
    key: item.file,
    titulo: product.titulo,
    subTitulo: item.caption ?? product.subTitulo,
    descricao: product.descricao,
    url: product.url,
    media: {
      tipo: item.tipo,
      file: item.file,
      poster: item.poster,
      alt: item.caption ?? product.coverAlt,
      width: item.size.width,
      height: item.size.height,
    },
  }));
}
