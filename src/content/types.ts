import type { z } from 'zod';
import type { contentFiles, productSchema } from './schema';
import type { ImageSize } from './imageSource';
import type { ImageAsset, MediaItem } from './media';

type Files = typeof contentFiles;
export type RawContent = { [K in keyof Files]: z.infer<Files[K]['schema']> };

export type Product = z.infer<typeof productSchema> & {
  /** The product's gallery media, discovered from its folder. */
  media: MediaItem[];
};

export interface SiteContent extends Omit<RawContent, 'products'> {
  products: Product[];
  /** Every image the content names outside the galleries, by path under content/. */
  images: Record<string, ImageAsset>;
  /**
   * The brand marks. The wordmark is split into its viewBox and inner markup, so each page carries
   * its shapes once, as a `<symbol>` the header and footer `<use>`; the symbol mark is whole SVG markup.
   */
  brand: { wordmark: { viewBox: string; body: string }; symbolSvg: string };
  /** The project gallery's data file, once the build has written it (src/media/galleryData.ts). */
  galleryDataUrl?: string;
}

export type { ImageAsset, ImageSize, MediaItem };
