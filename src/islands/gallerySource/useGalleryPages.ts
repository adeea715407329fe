import { useSyncExternalStore } from 'react';
import type { GallerySource } from './GallerySource';

const never = () => () => {};
const none = () => 0;

/** Draws the caller again each time one of the gallery's pages arrives (nothing to wait for without a source). */
export function useGalleryPages(source: GallerySource | null): number {
  return useSyncExternalStore(source?.subscribe ?? never, source?.getVersion ?? none, source?.getVersion ?? none);
}
