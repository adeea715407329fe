/**
 * A control whose real job needs JavaScript (the "Ver Projetos" links open the gallery) carries
 * `data-intent`. The boot script keeps a click on it that comes before its island has run:
 * before the page's code has loaded, the control does its plain HTML job (the link scrolls to
 * the projects) and loading starts at once; once the code is there and only the island is on
 * its way, the click is held for it, with the plain job as a fallback should it never come
 * (earlyIntentScript.ts). The island then takes the click and acts on it.
 */
export const INTENT_ATTR = 'data-intent';

declare global {
  interface Window {
    __intents?: Element[];
  }
}

/** Whether `control` was clicked before its island ran; the click is taken, so it is acted on once. */
export function takeEarlyIntent(control: Element): boolean {
  const queue = window.__intents ?? [];
  const taken = queue.includes(control);
  // In place: the boot script's fallback holds this very array.
  for (let i = queue.length - 1; i >= 0; i--) if (queue[i] === control) queue.splice(i, 1);
  return taken;
}
