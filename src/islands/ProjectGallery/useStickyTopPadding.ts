import { useLayoutEffect, type RefObject } from 'react';

/** The CSS property the dialog's scroll padding reads (GalleryDialog.css.ts). */
export const TOP_HEIGHT_PROPERTY = '--gallery-top-height';

/**
 * Keeps the dialog's top bar (title, "Fechar" and the tabs, sticky) out of the way of what the
 * browser scrolls into view: a thumbnail reached with Shift+Tab stops below the bar, not under it.
 * The bar's height changes with the screen (the tabs wrap on a tablet), so it is measured.
 */
export function useStickyTopPadding(dialog: RefObject<HTMLElement>, top: RefObject<HTMLElement>): void {
  useLayoutEffect(() => {
    const bar = top.current;
    if (!bar) return;
    const observer = new ResizeObserver(() => dialog.current?.style.setProperty(TOP_HEIGHT_PROPERTY, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [dialog, top]);
}
