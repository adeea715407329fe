import { useCallback, useEffect, useState } from 'react';
import type { GalleryItem } from '../../shared/gallery';
import type { RestOfGallery } from '../../shared/slides';
import type { GallerySource } from '../gallerySource/GallerySource';
import { loadGallery } from '../gallerySource/loadGallery';
import { useGalleryPages } from '../gallerySource/useGalleryPages';
import { slidesAround } from './restOfGallery';

/**
 * The gallery's index, for a product page whose HTML left slides out (null until it comes, and
 * for good should it not: the carousel then keeps its first slides and the link to the whole gallery).
 */
export function useGalleryIndex(rest: RestOfGallery | undefined): GallerySource | null {
  const [source, setSource] = useState<GallerySource | null>(null);
  useEffect(() => {
    if (!rest) return;
    let live = true;
    loadGallery(rest.dataUrl).then(
      (loaded) => live && setSource(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [rest]);
  return source;
}

export interface DueSlides {
  /** The item of the added slide at `position`, or undefined for a slide still empty. */
  itemAt: (position: number) => GalleryItem | undefined;
  /** Makes the slides around the current one due: called as the carousel moves. */
  nearing: (index: number) => void;
}

/**
 * The added slides' items, each drawn as it nears the screen: the current slide's neighbours,
 * kept once drawn, their page of the data fetched then.
 */
export function useDueSlides(source: GallerySource | null, rest: RestOfGallery | undefined, total: number): DueSlides {
  const [due, setDue] = useState<ReadonlySet<number>>(new Set());
  useGalleryPages(source);
  const nearing = useCallback(
    (index: number) => {
      if (!source || !rest) return;
      setDue((already) => {
        const fresh = slidesAround(index, total).filter((position) => position >= rest.from && !already.has(position));
        return fresh.length ? new Set([...already, ...fresh]) : already;
      });
    },
    [source, rest, total],
  );
  // Fetched once each, however often asked.
  useEffect(() => {
    if (source && rest) for (const position of due) source.want(rest.category, 'any', position, position + 1);
  }, [source, rest, due]);
  return {
    itemAt: (position) => (source && rest && due.has(position) ? source.item(rest.category, 'any', position) : undefined),
    nearing,
  };
}
