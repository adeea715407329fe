// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dotWindow, glidePlan, wrapIndex, type DotEntry } from './slideMath';

/** The row as a visitor reads it: slide numbers from 1, `…` for an ellipsis. */
const row = (entries: DotEntry[]) => entries.map((e) => (e.kind === 'dot' ? String(e.index + 1) : '…')).join(' ');

describe('wrapIndex', () => {
  it('wraps next from the last slide to the first, and previous from the first to the last', () => {
    expect(wrapIndex(31, 31)).toBe(0);
    expect(wrapIndex(-1, 31)).toBe(30);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
  });

  it('leaves an index inside the range alone', () => {
    for (let i = 0; i < 5; i++) expect(wrapIndex(i, 5)).toBe(i);
  });

  it('copes with a single slide and with none', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('dotWindow (3 before, 3 after)', () => {
  it('on the first of 31 slides: its dot, three after, then an ellipsis', () => {
    expect(row(dotWindow(0, 31, 3, 3))).toBe('1 2 3 4 …');
  });

  it('in the middle of 31 slides: three dots either side and an ellipsis on both sides', () => {
    expect(row(dotWindow(9, 31, 3, 3))).toBe('… 7 8 9 10 11 12 13 …');
  });

  it('near the end: an ellipsis before, none after', () => {
    expect(row(dotWindow(30, 31, 3, 3))).toBe('… 28 29 30 31');
    expect(row(dotWindow(27, 31, 3, 3))).toBe('… 25 26 27 28 29 30 31');
  });

  it('no ellipsis on a side where the window already reaches the end', () => {
    expect(row(dotWindow(3, 31, 3, 3))).toBe('1 2 3 4 5 6 7 …');
    expect(row(dotWindow(4, 31, 3, 3))).toBe('… 2 3 4 5 6 7 8 …');
  });

  it('five slides: every dot but one at the ends, all of them from the middle', () => {
    expect(row(dotWindow(0, 5, 3, 3))).toBe('1 2 3 4 …');
    expect(row(dotWindow(2, 5, 3, 3))).toBe('1 2 3 4 5');
    expect(row(dotWindow(4, 5, 3, 3))).toBe('… 2 3 4 5');
  });

  it('three slides (the testimonials): all dots, no ellipsis', () => {
    for (let i = 0; i < 3; i++) expect(row(dotWindow(i, 3, 3, 3))).toBe('1 2 3');
  });

  it('follows the configured window, not a fixed one', () => {
    expect(row(dotWindow(9, 31, 3, 4))).toBe('… 7 8 9 10 11 12 13 14 …');
    expect(row(dotWindow(9, 31, 0, 0))).toBe('… 10 …');
  });

  it('nothing for an empty carousel', () => {
    expect(dotWindow(0, 0, 3, 3)).toEqual([]);
  });
});

describe('glidePlan', () => {
  it('glides straight to a neighbour', () => {
    expect(glidePlan(4, 5)).toEqual({ jumpTo: null, glideTo: 5 });
    expect(glidePlan(5, 4)).toEqual({ jumpTo: null, glideTo: 4 });
  });

  it('jumps beside a far target first, on the side it is coming from', () => {
    expect(glidePlan(0, 9)).toEqual({ jumpTo: 8, glideTo: 9 });
    expect(glidePlan(9, 6)).toEqual({ jumpTo: 7, glideTo: 6 });
  });

  it('wrapping from the last slide to the first lands on the second and glides back one', () => {
    expect(glidePlan(30, 0)).toEqual({ jumpTo: 1, glideTo: 0 });
    expect(glidePlan(0, 30)).toEqual({ jumpTo: 29, glideTo: 30 });
  });
});
