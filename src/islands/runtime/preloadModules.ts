/**
 * Asks for `urls` as module scripts now, each read as it arrives. An `import()` finds a chunk's
 * own imports only once the chunk has come and the main thread has read it: for React's files,
 * asked for that way when an island is first due, the last arrived 150 ms after the first at the
 * low tier, however fast the network. Each link is a task of its own: starting a request costs
 * the main thread 6–16 ms there, and four in the tap's own task made it a 59 ms one. Browsers
 * without `modulepreload` ignore the links.
 */
export function preloadModules(urls: string[]): void {
  for (const href of urls) setTimeout(() => document.head.append(modulePreload(href)));
}

function modulePreload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  return link;
}
