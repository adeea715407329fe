import { CHROME_FLAGS, CHROMIUM_PATH } from './chromeFlags';

/**
 * Lighthouse's total blocking time for one cold load of `url` on its mobile emulation slowed
 * `cpuSlowdownMultiplier` times, in a fresh Chromium. Only the trace the audit needs is gathered:
 * a floor has nothing else to measure.
 */
export async function floorBlockingTime(url: string, cpuSlowdownMultiplier: number): Promise<number> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: { onlyAudits: ['total-blocking-time'], throttling: { cpuSlowdownMultiplier } } },
    );
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    if (tbt === undefined) throw new Error(`${url}: Lighthouse gave no total blocking time`);
    return tbt;
  } finally {
    await chrome.kill();
  }
}
