/** Runs `start` once when `box` comes within a screen's reach of the viewport. */
export function whenVisible(box: HTMLElement, start: () => void): void {
  if (!('IntersectionObserver' in window)) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(box);
}
