import { speculateOnIntent } from '../../boot/speculation';
import { hydrateIslands, type IslandSource } from './hydrate';
import { addStylesheet } from './addStylesheet';
import { prefetchFiles } from './prefetchFiles';
import type { IslandsOptions } from '../../shared/bootOptions';

/**
 * The page's entry, run by the boot script once the page has loaded, painted and gone idle: adds
 * the prefetch rules for the next page, fetches React without running it, so an island that is due
 * later waits for its own small chunk only, and hydrates each island when it is due.
 */
export function startIslands(sources: Record<string, IslandSource>, { stylesheet, hydrationCode }: IslandsOptions = {}): void {
  speculateOnIntent();
  if (hydrationCode) prefetchFiles(hydrationCode.split(' '));
  let styles: Promise<void> | undefined;
  hydrateIslands(sources, () => (styles ??= stylesheet ? addStylesheet(stylesheet) : Promise.resolve()));
}
