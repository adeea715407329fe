import { speculateOnIntent } from '../../boot/speculation';
import { hydrateIslands, type IslandSource } from './hydrate';
import { addStylesheet } from './addStylesheet';
import { prefetchFiles } from './prefetchFiles';

/** What the boot script hands the page's entry (its `data-` options, src/boot/options.ts). */
export interface IslandsOptions {
  /** The late stylesheet: what only islands draw. Added before the first island hydrates. */
  stylesheet?: string;
  /** React and ./hydrateBox, which every island waits for, space-separated: put in the HTTP cache now, run only when one is due. */
  hydrationCode?: string;
}

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
