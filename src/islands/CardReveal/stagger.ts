/** The first card of a group that enters together waits this long, the last one `LAST_MS`. */
export const FIRST_MS = 100;
export const LAST_MS = 200;

/**
 * The delays of `count` cards entering the viewport together, in their order: spread evenly
 * from 0.1 s to 0.2 s, so they appear one after another however many come at once.
 */
export function staggerDelays(count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [FIRST_MS];
  const step = (LAST_MS - FIRST_MS) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(FIRST_MS + i * step));
}
