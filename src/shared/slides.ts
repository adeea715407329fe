import type { Picture } from './picture';

/**
 * The product page's band of what the product includes: a product page's slides lead there with
 * "Saiba Mais" (a link to the page itself would only load it again).
 */
export const PRODUCT_DETAILS_ID = 'detalhes';

/** One slide of the products carousel, the seed's product / gallery item. */
export interface Slide {
  key: string;
  titulo: string;
  subTitulo: string;
  descricao: string;
  url: string;
  /**
   * Its titulo and descricao are the page's own heading and intro (a product page's slides): shown,
   * but not a heading, and not read to a screen reader once per slide.
   */
  repeatsPage?: boolean;
  media: {
    tipo: 'image' | 'video';
    /** The video's URL; for an image, the image's. */
    src: string;
    /** The image, or the video's poster. */
    image: Picture;
    alt: string;
  };
}

/** What a product page's carousel needs to add, once it runs, the gallery items its HTML left out. */
export interface RestOfGallery {
  /** The gallery's index (hashed, shared with the gallery dialog): the product's pages of items. */
  dataUrl: string;
  /** The product's id: its items in the data file, in the order of its slides. */
  category: string;
  /** How many of them the HTML already holds. */
  from: number;
  total: number;
  /** "{n} de {total}". */
  slideLabel: string;
  /** What every slide of the product shows; an item's caption replaces the subtitle. */
  product: ProductSlideCopy;
  /** The rest of a slide's props (src/components/ProductSlide). */
  frame: SlideFrame;
}

/** What every slide of a product page's carousel shows of the product. */
export type ProductSlideCopy = Pick<Slide, 'titulo' | 'subTitulo' | 'descricao' | 'url' | 'repeatsPage'>;

/** What a product slide shows besides its product and media: the same on every slide of a carousel. */
export interface SlideFrame {
  roleDescription: string;
  quote: { href: string; label: string; newTabLabel: string };
  learnMoreLabel: string;
}
