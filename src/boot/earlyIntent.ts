import { INTENT_ATTR, PENDING_ATTR } from '../shared/attributes';
import { hasPopover } from './browserSupport';

/**
 * A control whose real job needs an island (the "Ver Projetos" links open the gallery; the menu's
 * button, where the browser has no popovers) carries `data-intent`. A click on it before its
 * island has hydrated is held: the control is marked `data-pending` at once (its styles show that
 * it is on its way), the page's code is requested now, and once the island has hydrated the
 * runtime takes the mark and clicks the control again, so the island does the job. Should the
 * island never come, a link does its plain HTML job after FALLBACK_MS.
 */

const FALLBACK_MS = 8000;

/** Whether `control` was clicked before its island ran; the mark is taken, so it is acted on once. */
export function takeEarlyIntent(control: Element): boolean {
  if (!control.hasAttribute(PENDING_ATTR)) return false;
  control.removeAttribute(PENDING_ATTR);
  control.removeAttribute('aria-busy');
  return true;
}

/** A popover's button does its job natively where the browser has popovers. */
const worksNatively = (control: Element) => control.hasAttribute('popovertarget') && hasPopover();

/**
 * Holds early clicks on intent controls and calls `load` for each. A click an island already
 * handled (its default prevented) is not an early one.
 */
export function holdEarlyIntents(load: () => void): void {
  document.addEventListener('click', (event) => {
    const target = event.target;
    const control = !event.defaultPrevented && target instanceof Element ? target.closest(`[${INTENT_ATTR}]`) : null;
    if (!control || worksNatively(control)) return;
    event.preventDefault();
    control.setAttribute(PENDING_ATTR, '');
    control.setAttribute('aria-busy', 'true');
    load();
    const { href } = control as Partial<HTMLAnchorElement>;
    setTimeout(() => {
      if (takeEarlyIntent(control) && href) location.assign(href);
    }, FALLBACK_MS);
  });
}
