// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchRate } from '../../scripts/bench/calibrate';

const TARGET = 264;
const HOST = 2640;

describe('the search for the low-tier phone’s CPU slowdown', () => {
  it('lands within 3 % of the target on a machine whose index falls as the rate rises', async () => {
    // Slowing the CPU does not divide the index exactly: a fixed part of each sample is not slowed.
    const steady = (rate: number) => Promise.resolve(HOST / (0.3 + 0.7 * rate));
    const found = await searchRate(steady, HOST, TARGET);
    expect(Math.abs(found.index - TARGET) / TARGET).toBeLessThanOrEqual(0.03);
    expect(found.index).toBeCloseTo(await steady(found.rate));
  });

  it('needs few readings on a steady machine: each takes seconds of the gate', async () => {
    const rates: number[] = [];
    const steady = (rate: number) => {
      rates.push(rate);
      return Promise.resolve(HOST / (0.3 + 0.7 * rate));
    };
    await searchRate(steady, HOST, TARGET);
    expect(rates.length).toBeLessThanOrEqual(3);
  });

  it('answers with the closest rate it measured when one unsteady reading sends it astray', async () => {
    // The first guess (×10) reads 5 % high; the next reading, far off its trend, reads much too low,
    // and bisecting on from there never comes back within 3 %.
    const readings = [TARGET * 1.05, 150, 120, 110, 100, 100, 100, 100, 100, 100, 100, 100];
    const rates: number[] = [];
    const unsteady = (rate: number) => {
      rates.push(rate);
      return Promise.resolve(readings[rates.length - 1]!);
    };
    const found = await searchRate(unsteady, HOST, TARGET);
    expect(found).toEqual({ rate: rates[0], index: TARGET * 1.05 });
    expect(rates.length).toBeGreaterThan(2);
  });
});
