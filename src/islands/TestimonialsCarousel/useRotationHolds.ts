import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether something should hold an auto-rotating carousel still right now: a pointer over its
 * slides, keyboard focus inside it (except on the rotation button itself, or its "play" could
 * never play), or the carousel being off screen.
 */
export function useRotationHolds(track: HTMLElement | null, rotationButton: RefObject<HTMLElement>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => {
    const region = track?.parentElement;
    if (!track || !region) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      setFocused(target !== rotationButton.current && target.matches(':focus-visible'));
    };
    const focusOut = (event: FocusEvent) => {
      if (!region.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    track.addEventListener('pointerenter', enter);
    track.addEventListener('pointerleave', leave);
    region.addEventListener('focusin', focusIn);
    region.addEventListener('focusout', focusOut);
    const observer = 'IntersectionObserver' in window ? new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting))) : null;
    observer?.observe(region);
    return () => {
      track.removeEventListener('pointerenter', enter);
      track.removeEventListener('pointerleave', leave);
      region.removeEventListener('focusin', focusIn);
      region.removeEventListener('focusout', focusOut);
      observer?.disconnect();
    };
  }, [track, rotationButton]);

  return hovered || focused || !onScreen;
}
