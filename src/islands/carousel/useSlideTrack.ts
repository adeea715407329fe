import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './reducedMotion';
import { glidePlan, wrapIndex } from './slideMath';

export interface SlideTrack {
  /** The ref for the island's track (its `ServerMarkup`). */
  trackRef: (element: HTMLElement | null) => void;
  /** The scroll-snap track, once React has committed the island (null on the server and while it hydrates). */
  track: HTMLElement | null;
  index: number;
  /** Moves (a dot, an arrow, a key, a timer): the scroll starts at once, the controls follow in a transition. */
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

const isArrow = (event: KeyboardEvent) =>
  (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

/**
 * Drives the island's track (`trackRef`), whose children are the slides, each as wide as the
 * track. It stays the browser's own scroller, so a swipe is native and the visitor's own
 * scrolling moves the current slide with it; buttons, dots and the arrow keys (anywhere in the
 * carousel) move it with the browser's own smooth scroll (off the main thread where the browser
 * can), at once under reduced motion, wrapping at both ends.
 * Slides other than the current one are inert: out of the tab order and of screen readers.
 * `redrawn` changes whenever slides are swapped for new elements (a product page's added slides,
 * drawn as they near the screen), which are then made inert in turn.
 */
export function useSlideTrack(count: number, redrawn = 0): SlideTrack {
  const [track, trackRef] = useState<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  // Where (scrollLeft) a move of ours is headed while it scrolls past the slides in between, which must not
  // become current; null when the visitor's own scrolling leads.
  const headedTo = useRef<number | null>(null);

  // The scroll starts at once; the controls and the slides' `inert` follow in a transition (on a
  // low-tier phone their render took most of a tap). Deferred further, past the tap's own frame
  // (afterPaintTransition), the arrow's tap measured slower, not faster (decision 0036).
  const show = useCallback((i: number) => {
    current.current = i;
    startTransition(() => setIndex(i));
  }, []);

  useEffect(() => {
    if (!track) return;
    const follow = () => {
      if (headedTo.current !== null || track.clientWidth === 0) return;
      const i = Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
      if (i !== current.current) show(i);
    };
    // A finger or a wheel on the track takes over from a move under way.
    const takeOver = () => (headedTo.current = null);
    const settled = () => {
      // The instant jump that starts a wrap-around settles too: only arriving ends the move.
      if (headedTo.current !== null && Math.abs(track.scrollLeft - headedTo.current) >= 1) return;
      headedTo.current = null;
      follow();
    };
    follow();
    track.addEventListener('scroll', follow, { passive: true });
    track.addEventListener('scrollend', settled, { passive: true });
    track.addEventListener('pointerdown', takeOver, { passive: true });
    track.addEventListener('wheel', takeOver, { passive: true });
    return () => {
      track.removeEventListener('scroll', follow);
      track.removeEventListener('scrollend', settled);
      track.removeEventListener('pointerdown', takeOver);
      track.removeEventListener('wheel', takeOver);
    };
  }, [track, count, show]);

  const move = useCallback(
    (target: number) => {
      if (!track || count === 0) return;
      const to = wrapIndex(target, count);
      const { jumpTo, glideTo } = glidePlan(current.current, to);
      show(to);
      const width = track.clientWidth;
      const left = glideTo * width;
      if (Math.abs(track.scrollLeft - left) < 1) return;
      if (prefersReducedMotion()) {
        track.scrollTo({ left, behavior: 'instant' });
        return;
      }
      // Browsers without `scrollend` (Safari) let the slides in between pass as current.
      headedTo.current = 'onscrollend' in window ? left : null;
      if (jumpTo !== null) track.scrollTo({ left: jumpTo * width, behavior: 'instant' });
      track.scrollTo({ left, behavior: 'smooth' });
    },
    [track, count, show],
  );

  const next = useCallback(() => move(current.current + 1), [move]);
  const previous = useCallback(() => move(current.current - 1), [move]);

  // The island's box: the track and its controls.
  useEffect(() => {
    const region = track?.parentElement;
    if (!track || !region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isArrow(event)) return;
      event.preventDefault();
      // Focus inside the slide that is leaving would fall to the page when it turns inert.
      if (track !== document.activeElement && track.contains(document.activeElement)) track.focus({ preventScroll: true });
      move(current.current + (event.key === 'ArrowRight' ? 1 : -1));
    };
    region.addEventListener('keydown', onKeyDown);
    return () => region.removeEventListener('keydown', onKeyDown);
  }, [track, move]);

  useEffect(() => {
    if (!track) return;
    const slides = [...track.children];
    slides.forEach((slide, i) => slide.toggleAttribute('inert', i !== index));
    return () => slides.forEach((slide) => slide.removeAttribute('inert'));
  }, [track, index, count, redrawn]);

  return { trackRef, track, index, goTo: move, next, previous };
}
