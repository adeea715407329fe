import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PENDING_ATTR, takeEarlyIntent } from '../../boot/earlyIntent';
import { IslandRoot } from './IslandRoot';
import { HYDRATED_ATTR, PREFIX_ATTR, PROPS_ATTR, parseProps } from './serialize';

/**
 * Hydrates one island as a transition, which React renders in slices of a few milliseconds
 * instead of one long task; resolves once React has committed it and the box is marked.
 */
export function hydrateBox(box: HTMLElement, component: ComponentType<any>): Promise<void> {
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
