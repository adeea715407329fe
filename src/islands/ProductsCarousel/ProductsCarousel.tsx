import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ProductSlide } from '../../components/ProductSlide/ProductSlide';
import { playLink } from '../../components/ProductSlide/ProductSlide.css';
import { WATCH_ATTR } from '../../shared/attributes';
import type { RestOfGallery } from '../../shared/slides';
import { slideLabel } from '../../shared/slideText';
import { controlsRow } from '../../system/controlsRow.css';
import { CarouselArrow } from '../carousel/CarouselArrow';
import { CarouselDots } from '../carousel/CarouselDots';
import { useSlideTrack } from '../carousel/useSlideTrack';
import { ServerMarkup } from '../runtime/ServerMarkup';
import { useRestOfGallery } from './useRestOfGallery';
import { VideoToggle } from './VideoToggle';
import * as styles from './ProductsCarousel.css';

export interface ProductsCarouselProps {
  /** The slides in the HTML (`ProductSlide`s), given on the server only. */
  children?: ReactNode;
  /** How many slides the HTML holds. */
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

const TRACK_ID = 'projetos-slides';

/**
 * The products carousel's track and controls. The slides are server markup in a scroll-snap track
 * a visitor can swipe with JavaScript off; the island adds previous and next (both wrap), the
 * windowed dots, the arrow keys, and a play/pause button over each video slide. On a product page
 * it also renders the slides the HTML left out, so the controls then cover the product's whole
 * gallery. No control is rendered until it has run, so none is ever dead; their row keeps its
 * height meanwhile.
 */
export function ProductsCarousel({ children, count, labels, dotWindow, rest }: ProductsCarouselProps) {
  const added = useRestOfGallery(rest);
  const total = count + added.length;
  const { trackRef, track, index, goTo, next, previous } = useSlideTrack(total);
  const [videos, setVideos] = useState<Array<{ link: HTMLAnchorElement; slide: number }>>([]);
  // Read again once the added slides are in.
  useEffect(() => {
    if (track) setVideos([...track.children].flatMap((slide, i) => [...slide.querySelectorAll<HTMLAnchorElement>(`a.${playLink}`)].map((link) => ({ link, slide: i }))));
  }, [track, total]);
  // Not rotating on its own, so a screen reader may announce each slide as it arrives (WAI-ARIA carousel).
  useEffect(() => track?.setAttribute('aria-live', 'polite'), [track]);
  // The same element each render, so a move (which renders the island again) leaves the added
  // slides alone: re-rendered on every tap, they slowed the arrow's answer on a product page.
  const play = labels.play;
  const addedSlides = useMemo(
    () =>
      track && rest
        ? createPortal(
            added.map((slide, i) => (
              <ProductSlide key={slide.key} slide={slide} position={slideLabel(rest.slideLabel, rest.from + i, rest.total)} {...rest.frame} playLabel={play} index={rest.from + i} />
            )),
            track,
          )
        : null,
    [track, rest, added, play],
  );
  return (
    <>
      {/* Focusable so a keyboard can scroll the track before (or without) the island. */}
      <ServerMarkup ref={trackRef} id={TRACK_ID} className={styles.track} tabIndex={0}>
        {children}
      </ServerMarkup>
      {/* The island is due when this row nears the screen, not the slides above it, which are of use without it. */}
      <div className={`${controlsRow} ${styles.controls}`} {...{ [WATCH_ATTR]: '' }}>
        {track && total > 1 && (
          <>
            <CarouselArrow direction="previous" label={labels.previous} controls={TRACK_ID} onClick={previous} />
            <CarouselDots index={index} count={total} window={dotWindow} labels={{ group: labels.dots, goToSlide: labels.goToSlide }} controls={TRACK_ID} onSelect={goTo} />
            <CarouselArrow direction="next" label={labels.next} controls={TRACK_ID} onClick={next} />
          </>
        )}
      </div>
      {addedSlides}
      {videos.map(({ link, slide }) =>
        link.parentElement ? createPortal(<VideoToggle link={link} current={slide === index} labels={labels} />, link.parentElement, link.href) : null,
      )}
    </>
  );
}
