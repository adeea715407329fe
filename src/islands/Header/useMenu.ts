import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { hasPopover } from '../../boot/browserSupport';

/**
 * The menu is a native popover, so its button opens it before hydration and with JavaScript off,
 * and its styles show the button's face for the open menu. The island runs only where the browser
 * lacks popovers or scroll timelines (./supports.ts). Where it has popovers we mirror their state
 * into `aria-expanded` (React 18 only wires `onToggle` on <details>, hence the listener). Where
 * it has none, the island opens and closes the panel itself (`toggle` and `openWithoutPopover`),
 * and closes it as a popover would: on Escape, or on a touch outside it.
 */
export function useMenu() {
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // Known in the browser only: the server renders the markup both kinds of browser share.
  const [native] = useState(() => typeof window !== 'undefined' && hasPopover());

  useEffect(() => {
    const panel = panelRef.current;
    setHydrated(true);
    if (!panel || !native) return;
    setOpen(panel.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [native]);

  useEffect(() => {
    if (native || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (panelRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [native, open]);

  const toggle = native
    ? undefined
    : (event: MouseEvent) => {
        // Handled here: the boot script's early-click hold leaves it alone (boot/earlyIntent.ts).
        event.preventDefault();
        setOpen((wasOpen) => !wasOpen);
      };

  return {
    panelRef,
    buttonRef,
    open,
    // Before hydration the browser exposes the popover button's expanded state itself; a static
    // aria-expanded="false" would contradict it, so the attribute appears only once we track it.
    expanded: hydrated ? open : undefined,
    toggle,
    openWithoutPopover: !native && open,
  };
}
