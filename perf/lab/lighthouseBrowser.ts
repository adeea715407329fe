import type { Config, Flags, Result } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromeFlags';

/** One cold Lighthouse run of `url`; a run Lighthouse could not finish throws. */
export type LighthouseRun = (url: string, flags?: Omit<Flags, 'port'>, config?: Config) => Promise<Result>;

/**
 * Runs `work` with one Debian Chromium for all its Lighthouse runs. Each run opens a tab of its
 * own, and Lighthouse clears the cache and the site's storage before it, so every run is cold.
 *
 * Not a browser per run, as Lighthouse CI's `collect` does: a new browser is still busy starting
 * on the machine's other core while the run measures, and the CPU multiplier then stretches that
 * too. Measured on a 2-core machine (×7.3, 12 runs each, alternating): Lighthouse's own benchmark
 * read 1,175–2,108 in a fresh browser against 2,182–2,855 in a running one (calibration: 2,400–
 * 2,700), so a fresh browser's run stood for a slower phone than the one aimed at. TBT medians
 * on /, /toldos/ and /beneficios/: 737, 790, 355 ms fresh; 475, 699, 216 ms in one browser. A run
 * also took 7.3 s instead of 9.7 s.
 */
export async function withLighthouseBrowser<T>(work: (run: LighthouseRun) => Promise<T>): Promise<T> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const run: LighthouseRun = async (url, flags = {}, config) => {
    const lhr = (await lighthouse(url, { ...flags, port: chrome.port, output: 'json', logLevel: 'error' }, config))!.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return lhr;
  };
  try {
    return await work(run);
  } finally {
    await chrome.kill();
  }
}
