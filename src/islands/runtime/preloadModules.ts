import { afterNextPaint } from '../../boot/afterPaint';

/**
 * Asks for `urls` as module scripts, each read as it arrives. An `import()` finds a chunk's own
 * imports only once the chunk has come and the main thread has read it: for React's files, asked
 * for that way when an island is first due, the last arrived 150 ms after the first at the low
 * tier, however fast the network. Starting a request costs the main thread 6–16 ms there: four in
 * the tap's own task made it a 59 ms one. So the links wait until the tap's frame has painted, and
 * each is a task of its own. Browsers without `modulepreload` ignore them.
 */
export function preloadModules(urls: string[]): void {
  afterNextPaint(() => {
    for (const href of urls) setTimeout(() => document.head.append(modulePreload(href)));
  });
}

function modulePreload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  return link;
}
