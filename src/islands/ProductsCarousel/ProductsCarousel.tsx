import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { CarouselArrow } from '../carousel/CarouselArrow';
import { CarouselDots } from '../carousel/CarouselDots';
import { useSlideTrack } from '../carousel/useSlideTrack';
import { VideoToggle } from './VideoToggle';

export interface ProductsCarouselProps {
  /** The server-rendered track of slides this island drives. */
  trackId: string;
  count: number;
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
 * keys, and a play/pause button over each video slide. Renders nothing until it has run, so no
 * control is ever dead; its box keeps the row's height meanwhile.
 */
export function ProductsCarousel({ trackId, count, labels, dotWindow }: ProductsCarouselProps) {
  const { track, index, goTo, next, previous } = useSlideTrack(trackId, count);
  const videos = useMemo(
    () => (track ? [...track.children].flatMap((slide, i) => [...slide.querySelectorAll('video')].map((video) => ({ video, slide: i }))) : []),
    [track],
  );
  // Not rotating on its own, so a screen reader may announce each slide as it arrives (WAI-ARIA carousel).
  useEffect(() => track?.setAttribute('aria-live', 'polite'), [track]);
  if (!track) return null;
  return (
    <>
      {count > 1 && (
        <>
          <CarouselArrow direction="previous" label={labels.previous} controls={trackId} onClick={previous} />
          <CarouselDots index={index} count={count} window={dotWindow} labels={{ group: labels.dots, goToSlide: labels.goToSlide }} controls={trackId} onSelect={goTo} />
          <CarouselArrow direction="next" label={labels.next} controls={trackId} onClick={next} />
        </>
      )}
      {videos.map(({ video, slide }) =>
        video.parentElement ? createPortal(<VideoToggle video={video} current={slide === index} labels={labels} />, video.parentElement, video.src) : null,
      )}
    </>
  );
}
