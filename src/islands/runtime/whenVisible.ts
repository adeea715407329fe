import { WATCH_ATTR } from '../../shared/attributes';
import { VISIBLE_MARGIN_PX } from '../../shared/islandProps';

/** Runs `start` once when `box` (or the part of it marked `data-watch`) comes within VISIBLE_MARGIN_PX of the viewport. */
export function whenVisible(box: HTMLElement, start: () => void): void {
  if (!('IntersectionObserver' in window)) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
  );
  observer.observe(box.querySelector(`[${WATCH_ATTR}]`) ?? box);
}

/** Runs `start` once, on the visitor's first scroll of the page. */
export function whenScrolled(start: () => void): void {
  addEventListener('scroll', () => start(), { once: true, passive: true });
}
