import { hideOthers } from 'aria-hidden';
import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

const TABBABLE = ['a[href]', 'button:not([disabled])', 'video[controls]', '[tabindex]'].map((s) => `${s}:not([tabindex="-1"])`).join(',');

/** What Tab reaches in `dialog`, in order: not what a dialog opened inside it holds, nor what is not drawn. */
const tabbableIn = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.closest('dialog') === dialog && el.getClientRects().length > 0);

/**
 * A <dialog> driven by `open` that is modal to the visitor without `showModal()`: at the low tier,
 * making the rest of the page inert restyled and laid out the whole page inside the tap's task
 * (60–120 ms; docs/decisions/0043). It is shown with `show()` over the page (its styles place it
 * full screen, above everything), and while it is open:
 * - the rest of the page is hidden from assistive technology (`aria-hidden`, the `aria-hidden`
 *   package, which undoes it in the right order when dialogs nest);
 * - focus starts on `initialFocus`, Tab wraps around inside, and focus that lands outside it
 *   (back from the browser's own controls, say) is brought back in;
 * - Escape and a click outside its box close it.
 * Every way of closing (Escape, a button, the backdrop, the back button) ends in the dialog's
 * `close` event, which calls `onClosed`.
 */
export function useModalDialog(open: boolean, onClosed: () => void, initialFocus: RefObject<HTMLElement>) {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClosed);
  closed.current = onClosed;
  const showPage = useRef<(() => void) | null>(null);
  const restorePage = () => {
    showPage.current?.();
    showPage.current = null;
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The page is back for assistive technology before `onClosed` moves the focus onto it.
    const onClose = () => {
      restorePage();
      closed.current();
    };
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
      restorePage();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.show();
      showPage.current = hideOthers(dialog);
      initialFocus.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const keepFocusInside = (event: FocusEvent) => {
      if (dialog.open && !dialog.contains(event.target as Node)) (tabbableIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
  }, [open]);

  const close = useCallback(() => ref.current?.close(), []);

  const onClick = useCallback((event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is filled by its content, so a click that lands on the dialog itself fell on the backdrop.
    if (event.target === event.currentTarget) event.currentTarget.close();
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    // Keys from a dialog opened inside this one are that dialog's business.
    if ((event.target as Element).closest('dialog') !== dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = tabbableIn(dialog);
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
