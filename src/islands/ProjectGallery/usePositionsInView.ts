import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import { positionsBetween, type GridGeometry } from './gridLayout';

const NONE = { from: 0, to: 0 };

/**
 * The grid's positions on screen in its scrolling dialog, with half a screen more above and below,
 * kept as the visitor scrolls: the grid draws those. Nothing before its geometry is known.
 */
export function usePositionsInView(list: RefObject<HTMLElement>, scroller: RefObject<HTMLElement>, geometry: GridGeometry | null, count: number) {
  const [inView, setInView] = useState(NONE);
  useLayoutEffect(() => {
    const grid = list.current;
    const box = scroller.current;
    if (!grid || !box || !geometry) return;
    const follow = () => {
      const top = box.getBoundingClientRect().top - grid.getBoundingClientRect().top;
      const height = box.clientHeight;
      const next = positionsBetween(count, geometry, top - height / 2, top + height * 1.5);
      startTransition(() => setInView((previous) => (previous.from === next.from && previous.to === next.to ? previous : next)));
    };
    follow();
    box.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      box.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [list, scroller, geometry, count]);
  return geometry ? inView : NONE;
}
