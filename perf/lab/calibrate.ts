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
/**
 * Aimed steps land within TOLERANCE in one or two on a steady machine; past that they only chase
 * readings that vary by 5–10 % at one rate (×13: 248–282), at about 3 s each.
 */
const MAX_STEPS = 4;

/**
 * Lighthouse's own benchmark (its `computeBenchmarkIndex` page function), in one blank page: the
 * same page for every rate, slowed `rate` times for each reading. A page's first sample reads low
 * (1 × 3,443 against 3,880–4,060 after it; ×4, 741 against 873–945), so the page is warmed once,
 * not once per rate. Another process on the machine only ever slows a sample, never speeds it, so
 * a reading is the fastest of SAMPLES. The median read 1,653 once in the gate, where Lighthouse's
 * own runs right after read 2,400–2,660: the rate found stood for a phone of about 570, not 264.
 */
async function benchmarkPage(browser: Browser): Promise<{ index: (rate: number) => Promise<number>; close: () => Promise<void> }> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const sample = () => page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  await sample();
  return {
    index: async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) samples.push(await sample());
      return Math.max(...samples);
    },
    close: () => context.close(),
  };
}

/** A rate tried, and the benchmark index measured there. */
export interface RatePoint {
  rate: number;
  index: number;
}

/**
 * The search behind calibrateCpu: guess from the ratio of the host's index to the target, then
 * step until a measured index is within 3 % of the target, at most MAX_STEPS times. The index
 * falls about as 1/rate (rate × index read 3,480–3,780 from ×4 to ×14.5 on a host of 4,060), so
 * each step aims where that trend through the last reading meets the target; a step that would
 * leave what the readings so far bracket bisects instead. Each reading takes about 3 s: halving
 * from ×1 took five of them. On a noisy machine one measurement can fall far from its neighbours'
 * trend and send the search the wrong way, so the answer is the closest point measured, not the
 * last one.
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
    const aimed = (point.rate * point.index) / target;
    const rate = aimed > low && aimed < high ? aimed : (low + high) / 2;
    point = { rate, index: await measure(rate) };
    if (off(point) < off(closest)) closest = point;
  }
  return closest;
}

/**
 * How far a second reading at the rate found may fall from the target before the search runs
 * again. Right after the browser tests the machine can still be busy for some seconds, and
 * readings taken then are all low together, so they agree with each other and the search settles
 * on a slowdown far too small: in one fresh clone (ci65) it found ×8.43 (index 273 there), where
 * the clones before and after found ×12.91–14.62, and Lighthouse's own runs a minute later read
 * the host as usual. A reading at one rate varies 5–10 % from sample to sample.
 */
const RECHECK_TOLERANCE = 0.1;
const MAX_SEARCHES = 3;

/**
 * Finds the CPU slowdown at which this machine scores `target` on Lighthouse's benchmark, as
 * DevTools' calibration does: measure unthrottled, guess from the ratio, then search under real
 * throttling until the index is within 3 % of the target (searchRate).
 */
export async function calibrateCpu(browser: Browser, target: number): Promise<Calibration> {
  const benchmark = await benchmarkPage(browser);
  try {
    return await calibrate(benchmark.index, target);
  } finally {
    await benchmark.close();
  }
}

/**
 * calibrateCpu's steps, given the benchmark's reading at a rate: read the host, search, then read
 * again at the rate found, and search anew while that reading is off by more than
 * RECHECK_TOLERANCE (up to MAX_SEARCHES times).
 */
export async function calibrate(read: (rate: number) => Promise<number>, target: number): Promise<Calibration> {
  const off = (index: number) => Math.abs(index - target) / target;
  for (let search = 1; ; search++) {
    const hostIndex = await read(1);
    if (hostIndex <= target) return { hostIndex, rate: 1, indexAtRate: hostIndex, target };
    const { rate, index } = await searchRate(read, hostIndex, target);
    const recheck = await read(rate);
    const settled = off(recheck) <= RECHECK_TOLERANCE;
    if (!settled && search < MAX_SEARCHES) {
      console.warn(`calibration: ×${rate.toFixed(2)} scored ${index}, then ${recheck}: the machine was busy; searching again`);
      continue;
    }
    if (!settled || off(index) > TOLERANCE) {
      console.warn(`calibration: the machine was too unsteady to come within ${TOLERANCE * 100} % of ${target}; closest, ×${rate.toFixed(2)} scored ${index}, then ${recheck}`);
    }
    return { hostIndex, rate: Math.round(rate * 100) / 100, indexAtRate: index, target };
  }
}
