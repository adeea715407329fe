import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HYDRATE_ATTR, ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, parseProps } from './serialize';
import { whenInteracted } from './whenInteracted';
import { whenVisible } from './whenVisible';

/** An island's code: already in the entry, or a chunk fetched when the island is needed. */
export type IslandSource = { component: ComponentType<any> } | { load: () => Promise<ComponentType<any>> };

/** Hydrates every island box on the page whose code this page's entry brought, each on its own schedule. */
export function hydrateIslands(sources: Record<string, IslandSource>): void {
  for (const box of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const source = sources[box.getAttribute(ISLAND_ATTR)!];
    if (!source) continue;
    const start = () => {
      if ('component' in source) hydrateBox(box, source.component);
      else void source.load().then((component) => hydrateBox(box, component));
    };
    const strategy = box.getAttribute(HYDRATE_ATTR);
    if (strategy === 'visible') whenVisible(box, start);
    else if (strategy === 'interaction') whenInteracted(box, start);
    else start();
  }
}

function hydrateBox(box: HTMLElement, component: ComponentType<any>): void {
  const props = parseProps(box.getAttribute(PROPS_ATTR) ?? undefined);
  hydrateRoot(box, createElement(component, props), {
    identifierPrefix: box.getAttribute(PREFIX_ATTR) ?? undefined,
  });
  box.setAttribute('data-hydrated', '');
}
