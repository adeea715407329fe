// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staggerDelays } from './stagger';

describe('staggerDelays', () => {
  it('one card waits 0.1 s', () => {
    expect(staggerDelays(1)).toEqual([100]);
  });

  it('a row of cards goes from 0.1 s to 0.2 s, each later than the one before', () => {
    expect(staggerDelays(2)).toEqual([100, 200]);
    expect(staggerDelays(3)).toEqual([100, 150, 200]);
    expect(staggerDelays(4)).toEqual([100, 133, 167, 200]);
  });

  it('never leaves the 0.1–0.2 s range, however many cards enter at once', () => {
    const delays = staggerDelays(6);
    expect(Math.min(...delays)).toBe(100);
    expect(Math.max(...delays)).toBe(200);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
  });

  it('nothing for no cards', () => {
    expect(staggerDelays(0)).toEqual([]);
  });
});
