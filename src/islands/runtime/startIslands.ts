import { speculateOnIntent } from '../../boot/speculation';
import { hydrateIslands, type IslandSource } from './hydrate';
import { addStylesheet } from './addStylesheet';
import { prefetchFiles } from './prefetchFiles';
import { preloadModules } from './preloadModules';
import type { IslandsOptions } from '../../shared/bootOptions';

/**
 * The page's entry, run by the boot script once the page has loaded, painted and gone idle: adds
 * the prefetch rules for the next page, hydrates each island when it is due and, where one waits,
 * fetches React without running it, so an island that is due later waits for its own small chunk
 * only. When the first island is due, React's files are asked for all at once (./preloadModules).
 * A page whose islands this browser does without (the header's, where it has popovers and scroll
 * timelines) fetches no React at all.
 */
export function startIslands(sources: Record<string, IslandSource>, { stylesheet, hydrationCode }: IslandsOptions = {}): void {
  speculateOnIntent();
  const reactFiles = hydrationCode?.split(' ') ?? [];
  let firstDue: Promise<void> | undefined;
  const waitedOn = hydrateIslands(sources, () => {
    if (!firstDue) preloadModules(reactFiles);
    return (firstDue ??= stylesheet ? addStylesheet(stylesheet) : Promise.resolve());
  });
  if (waitedOn > 0) prefetchFiles(reactFiles);
}
