// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { calibrate, searchRate } from '../../perf/lab/calibrate';

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

describe('the calibration', () => {
  /** A machine whose index falls as the rate rises, read `busy` times lower for its first `busyReadings` readings. */
  const machine = (busyReadings: number, busy: number) => {
    const rates: number[] = [];
    const read = (rate: number) => {
      rates.push(rate);
      const index = HOST / (0.3 + 0.7 * rate);
      return Promise.resolve(rates.length <= busyReadings ? index * busy : index);
    };
    return { read, rates };
  };

  it('on a steady machine reads the host, searches, and reads the rate found once more', async () => {
    const { read, rates } = machine(0, 1);
    const found = await calibrate(read, TARGET);
    expect(Math.abs(found.indexAtRate - TARGET) / TARGET).toBeLessThanOrEqual(0.03);
    expect(rates[0]).toBe(1);
    expect(rates.at(-1)).toBe(rates.at(-2));
    expect(rates.length).toBeLessThanOrEqual(5);
  });

  it('searches again when the machine was busy through the first search: its readings all low together', async () => {
    const steadyRate = (await calibrate(machine(0, 1).read, TARGET)).rate;
    // Busy through the host reading and the whole first search (one guess and up to two steps).
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { read } = machine(3, 0.65);
    const found = await calibrate(read, TARGET);
    expect(found.rate).toBeCloseTo(steadyRate, 0);
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/busy; searching again/));
  });
});
