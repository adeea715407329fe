import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { takeEarlyIntent } from '../../boot/earlyIntent';
import { IslandRoot } from './IslandRoot';
import { parseProps } from '../../shared/islandProps';
import { FAILED_ATTR, HYDRATED_ATTR, PENDING_ATTR, PREFIX_ATTR, PROPS_ATTR } from '../../shared/attributes';

/**
 * Hydrates one island as a transition, which React renders in slices of a few milliseconds
 * instead of one long task; resolves once React has committed it and the box is marked, or once
 * the island has failed and its server markup is back.
 */
export function hydrateBox(box: HTMLElement, component: ComponentType<any>): Promise<void> {
  const props = parseProps(box.getAttribute(PROPS_ATTR) ?? undefined);
  // What the server sent, kept aside so that an island that throws leaves the page as it would be
  // without script (a few dozen nodes: the cost of a copy is far below a frame).
  const serverMarkup = box.cloneNode(true) as HTMLElement;
  return new Promise((resolve) => {
    const onHydrated = () => {
      box.setAttribute(HYDRATED_ATTR, '');
      // A control clicked before its island was here (boot/earlyIntent.ts) gets that click now.
      for (const control of box.querySelectorAll<HTMLElement>(`[${PENDING_ATTR}]`)) if (takeEarlyIntent(control)) control.click();
      resolve();
    };
    const onFailed = () => {
      // React has removed the island's nodes and owns none in the box now: the copies are ours.
      box.textContent = '';
      box.append(...serverMarkup.childNodes);
      box.removeAttribute(HYDRATED_ATTR);
      box.setAttribute(FAILED_ATTR, '');
      setTimeout(() => root.unmount());
      resolve();
    };
    let root: ReturnType<typeof hydrateRoot>;
    startTransition(() => {
      root = hydrateRoot(box, createElement(IslandRoot, { onHydrated, onFailed }, createElement(component, props)), {
        identifierPrefix: box.getAttribute(PREFIX_ATTR) ?? undefined,
      });
    });
  });
}
