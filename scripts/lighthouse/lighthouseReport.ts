import type { Config, Flags, Result } from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromeFlags';

/** One cold Lighthouse run of `url` in a fresh Debian Chromium; a run Lighthouse could not finish throws. */
export async function lighthouseReport(url: string, flags: Omit<Flags, 'port'>, config?: Config): Promise<Result> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const lhr = (await lighthouse(url, { ...flags, port: chrome.port, output: 'json', logLevel: 'error' }, config))!.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}
