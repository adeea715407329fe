import { useEffect, useRef, useState } from 'react';

/**
 * The menu is a native popover, so its button opens it before hydration and with JavaScript
 * off. Once hydrated we mirror its state into `aria-expanded`. React 18 only
 * wires `onToggle` on <details>, hence the listener.
 */
export function useMenuPopover() {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    setHydrated(true);
    setOpen(panel.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);
  // Before hydration the browser exposes the popover button's expanded state itself; a static
  // aria-expanded="false" would contradict it, so the attribute appears only once we track it.
  return { ref, open, expanded: hydrated ? open : undefined };
}
