import { startTransition } from 'react';
import { afterNextPaint } from '../../boot/afterPaint';

/**
 * The heavy part of a tap's answer: `update` runs as a React transition once the browser has
 * painted the frame after the tap, so what the tap itself changed (a tab selected, a thumbnail
 * marked as opening) shows first. React schedules a transition's render in a task of its own that
 * can still come before that frame; waiting for the paint keeps it behind.
 */
export function afterPaintTransition(update: () => void): void {
  afterNextPaint(() => startTransition(update));
}
