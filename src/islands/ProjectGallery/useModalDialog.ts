import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

const TABBABLE = ['a[href]', 'button:not([disabled])', 'video[controls]', '[tabindex]'].map((s) => `${s}:not([tabindex="-1"])`).join(',');

/**
 * A native modal <dialog> driven by `open`: the browser makes the rest of the page inert and
 * closes it on Escape; this adds focus on `initialFocus` when it opens, Tab wrapping around
 * inside it, and a close on a click outside its box. Every way of closing (Escape, a button,
 * the backdrop, the back button) ends in the dialog's `close` event, which calls `onClosed`.
 */
export function useModalDialog(open: boolean, onClosed: () => void, initialFocus: RefObject<HTMLElement>) {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClosed);
  closed.current = onClosed;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => closed.current();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  const close = useCallback(() => ref.current?.close(), []);

  const onClick = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is filled by its content, so a click that lands on the dialog itself fell on the backdrop.
    if (event.target === event.currentTarget) event.currentTarget.close();
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    // Keys from a dialog opened inside this one are that dialog's business.
    if (event.key !== 'Tab' || (event.target as Element).closest('dialog') !== dialog) return;
    const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.closest('dialog') === dialog && el.getClientRects().length > 0);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  return { ref, close, onClick, onKeyDown };
}
