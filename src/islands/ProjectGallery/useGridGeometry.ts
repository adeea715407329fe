import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import type { GridGeometry } from './gridLayout';

const same = (a: GridGeometry | null, b: GridGeometry) =>
  a !== null && a.columns === b.columns && a.columnWidth === b.columnWidth && a.columnGap === b.columnGap && a.rowGap === b.rowGap;

/**
 * The grid's columns as its style lays them out (1 on a phone, up to 4 as the dialog widens), read
 * from the browser rather than worked out again here; measured again when the grid's width changes.
 * Null until the grid is on screen.
 */
export function useGridGeometry(list: RefObject<HTMLElement>): GridGeometry | null {
  const [geometry, setGeometry] = useState<GridGeometry | null>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth === 0) return;
      const style = getComputedStyle(element);
      const tracks = style.gridTemplateColumns.split(' ').map(Number.parseFloat).filter((width) => width > 0);
      if (!tracks.length) return;
      const next = { columns: tracks.length, columnWidth: tracks[0]!, columnGap: Number.parseFloat(style.columnGap) || 0, rowGap: Number.parseFloat(style.rowGap) || 0 };
      // Drawn in slices: on the low-tier phone, drawing the first screenful in one go was a long task.
      startTransition(() => setGeometry((previous) => (same(previous, next) ? previous : next)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return geometry;
}
