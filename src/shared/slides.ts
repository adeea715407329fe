import type { Picture } from './picture';

/** One slide of the products carousel, the seed's product / gallery item. */
export interface Slide {
  key: string;
  titulo: string;
  subTitulo: string;
  descricao: string;
  url: string;
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
