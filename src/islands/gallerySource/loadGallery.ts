import type { GalleryIndex, GalleryItem } from '../../shared/gallery';
import { GallerySource } from './GallerySource';

let loading: Promise<GallerySource> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The gallery's index (the page's one gallery), fetched once; its pages come as they are wanted.
 * A failed fetch may be tried again.
 */
export function loadGallery(url: string): Promise<GallerySource> {
  loading ??= fetchJson<GalleryIndex>(url)
    .then((index) => new GallerySource(index, (page) => fetchJson<GalleryItem[]>(page)))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
