import { useEffect, useState } from 'react';
import { loadGalleryData } from '../ProjectGallery/loadGalleryData';
import { appendSlides } from './appendSlides';
import type { AddedSlide, RestOfGallery } from '../../shared/slides';
import { restSlides } from './restOfGallery';

export interface AddedSlideBox extends AddedSlide {
  /** The added slide's empty media box, for the island to render the media into. */
  box: HTMLElement;
}

/**
 * Adds the slides the page's HTML left out, from the gallery's data file, once it has arrived.
 * Should it not arrive, the carousel keeps its first slides and the link to the whole gallery.
 */
export function useRestOfGallery(trackId: string, rest: RestOfGallery | undefined): AddedSlideBox[] {
  const [added, setAdded] = useState<AddedSlideBox[]>([]);
  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track || !rest) return;
    let live = true;
    let boxes: HTMLElement[] = [];
    loadGalleryData(rest.dataUrl).then(
      (data) => {
        if (!live) return;
        const slides = restSlides(data.items, rest);
        boxes = appendSlides(track, slides, rest);
        setAdded(slides.map((slide, i) => ({ ...slide, box: boxes[i]! })));
      },
      () => {},
    );
    return () => {
      live = false;
      for (const box of boxes) box.parentElement?.remove();
    };
  }, [trackId, rest]);
  return added;
}
