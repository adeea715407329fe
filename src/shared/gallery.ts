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

/**
 * The gallery's data file, written by the build beside the scripts (hashed, cached for good)
 * and fetched with the gallery's code when a visitor first asks for it, so ~50 items never
 * weigh on a page's HTML.
 */
export interface GalleryData {
  labels: {
    title: string;
    allTab: string;
    categoriesLabel: string;
    imagesHeading: string;
    videosHeading: string;
    empty: string;
    close: string;
    videoLabel: string;
  };
  /** One tab per product, in the products' order, after "Todos". */
  categories: Array<{ id: string; label: string }>;
  items: GalleryItem[];
}
