import { savingData } from '../../boot/savingData';

/**
 * Puts `urls` in the HTTP cache at the lowest priority, without parsing or running them (unlike
 * `modulepreload`): the main thread pays nothing now, and when an island is due React is already
 * here instead of a second round trip away (the island's chunk, then the React it imports). Not when the
 * visitor saves data: then the code comes when it is needed.
 */
export function prefetchFiles(urls: string[]): void {
  if (savingData()) return;
  // Each link is a task of its own: at the low tier a prefetch link costs the main thread 10–15 ms
  // to start, and React's four files in one go made a task of 40–80 ms.
  for (const href of urls) setTimeout(() => document.head.append(prefetchLink(href)));
}

function prefetchLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  return link;
}
