import { median } from '../bench/runLighthouse';
import { blockingTimeOnly } from './floorBlockingTime';
import type { LighthouseRun } from './lighthouseBrowser';

/** Runs whose readings start the gate off; their reports are not kept. */
const FIRST_READINGS = 3;

/** This machine's speed as Lighthouse reads it, and the multiplier that makes it the phone. */
export interface SimulatedSlowdown {
  /** Adds the benchmark index Lighthouse read at the start of a run. */
  add(index: number): void;
  /** The median of every reading so far. */
  readonly hostIndex: number;
  /** Lighthouse's `cpuSlowdownMultiplier` for the phone, from `hostIndex`. */
  readonly rate: number;
  /** The phone's benchmark index. */
  readonly target: number;
}

/**
 * The `cpuSlowdownMultiplier` at which Lighthouse's simulation stands for a phone scoring
 * `target`: this machine's index as Lighthouse itself reads it at the start of a run (a report's
 * "CPU/Memory Power"), over the phone's, as Lighthouse's throttling guide computes it. The
 * simulation stretches every task of the unthrottled load by exactly that factor.
 *
 * Three runs of `url` start it off, and every later run's reading is added as it comes: on a
 * shared 2-core machine the readings jump between about 1,500–1,900 and 2,400–2,800 within
 * minutes. A rate taken from the first three alone stood for a phone of about 400 through most
 * of one CI run (ci30: they read 1,666, ×6.31, and the runs after them read 2,400–2,700).
 *
 * Not the bench's rate (scripts/bench/calibrate.ts), which is for DevTools' real throttling: that
 * slows the benchmark more than its rate says (×6.79 scored 248 in a CI run), and at that rate
 * Lighthouse's own reading in its runs made the gate a phone of about 360. Nor a reading of our
 * own in a quiet page: the fastest of three read 3,264 where Lighthouse's runs read about 2,500,
 * a phone of about 210.
 */
export async function simulatedSlowdown(run: LighthouseRun, url: string, target: number): Promise<SimulatedSlowdown> {
  const readings: number[] = [];
  const slowdown: SimulatedSlowdown = {
    add: (index) => void readings.push(index),
    get hostIndex() {
      return Math.round(median(readings));
    },
    get rate() {
      return Math.max(1, Math.round((this.hostIndex / target) * 100) / 100);
    },
    target,
  };
  for (let i = 0; i < FIRST_READINGS; i++) slowdown.add((await run(url, {}, blockingTimeOnly())).environment.benchmarkIndex);
  return slowdown;
}
