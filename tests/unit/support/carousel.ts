/** The dots a carousel shows on either side of the current one (content/constants.json). */
export interface DotWindow {
  before: number;
  after: number;
}

export const dotWindowOf = (constants: { dotWindowBefore: number; dotWindowAfter: number }): DotWindow => ({
  before: constants.dotWindowBefore,
  after: constants.dotWindowAfter,
});

/**
 * The pagination a visitor should see on slide `current` (from 1) of `total`: the numbers of the
 * slides within the window, and '…' on a side where more slides lie beyond it. Written out here
 * rather than taken from src/islands/carousel/slideMath.ts, whose own test pins its arithmetic.
 */
export function expectedDots(current: number, total: number, window: DotWindow): Array<number | '…'> {
  const first = Math.max(1, current - window.before);
  const last = Math.min(total, current + window.after);
  const numbers = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return [...(first > 1 ? ['…' as const] : []), ...numbers, ...(last < total ? ['…' as const] : [])];
}

/**
 * The dots to press, one after another, to go from slide `from` to a later slide `to` (both from 1),
 * each as far as the window shown around the current slide reaches.
 */
export function dotHops(from: number, to: number, window: DotWindow): number[] {
  if (window.after < 1) throw new Error('no dot after the current one is shown: a dot cannot move the carousel forward');
  const hops: number[] = [];
  for (let at = from; at < to; ) hops.push((at = Math.min(to, at + window.after)));
  return hops;
}
