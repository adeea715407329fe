import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR, parseProps } from './serialize';

/** Hydrates every island box on the page whose component this page's entry brought. */
export function hydrateIslands(components: Record<string, ComponentType<any>>): void {
  for (const box of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const name = box.getAttribute(ISLAND_ATTR)!;
    const component = components[name];
    if (!component) continue;
    const props = parseProps(box.getAttribute(PROPS_ATTR) ?? undefined);
    hydrateRoot(box, createElement(component, props), {
      identifierPrefix: box.getAttribute(PREFIX_ATTR) ?? undefined,
    });
    box.setAttribute('data-hydrated', '');
  }
}
