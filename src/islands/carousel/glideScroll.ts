const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Moves a scroll-snap track to `left` over `ms`, or at once when `ms` is 0. Snapping is off
 * while it glides: a browser snaps every programmatic scroll step to the nearest slide.
 * Returns a function that stops the glide where it is, or null when it moved at once.
 */
export function glideScroll(track: HTMLElement, left: number, ms: number, onEnd: () => void): (() => void) | null {
  const from = track.scrollLeft;
  if (ms <= 0 || Math.abs(left - from) < 1) {
    track.scrollLeft = left;
    return null;
  }
  track.style.scrollSnapType = 'none';
  const start = performance.now();
  let frame = requestAnimationFrame(function step(now) {
    const t = Math.min(1, Math.max(0, (now - start) / ms));
    track.scrollLeft = from + (left - from) * easeInOut(t);
    if (t < 1) frame = requestAnimationFrame(step);
    else end();
  });
  function end() {
    cancelAnimationFrame(frame);
    track.style.scrollSnapType = '';
    onEnd();
  }
  return end;
}
