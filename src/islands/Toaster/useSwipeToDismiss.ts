import { useRef, useState, type PointerEvent } from 'react';

/** Past this much sideways travel the gesture is a swipe, no longer a tap on the close button or link. */
const SWIPE_STARTS_AT_PX = 8;

/** Dismissed when released further right than the threshold; anything less springs back. */
export const swipedPast = (distancePx: number, thresholdPx: number) => distancePx > thresholdPx;

/** Swipe right to dismiss, with a finger, a pen or a mouse (pointer events cover all three). */
export function useSwipeToDismiss(thresholdPx: number, onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const reset = () => {
    start.current = null;
    setOffset(0);
  };
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button === 0) start.current = { x: event.clientX, pointerId: event.pointerId };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      const distance = Math.max(0, event.clientX - from.x);
      const target = event.currentTarget;
      if (distance > SWIPE_STARTS_AT_PX && !target.hasPointerCapture(event.pointerId)) target.setPointerCapture(event.pointerId);
      setOffset(distance);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || from.pointerId !== event.pointerId) return;
      reset();
      if (swipedPast(event.clientX - from.x, thresholdPx)) onDismiss();
    },
    onPointerCancel: reset,
  };
  return { offset, swiping: offset > 0, handlers };
}
