import type { Product, SiteContent } from '../content/types';
import { slideSubtitle } from '../shared/slideText';
import { PRODUCT_DETAILS_ID, type ProductSlideCopy, type Slide } from '../shared/slides';

/** Home: one slide per product, its cover. */
export function productSlides(content: SiteContent): Slide[] {
  return content.products.map((product) => {
    const image = content.images[product.cover]!;
    return {
      key: product.id,
      titulo: product.titulo,
      subTitulo: product.subTitulo,
      descricao: product.descricao,
      url: product.url,
      media: { tipo: 'image', src: image.src, image, alt: product.coverAlt },
    };
  });
}

/** Where a product page's slides lead: down the same page, to what the product includes. */
export const productDetailsUrl = (product: Product) => `${product.url}#${PRODUCT_DETAILS_ID}`;

/** What each slide of a product page shows of the product, whose page says its name and description already. */
export const productSlideCopy = (product: Product): ProductSlideCopy => ({
  titulo: product.titulo,
  subTitulo: product.subTitulo,
  descricao: product.descricao,
  url: productDetailsUrl(product),
  repeatsPage: true,
});

/** A product page: one slide per item of its gallery. */
export function mediaSlides(product: Product): Slide[] {
  return product.media.map((item) => ({
    ...productSlideCopy(product),
    key: item.file,
    subTitulo: slideSubtitle(item, product.subTitulo),
    media: { tipo: item.tipo, src: item.src, image: item.image, alt: item.alt },
  }));
}
