import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { playLink } from '../../components/ProductSlide/ProductSlide.css';
import { WATCH_ATTR } from '../../shared/attributes';
import type { RestOfGallery } from '../../shared/slides';
import { controlsRow } from '../../system/controlsRow.css';
import { CarouselArrow } from '../carousel/CarouselArrow';
import { CarouselDots } from '../carousel/CarouselDots';
import { useSlideTrack } from '../carousel/useSlideTrack';
import { ServerMarkup } from '../runtime/ServerMarkup';
import { AddedSlide } from './AddedSlide';
import { useDueSlides, useGalleryIndex } from './useRestOfGallery';
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
 * it also adds the slides the HTML left out, so the controls then cover the product's whole
 * gallery: each empty at first, drawn as it nears the screen. No control is rendered until it has run, so none is ever dead; their row keeps its
 * height meanwhile.
 */
export function ProductsCarousel({ children, count, labels, dotWindow, rest }: ProductsCarouselProps) {
  const source = useGalleryIndex(rest);
  const total = source && rest ? rest.total : count;
  const { itemAt, nearing } = useDueSlides(source, rest, total);
  const items = rest ? Array.from({ length: total - count }, (_, i) => itemAt(count + i)) : [];
  const drawn = items.filter(Boolean).length;
  const { trackRef, track, index, goTo, next, previous } = useSlideTrack(total, drawn);
  useEffect(() => nearing(index), [nearing, index]);
  const [videos, setVideos] = useState<Array<{ link: HTMLAnchorElement; slide: number }>>([]);
  // Read again as added slides are drawn.
  useEffect(() => {
    if (track) setVideos([...track.children].flatMap((slide, i) => [...slide.querySelectorAll<HTMLAnchorElement>(`a.${playLink}`)].map((link) => ({ link, slide: i }))));
  }, [track, total, drawn]);
  // Not rotating on its own, so a screen reader may announce each slide as it arrives (WAI-ARIA carousel).
  useEffect(() => track?.setAttribute('aria-live', 'polite'), [track]);
  // Each added slide is memoized: a move (which renders the island again) leaves those drawn alone;
  // re-rendered on every tap, they slowed the arrow's answer on a product page.
  const addedSlides =
    track && rest
      ? createPortal(
          items.map((item, i) => <AddedSlide key={count + i} position={count + i} item={item} rest={rest} playLabel={labels.play} />),
          track,
        )
      : null;
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
