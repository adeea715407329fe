/** Index `index` brought into 0…count-1, so previous from the first is the last and next from the last is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** One entry of the pagination row: a dot for a slide, or an ellipsis where more slides lie beyond. */
export type DotEntry = { kind: 'dot'; index: number } | { kind: 'ellipsis'; side: 'before' | 'after' };

/**
 * The dots shown around the current slide: `before` slides before it and `after` after it
 * (fewer at either end), with an ellipsis on a side where more slides lie beyond the window.
 */
export function dotWindow(current: number, count: number, before: number, after: number): DotEntry[] {
  if (count <= 0) return [];
  const first = Math.max(0, current - before);
  const last = Math.min(count - 1, current + after);
  const entries: DotEntry[] = [];
  if (first > 0) entries.push({ kind: 'ellipsis', side: 'before' });
  for (let index = first; index <= last; index++) entries.push({ kind: 'dot', index });
  if (last < count - 1) entries.push({ kind: 'ellipsis', side: 'after' });
  return entries;
}

/**
 * How to move from slide `from` to slide `to`: a far jump first lands beside the target and
 * glides only the last slide's width, so the slides in between never scroll past (and never
 * fetch their images) on the way.
 */
export function glidePlan(from: number, to: number): { jumpTo: number | null; glideTo: number } {
  if (Math.abs(to - from) <= 1) return { jumpTo: null, glideTo: to };
  return { jumpTo: to - Math.sign(to - from), glideTo: to };
}
