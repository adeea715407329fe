import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PENDING_ATTR, takeEarlyIntent } from '../../boot/earlyIntent';
import { createHydrationQueue } from './hydrationQueue';
import { IslandRoot } from './IslandRoot';
import { HYDRATE_ATTR, HYDRATED_ATTR, ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, parseProps } from './serialize';
import { whenInteracted } from './whenInteracted';
import { whenVisible } from './whenVisible';

/** An island's code: already in the entry, or a chunk fetched when the island is needed. */
export type IslandSource = { component: ComponentType<any> } | { load: () => Promise<ComponentType<any>> };

/**
 * Hydrates every island box on the page whose code this page's entry brought, each when its
 * strategy says (at once, near the viewport, or when first touched), one island at a time.
 */
export function hydrateIslands(sources: Record<string, IslandSource>): void {
  const queue = createHydrationQueue();
  for (const box of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const source = sources[box.getAttribute(ISLAND_ATTR)!];
    if (!source) continue;
    const enqueue = (urgent: boolean) =>
      queue.add(async () => {
        const component = 'component' in source ? source.component : await source.load();
        await hydrateBox(box, component);
      }, urgent);
    const strategy = box.getAttribute(HYDRATE_ATTR);
    if (strategy === 'visible') whenVisible(box, () => enqueue(false));
    else if (strategy === 'interaction') whenInteracted(box, () => enqueue(true));
    else enqueue(false);
  }
}

/**
 * Hydrates one island as a transition, which React renders in slices of a few milliseconds
 * instead of one long task; resolves once React has committed it and the box is marked.
 */
function hydrateBox(box: HTMLElement, component: ComponentType<any>): Promise<void> {
  const props = parseProps(box.getAttribute(PROPS_ATTR) ?? undefined);
  return new Promise((resolve) => {
    const onHydrated = () => {
      box.setAttribute(HYDRATED_ATTR, '');
      // A control clicked before its island was here (boot/earlyIntent.ts) gets that click now.
      for (const control of box.querySelectorAll<HTMLElement>(`[${PENDING_ATTR}]`)) if (takeEarlyIntent(control)) control.click();
      resolve();
    };
    startTransition(() => {
      hydrateRoot(box, createElement(IslandRoot, { onHydrated }, createElement(component, props)), {
        identifierPrefix: box.getAttribute(PREFIX_ATTR) ?? undefined,
      });
    });
  });
}
