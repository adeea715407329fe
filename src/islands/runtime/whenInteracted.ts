const FIRST_TOUCH = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Runs `start` once the visitor first points at, touches or focuses something inside `box`, or
 * at once if focus is already there or a control inside was clicked (the visitor got in before
 * this page's script arrived; see earlyIntent.ts).
 */
export function whenInteracted(box: HTMLElement, start: () => void): void {
  if (box.contains(document.activeElement) || window.__intents?.some((control) => box.contains(control))) return start();
  const go = () => {
    for (const type of FIRST_TOUCH) box.removeEventListener(type, go, true);
    start();
  };
  for (const type of FIRST_TOUCH) box.addEventListener(type, go, { capture: true, passive: true });
}
