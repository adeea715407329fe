import { Pause, Play } from 'lucide';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LucideIcon } from '../../components/Icon/LucideIcon';
import { CarouselDots } from '../carousel/CarouselDots';
import { usePrefersReducedMotion } from '../carousel/reducedMotion';
import { useSlideTrack } from '../carousel/useSlideTrack';
import { ServerMarkup } from '../runtime/ServerMarkup';
import { useAutoAdvance } from './useAutoAdvance';
import { useRotationHolds } from './useRotationHolds';
import * as styles from './TestimonialsCarousel.css';

export interface TestimonialsCarouselProps {
  /** The testimonials' slides, given on the server only. */
  children?: ReactNode;
  count: number;
  labels: {
    dots: string;
    /** "Ir para o slide {n}" */
    goToSlide: string;
    /** The rotation button: stop it, start it again. */
    pause: string;
    play: string;
  };
  autoAdvanceMs: number;
  dotWindow: { before: number; after: number };
}

const TRACK_ID = 'depoimentos-slides';

/**
 * The testimonials' track, server markup a visitor can read and swipe without JavaScript, which
 * this island drives; its controls come first in the tab order (the dots are laid under the
 * slides). The testimonials advance on their own every `autoAdvanceMs`, wrapping around (WCAG 2.2.2):
 * a visible pause/play button comes first; rotation also holds while a pointer is over the
 * slides, while keyboard focus is inside, while the carousel is off screen, and never runs
 * under reduced motion (then there is no button either). Dots jump to a testimonial.
 */
export function TestimonialsCarousel({ children, count, labels, autoAdvanceMs, dotWindow }: TestimonialsCarouselProps) {
  const { trackRef, track, index, goTo, next } = useSlideTrack(count);
  const reduceMotion = usePrefersReducedMotion();
  const rotationButton = useRef<HTMLButtonElement>(null);
  const held = useRotationHolds(track, rotationButton);
  const [stopped, setStopped] = useState(false);

  const rotates = track !== null && !reduceMotion && count > 1;
  const running = rotates && !stopped && !held;
  useAutoAdvance(running, autoAdvanceMs, index, next);

  // A screen reader hears each new testimonial only when the visitor, not the timer, moved it.
  useEffect(() => track?.setAttribute('aria-live', running ? 'off' : 'polite'), [track, running]);

  return (
    <>
      {rotates && (
        <button
          ref={rotationButton}
          type="button"
          className={styles.rotation}
          aria-label={stopped ? labels.play : labels.pause}
          aria-controls={TRACK_ID}
          onClick={() => setStopped(!stopped)}
        >
          <LucideIcon icon={stopped ? Play : Pause} size={18} />
        </button>
      )}
      {track && count > 1 && (
        <div className={styles.dots}>
          <CarouselDots index={index} count={count} window={dotWindow} labels={{ group: labels.dots, goToSlide: labels.goToSlide }} controls={TRACK_ID} onSelect={goTo} />
        </div>
      )}
      {/* Focusable so a keyboard can scroll the track before (or without) the island. */}
      <ServerMarkup ref={trackRef} id={TRACK_ID} className={styles.track} tabIndex={0}>
        {children}
      </ServerMarkup>
    </>
  );
}
