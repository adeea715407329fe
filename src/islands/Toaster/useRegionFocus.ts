import { useRef, useState, type FocusEvent, type RefObject } from 'react';

/**
 * Focus inside the notification region: whether it is there (the timer pauses), how to bring it
 * there (F8), and how to hand it back to where it came from when a focused toast closes.
 */
export function useRegionFocus(region: RefObject<HTMLElement | null>) {
  const [focused, setFocused] = useState(false);
  const cameFrom = useRef<HTMLElement | null>(null);
  const inside = (node: unknown) => node instanceof Node && !!region.current?.contains(node);

  return {
    focused,
    onFocus(event: FocusEvent) {
      if (!inside(event.relatedTarget)) cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
      setFocused(true);
    },
    onBlur(event: FocusEvent) {
      if (!inside(event.relatedTarget)) setFocused(false);
    },
    focusRegion() {
      if (!inside(document.activeElement)) region.current?.focus();
    },
    handBack() {
      if (!inside(document.activeElement)) return;
      const back = cameFrom.current;
      if (back?.isConnected) back.focus();
      else (document.activeElement as HTMLElement).blur();
    },
  };
}
