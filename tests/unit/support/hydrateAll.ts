import { act } from 'react';
import { vi } from 'vitest';
import { hydrateIslands, isNeeded, type IslandSource } from '../../../src/islands/runtime/hydrate';
import { FAILED_ATTR, HYDRATED_ATTR, ISLAND_ATTR } from '../../../src/shared/attributes';

/**
 * Hydrates the document's islands as the page's entry does, and resolves once every box whose
 * code is in `sources` and that this browser needs (`isNeeded`) is marked hydrated (or failed,
 * its server markup put back). React queues work inside act() and runs it only when the act()
 * call returns, so this waits in short act() turns rather than inside a single one.
 * Under fake timers a turn runs the timers that are due now (the queue yields with one) and no
 * later ones, so a test's own clock is left where it was.
 */
export async function hydrateAll(sources: Record<string, IslandSource>): Promise<void> {
  // Loaded here first, the runtime's own import of React resolves without real time passing (fake timers).
  await import('../../../src/islands/runtime/hydrateBox.js');
  const boxes = [...document.querySelectorAll(`[${ISLAND_ATTR}]`)].filter((box) => {
    const source = sources[box.getAttribute(ISLAND_ATTR)!];
    return source && isNeeded(source);
  });
  await act(async () => hydrateIslands(sources));
  for (let turns = 0; !boxes.every((box) => box.hasAttribute(HYDRATED_ATTR) || box.hasAttribute(FAILED_ATTR)); turns++) {
    if (turns > 500) throw new Error('islands did not hydrate');
    await act(nextTurn);
  }
}

const nextTurn = (): Promise<void> =>
  vi.isFakeTimers() ? Promise.resolve().then(() => void vi.advanceTimersByTime(0)) : new Promise((resolve) => setTimeout(resolve, 1));
