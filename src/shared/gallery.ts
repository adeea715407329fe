import type { Picture } from './picture';

/** One photo or video of the project gallery. */
export interface GalleryItem {
  /** The product it shows, by id; its tab. */
  category: string;
  tipo: 'image' | 'video';
  alt: string;
  /** Its caption from `legendas.json`, if any: a product carousel's slide shows it as its subtitle. */
  caption?: string;
  /** The small variant, for the grid. */
  thumb: Picture;
  /** Every variant, for the lightbox; a video's poster. */
  full: Picture;
  /** A video's URL. */
  video?: string;
}

/** One page of a product's items: its file (a JSON array of GalleryItems) and what it holds. */
export interface GalleryPageRef {
  url: string;
  images: number;
  videos: number;
}

/**
 * The gallery's index, written by the build beside the scripts (hashed, cached for good) and
 * fetched with the gallery's code when a visitor first reaches for it. It names each product's
 * pages of items, in its gallery's order, with how many photos and videos each holds: enough to
 * lay out any tab at its full size, and to fetch only the pages a visitor comes to see.
 */
export interface GalleryIndex {
  labels: {
    title: string;
    allTab: string;
    categoriesLabel: string;
    imagesHeading: string;
    videosHeading: string;
    empty: string;
    close: string;
    videoLabel: string;
    /** A thumbnail's place in its group, "{n} de {total}". */
    position: string;
  };
  /** One tab per product, in the products' order, after "Todos". */
  categories: Array<{ id: string; label: string; pages: GalleryPageRef[] }>;
}
