import type { GalleryItem } from '../../shared/gallery';

/** The "Todos" tab: every item. Not a product id (those are lower-case words). */
export const ALL = '*';

/** The tab's items, images and videos apart; "Todos" holds them all. */
export function mediaIn(items: GalleryItem[], category: string): { images: GalleryItem[]; videos: GalleryItem[] } {
  const chosen = category === ALL ? items : items.filter((item) => item.category === category);
  return { images: chosen.filter((item) => item.tipo === 'image'), videos: chosen.filter((item) => item.tipo === 'video') };
}
