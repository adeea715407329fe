import { useCallback, useEffect, useRef, useState } from 'react';
import { glideScroll } from './glideScroll';
import { prefersReducedMotion } from './reducedMotion';
import { glidePlan, wrapIndex } from './slideMath';

export interface SlideTrack {
  /** The server-rendered scroll-snap track, once the island has run (null while it hydrates). */
  track: HTMLElement | null;
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

const isArrow = (event: KeyboardEvent) =>
  (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

/**
 * Drives the server-rendered track `trackId`, whose children are the slides, each as wide as
 * the track. It stays the browser's own scroller, so a swipe is native and the visitor's own
 * scrolling moves the current slide with it; buttons, dots and the arrow keys (anywhere in the
 * carousel) glide it over `transitionMs`, at once under reduced motion, wrapping at both ends.
 * Slides other than the current one are inert: out of the tab order and of screen readers.
 */
export function useSlideTrack(trackId: string, count: number, transitionMs: number): SlideTrack {
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  const stopGlide = useRef<(() => void) | null>(null);

  useEffect(() => setTrack(document.getElementById(trackId)), [trackId]);

  const show = useCallback((i: number) => {
    current.current = i;
    setIndex(i);
  }, []);

  useEffect(() => {
    if (!track) return;
    const follow = () => {
      if (stopGlide.current || track.clientWidth === 0) return;
      const i = Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
      if (i !== current.current) show(i);
    };
    // A finger or a wheel on the track takes over from a glide under way.
    const interrupt = () => stopGlide.current?.();
    follow();
    track.addEventListener('scroll', follow, { passive: true });
    track.addEventListener('pointerdown', interrupt, { passive: true });
    track.addEventListener('wheel', interrupt, { passive: true });
    return () => {
      track.removeEventListener('scroll', follow);
      track.removeEventListener('pointerdown', interrupt);
      track.removeEventListener('wheel', interrupt);
      stopGlide.current?.();
    };
  }, [track, count, show]);

  const goTo = useCallback(
    (target: number) => {
      if (!track || count === 0) return;
      const to = wrapIndex(target, count);
      const { jumpTo, glideTo } = glidePlan(current.current, to);
      stopGlide.current?.();
      show(to);
      const width = track.clientWidth;
      const ms = prefersReducedMotion() ? 0 : transitionMs;
      if (jumpTo !== null && ms > 0) track.scrollLeft = jumpTo * width;
      stopGlide.current = glideScroll(track, glideTo * width, ms, () => {
        stopGlide.current = null;
      });
    },
    [track, count, transitionMs, show],
  );

  const next = useCallback(() => goTo(current.current + 1), [goTo]);
  const previous = useCallback(() => goTo(current.current - 1), [goTo]);

  useEffect(() => {
    const region = track?.parentElement;
    if (!track || !region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isArrow(event)) return;
      event.preventDefault();
      // Focus inside the slide that is leaving would fall to the page when it turns inert.
      if (track !== document.activeElement && track.contains(document.activeElement)) track.focus({ preventScroll: true });
      goTo(current.current + (event.key === 'ArrowRight' ? 1 : -1));
    };
    region.addEventListener('keydown', onKeyDown);
    return () => region.removeEventListener('keydown', onKeyDown);
  }, [track, goTo]);

  useEffect(() => {
    if (!track) return;
    const slides = [...track.children];
    slides.forEach((slide, i) => slide.toggleAttribute('inert', i !== index));
    return () => slides.forEach((slide) => slide.removeAttribute('inert'));
  }, [track, index]);

  return { track, index, goTo, next, previous };
}
