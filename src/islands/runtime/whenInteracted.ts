import { PENDING_ATTR } from '../../shared/attributes';

const FIRST_TOUCH = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Runs `start` once the visitor first points at, touches or focuses something inside `box`, or
 * at once if focus is already there or a control inside was clicked before this page's code
 * arrived (the boot script marked it pending; see boot/earlyIntent.ts).
 */
export function whenInteracted(box: HTMLElement, start: () => void): void {
  if (box.contains(document.activeElement) || box.querySelector(`[${PENDING_ATTR}]`)) return start();
  const go = () => {
    for (const type of FIRST_TOUCH) box.removeEventListener(type, go, true);
    start();
  };
  for (const type of FIRST_TOUCH) box.addEventListener(type, go, { capture: true, passive: true });
}
