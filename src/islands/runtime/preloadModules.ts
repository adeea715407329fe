/**
 * Asks for `urls` as module scripts at once, each read as it arrives. An `import()` finds a chunk's
 * own imports only once the chunk has come and the main thread has read it: for React's files,
 * asked for that way when an island is first due, the last arrived 150 ms after the first at the
 * low tier, however fast the network. Browsers without `modulepreload` ignore the links.
 */
export function preloadModules(urls: string[]): void {
  for (const href of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
