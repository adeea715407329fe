/**
 * Adds a `<link rel>` to the page's head for each of `urls`, each in a task of its own: at the low
 * tier starting a request costs the main thread 6–16 ms, and React's four files in one go made a
 * task of 40–80 ms.
 */
export function addLinks(rel: 'prefetch' | 'modulepreload', urls: string[]): void {
  for (const href of urls) {
    setTimeout(() => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.append(link);
    });
  }
}
