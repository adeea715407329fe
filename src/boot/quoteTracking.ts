import { QUOTE_ATTR } from '../shared/attributes';

/** What every quote action pushes onto the analytics data layer. */
export const QUOTE_EVENT = { event: 'nova_contratacao', origin: 'btn-whatsapp' } as const;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const pushToDataLayer = (entry: object) => (window.dataLayer = window.dataLayer ?? []).push(entry);

function countIf(event: Event, selector: string): void {
  const target = event.target;
  if (target instanceof Element && target.closest(selector)) pushToDataLayer({ ...QUOTE_EVENT });
}

/**
 * Counts quote actions from first paint, without React and without touching the action: a
 * click, keyboard activation or middle click on a quote link (each opens the chat in a tab; a
 * right click does not, so it is not counted), and a submit of the quote form, which the browser
 * dispatches only once its own checks have passed. Capture phase, on the document, so it runs
 * before any island's handler and exactly once per action.
 */
export function trackQuoteActions(): void {
  document.addEventListener('click', (event) => countIf(event, `a[${QUOTE_ATTR}]`), true);
  document.addEventListener('auxclick', (event) => (event as MouseEvent).button === 1 && countIf(event, `a[${QUOTE_ATTR}]`), true);
  document.addEventListener('submit', (event) => countIf(event, `form[${QUOTE_ATTR}]`), true);
}
