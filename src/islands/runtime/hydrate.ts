import type { ComponentType } from 'react';
import { createHydrationQueue } from './hydrationQueue';
import { whenInteracted } from './whenInteracted';
import { whenScrolled, whenVisible } from './whenVisible';
import { HYDRATE_ATTR, ISLAND_ATTR } from '../../shared/attributes';

/**
 * An island's code: a chunk fetched when the island is needed; never where the browser meets
 * `unlessSupports` (src/islandBox/unlessSupports.ts).
 */
export type IslandSource = { load: () => Promise<ComponentType<any>>; unlessSupports?: string };

/** Whether this browser needs the island's code: not where its own features do the island's work. */
export const isNeeded = ({ unlessSupports }: IslandSource): boolean => !unlessSupports || !CSS.supports(unlessSupports);

/**
 * Hydrates every island box on the page whose code this page's entry brought, each when its
 * strategy says (at idle time, near the viewport, near it after a first scroll, or when first
 * touched), one island at a time; never where the browser meets the island's `unlessSupports`.
 * React itself (./hydrateBox) and `before` (the late stylesheet, say) are asked for only when
 * the first island is due, so a page whose islands are never reached never runs them. Returns how
 * many islands it waits on: none where the browser does every island's work itself.
 */
export function hydrateIslands(sources: Record<string, IslandSource>, before: () => Promise<void> = () => Promise.resolve()): number {
  const queue = createHydrationQueue();
  let ready: Promise<[typeof import('./hydrateBox.js'), void]> | undefined;
  let waitedOn = 0;
  for (const box of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const source = sources[box.getAttribute(ISLAND_ATTR)!];
    if (!source || !isNeeded(source)) continue;
    waitedOn += 1;
    const enqueue = (urgent: boolean) =>
      queue.add(async () => {
        // Should React not come (a dropped connection), the next island asks for it again.
        ready ??= Promise.all([import('./hydrateBox.js'), before()]).catch((error: unknown) => {
          ready = undefined;
          throw error;
        });
        const [[{ hydrateBox }], component] = await Promise.all([ready, source.load()]);
        await hydrateBox(box, component);
      }, urgent);
    const strategy = box.getAttribute(HYDRATE_ATTR);
    if (strategy === 'visible') whenVisible(box, () => enqueue(false));
    else if (strategy === 'scroll') whenScrolled(() => whenVisible(box, () => enqueue(false)));
    else if (strategy === 'interaction') whenInteracted(box, () => enqueue(true));
    else enqueue(false);
  }
  return waitedOn;
}
