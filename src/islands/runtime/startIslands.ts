import { speculateOnIntent } from '../../boot/speculation';
import { hydrateIslands, type IslandSource } from './hydrate';
import { addStylesheet } from './addStylesheet';
import { prefetchFiles } from './prefetchFiles';
import type { IslandsOptions } from '../../shared/bootOptions';

/**
 * The page's entry, run by the boot script once the page has loaded, painted and gone idle: adds
 * the prefetch rules for the next page, hydrates each island when it is due and, where one waits,
 * fetches React without running it, so an island that is due later waits for its own small chunk
 * only. A page whose islands this browser does without (the header's, where it has popovers and
 * scroll timelines) fetches no React at all.
 */
export function startIslands(sources: Record<string, IslandSource>, { stylesheet, hydrationCode }: IslandsOptions = {}): void {
  speculateOnIntent();
  let styles: Promise<void> | undefined;
  const waitedOn = hydrateIslands(sources, () => (styles ??= stylesheet ? addStylesheet(stylesheet) : Promise.resolve()));
  if (hydrationCode && waitedOn > 0) prefetchFiles(hydrationCode.split(' '));
}
