import type { Browser } from 'playwright-core';

export interface Calibration {
  /** This machine's Lighthouse benchmark index, unthrottled. */
  hostIndex: number;
  /** The CPU slowdown at which a page here scores `target`. */
  rate: number;
  /** The index measured at `rate`. */
  indexAtRate: number;
  target: number;
}

const SAMPLES = 3;
const TOLERANCE = 0.03;
const MAX_STEPS = 10;

/**
 * Lighthouse's own benchmark (its `computeBenchmarkIndex` page function), run in a blank page
 * slowed `rate` times. Another process on the machine only ever slows a sample, never speeds it,
 * so the reading is the fastest of SAMPLES, after one unused sample while a browser that has just
 * started settles. The median read 1,653 once in the gate, where Lighthouse's own runs right after
 * read 2,400–2,660: the rate found stood for a phone of about 570, not 264.
 */
async function benchmarkIndex(browser: Browser, rate: number): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const sample = () => page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await sample();
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await sample());
    return Math.max(...samples);
  } finally {
    await context.close();
  }
}

/** A rate tried, and the benchmark index measured there. */
export interface RatePoint {
  rate: number;
  index: number;
}

/**
 * The search behind calibrateCpu: guess from the ratio of the host's index to the target, then
 * bisect until a measured index is within 3 % of the target, at most MAX_STEPS times. On a noisy
 * machine one measurement can fall far from its neighbours' trend and send the bisection the wrong
 * way, so the answer is the closest point measured, not the last one.
 */
export async function searchRate(measure: (rate: number) => Promise<number>, hostIndex: number, target: number): Promise<RatePoint> {
  const off = (point: RatePoint) => Math.abs(point.index - target) / target;
  let low = 1;
  let high = Math.max(2, (hostIndex / target) * 2);
  let point: RatePoint = { rate: hostIndex / target, index: await measure(hostIndex / target) };
  let closest = point;
  for (let step = 0; step < MAX_STEPS && off(point) > TOLERANCE; step++) {
    if (point.index > target) low = point.rate;
    else high = point.rate;
    const rate = (low + high) / 2;
    point = { rate, index: await measure(rate) };
    if (off(point) < off(closest)) closest = point;
  }
  return closest;
}

/**
 * Finds the CPU slowdown at which this machine scores `target` on Lighthouse's benchmark, as
 * DevTools' calibration does: measure unthrottled, guess from the ratio, then bisect under real
 * throttling until the index is within 3 % of the target (searchRate).
 */
export async function calibrateCpu(browser: Browser, target: number): Promise<Calibration> {
  const hostIndex = await benchmarkIndex(browser, 1);
  if (hostIndex <= target) return { hostIndex, rate: 1, indexAtRate: hostIndex, target };
  const { rate, index } = await searchRate((rate) => benchmarkIndex(browser, rate), hostIndex, target);
  if (Math.abs(index - target) / target > TOLERANCE) {
    console.warn(`calibration: the machine was too unsteady to come within ${TOLERANCE * 100} % of ${target}; closest, ×${rate.toFixed(2)} scored ${index}`);
  }
  return { hostIndex, rate: Math.round(rate * 100) / 100, indexAtRate: index, target };
}
