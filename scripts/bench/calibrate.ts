import type { Browser } from 'playwright-core';
import { median } from './runLighthouse';

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

/** Lighthouse's own benchmark (its `computeBenchmarkIndex` page function), run in a blank page slowed `rate` times. */
async function benchmarkIndex(browser: Browser, rate: number): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return median(samples);
  } finally {
    await context.close();
  }
}

/**
 * Finds the CPU slowdown at which this machine scores `target` on Lighthouse's benchmark, as
 * DevTools' calibration does: measure unthrottled, guess from the ratio, then bisect under real
 * throttling until the index is within 3 % of the target.
 */
export async function calibrateCpu(browser: Browser, target: number): Promise<Calibration> {
  const hostIndex = await benchmarkIndex(browser, 1);
  if (hostIndex <= target) return { hostIndex, rate: 1, indexAtRate: hostIndex, target };
  let low = 1;
  let high = Math.max(2, (hostIndex / target) * 2);
  let rate = hostIndex / target;
  let indexAtRate = await benchmarkIndex(browser, rate);
  for (let step = 0; step < MAX_STEPS && Math.abs(indexAtRate - target) / target > TOLERANCE; step++) {
    if (indexAtRate > target) low = rate;
    else high = rate;
    rate = (low + high) / 2;
    indexAtRate = await benchmarkIndex(browser, rate);
  }
  return { hostIndex, rate: Math.round(rate * 100) / 100, indexAtRate, target };
}
