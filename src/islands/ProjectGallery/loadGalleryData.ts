import type { GalleryData } from '../../shared/gallery';

let loading: Promise<GalleryData> | undefined;

/** The gallery's data file, fetched once; a failed fetch may be tried again. */
export function loadGalleryData(url: string): Promise<GalleryData> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<GalleryData>;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
