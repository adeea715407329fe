import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { afterNextPaint } from '../../../src/boot/afterPaint';

/**
 * Lets jsdom "paint" a frame and runs what waited for that paint (a tap's answer, which
 * src/islands/runtime/afterPaintTransition.ts renders after the tap's own frame): queued after
 * it, this resolves after it too.
 */
export const nextPaint = () => act(() => new Promise<void>((resolve) => afterNextPaint(resolve)));

/** `nextPaint` for a test that fakes `setTimeout`: a real frame, then the timeouts due now, the fake clock unmoved. */
export const nextPaintWithFakeTimeouts = () =>
  act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    vi.advanceTimersByTime(0);
  });
