import { startTransition, useEffect, useState } from 'react';
import type { RestOfGallery, Slide } from '../../shared/slides';
import { loadGalleryData } from '../ProjectGallery/loadGalleryData';
import { restSlides } from './restOfGallery';

/**
 * The slides the page's HTML left out, from the gallery's data file, once it has arrived (none
 * before). Should it not arrive, the carousel keeps its first slides and the link to the whole gallery.
 */
export function useRestOfGallery(rest: RestOfGallery | undefined): Slide[] {
  const [added, setAdded] = useState<Slide[]>([]);
  useEffect(() => {
    if (!rest) return;
    let live = true;
    loadGalleryData(rest.dataUrl).then(
      // Two dozen slides: React renders them in slices, none a long task.
      (data) => live && startTransition(() => setAdded(restSlides(data.items, rest))),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [rest]);
  return added;
}
