// @vitest-environment node
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from '../../scripts/lighthouse/lighthouseBrowser';
import { simulatedSlowdown } from '../../scripts/lighthouse/simulatedSlowdown';

/** Stands in for Lighthouse: each run reports the next of `readings` as its machine's index. */
function runsReading(readings: number[]) {
  const urls: string[] = [];
  const run: LighthouseRun = (url) => {
    urls.push(url);
    return Promise.resolve({ environment: { benchmarkIndex: readings[urls.length - 1] } } as Result);
  };
  return { run, urls };
}

describe('the multiplier that makes Lighthouse’s simulation a low-tier phone', () => {
  it('is the machine’s index as Lighthouse reads it, over the phone’s', async () => {
    const { run } = runsReading([2640, 2640, 2640]);
    const slowdown = await simulatedSlowdown(run, 'http://127.0.0.1/404.html', 264);
    expect([slowdown.hostIndex, slowdown.rate, slowdown.target]).toEqual([2640, 10, 264]);
  });

  it('takes the middle of three readings, so one run on a busy machine does not move the phone', async () => {
    const { run, urls } = runsReading([1409, 2623, 2700]);
    const slowdown = await simulatedSlowdown(run, 'http://127.0.0.1/404.html', 264);
    expect(urls).toHaveLength(3);
    expect(slowdown.hostIndex).toBe(2623);
    expect(slowdown.rate).toBe(9.94);
  });

  it('follows the later runs’ readings, so a slow spell at the start does not set the phone for the whole gate', async () => {
    // ci30's start: three readings in a slow spell, then the machine back at its usual speed.
    const { run } = runsReading([1666, 1673, 1562]);
    const slowdown = await simulatedSlowdown(run, 'http://127.0.0.1/404.html', 264);
    expect(slowdown.rate).toBe(6.31);
    for (const index of [2450, 2618, 2544, 2613]) slowdown.add(index);
    expect(slowdown.hostIndex).toBe(2450);
    expect(slowdown.rate).toBe(9.28);
  });

  it('never speeds the machine up: a machine slower than the phone runs at 1×', async () => {
    const { run } = runsReading([200, 210, 220]);
    expect((await simulatedSlowdown(run, 'http://127.0.0.1/404.html', 264)).rate).toBe(1);
  });
});
