/** Calls `then` once the browser has painted the frame after this call. */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Calls `then` once the page has shown content: its first contentful paint; without paint
 * timing, the frame after the call.
 */
export function whenPainted(then: () => void): void {
  const Observer = window.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    afterNextPaint(then);
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** How long idle time may keep the late code waiting once the page has loaded and painted. */
const IDLE_LIMIT_MS = 3000;

/**
 * Calls `then` after `load`, the first paint and then idle time: measured in Lighthouse's mobile
 * emulation, a script requested before the largest paint cost 0.3–0.5 s of LCP, and on a fast
 * load Chromium is idle after `load` before it has painted.
 */
export function whenLoadedAndIdle(then: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: IDLE_LIMIT_MS }) : setTimeout(then, 200));
  // Run from the head of the page, always before its `load`.
  addEventListener('load', () => whenPainted(idle), { once: true });
}
