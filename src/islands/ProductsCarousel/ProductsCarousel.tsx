import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { playLink } from '../../components/ProductSlide/ProductSlide.css';
import { SlideMedia } from '../../components/ProductSlide/SlideMedia';
import { CarouselArrow } from '../carousel/CarouselArrow';
import { CarouselDots } from '../carousel/CarouselDots';
import { useSlideTrack } from '../carousel/useSlideTrack';
import type { RestOfGallery } from '../../shared/slides';
import { useRestOfGallery } from './useRestOfGallery';
import { VideoToggle } from './VideoToggle';

export interface ProductsCarouselProps {
  /** The server-rendered track of slides this island drives. */
  trackId: string;
  /** The slides in the HTML. */
  count: number;
  /** A product page's items past those, added from the gallery's data once the island runs. */
  rest?: RestOfGallery;
  labels: {
    previous: string;
    next: string;
    dots: string;
    /** "Ir para o slide {n}" */
    goToSlide: string;
    play: string;
    pause: string;
  };
  dotWindow: { before: number; after: number };
}

/**
 * The products carousel's controls: previous and next (both wrap), the windowed dots, the arrow
 * keys, and a play/pause button over each video slide. On a product page it also appends the
 * slides the HTML left out, so the controls then cover the product's whole gallery. Renders
 * nothing until it has run, so no control is ever dead; its box keeps the row's height meanwhile.
 */
export function ProductsCarousel({ trackId, count, labels, dotWindow, rest }: ProductsCarouselProps) {
  const added = useRestOfGallery(trackId, rest);
  const total = count + added.length;
  const { track, index, goTo, next, previous } = useSlideTrack(trackId, total);
  const [videos, setVideos] = useState<Array<{ link: HTMLAnchorElement; slide: number }>>([]);
  // Read again once the added slides have their media.
  useEffect(() => {
    if (track) setVideos([...track.children].flatMap((slide, i) => [...slide.querySelectorAll<HTMLAnchorElement>(`a.${playLink}`)].map((link) => ({ link, slide: i }))));
  }, [track, total]);
  // Not rotating on its own, so a screen reader may announce each slide as it arrives (WAI-ARIA carousel).
  useEffect(() => track?.setAttribute('aria-live', 'polite'), [track]);
  if (!track) return null;
  return (
    <>
      {total > 1 && (
        <>
          <CarouselArrow direction="previous" label={labels.previous} controls={trackId} onClick={previous} />
          <CarouselDots index={index} count={total} window={dotWindow} labels={{ group: labels.dots, goToSlide: labels.goToSlide }} controls={trackId} onSelect={goTo} />
          <CarouselArrow direction="next" label={labels.next} controls={trackId} onClick={next} />
        </>
      )}
      {added.map(({ key, box, media }) => createPortal(<SlideMedia media={media} playLabel={labels.play} />, box, key))}
      {videos.map(({ link, slide }) =>
        link.parentElement ? createPortal(<VideoToggle link={link} current={slide === index} labels={labels} />, link.parentElement, link.href) : null,
      )}
    </>
  );
}
