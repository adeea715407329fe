import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM_PATH } from './chromeFlags';

/** Chrome DevTools' calibrated presets: the Lighthouse benchmark index each phone scores. */
export const PHONE_TIERS = { lowTier: 264, midTier: 1000 } as const;

/** Lighthouse's mobile screen (a Moto G Power): 412×823 CSS px at 1.75 device pixels each, touch. */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * Lighthouse's slow 4G as DevTools applies it to real traffic: 150 ms RTT and 1.6 Mbps down,
 * with the adjustments Lighthouse's own devtools throttling makes (latency × 3.75, throughput × 0.9).
 */
const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

/** Debian's Chromium with the flags Lighthouse runs with here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
}

export interface Phone {
  page: Page;
  cdp: CDPSession;
  close: () => Promise<void>;
}

/**
 * A fresh page on the phone we measure on: its screen and touch, slow 4G, and the main thread
 * slowed `cpuRate` times (real throttling, as DevTools applies it). Cold: a new context each time.
 */
export async function openPhone(browser: Browser, cpuRate: number, options: { network?: boolean } = {}): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: SCREEN.width, height: SCREEN.height }, deviceScaleFactor: SCREEN.deviceScaleFactor, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (options.network !== false) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { page, cdp, close: () => context.close() };
}

/**
 * A finger's tap at (x, y): sent through the DevTools protocol, so it reaches the page's queue
 * at once, busy or not, and waits for nothing (Playwright's tap() waits until the page answers).
 */
export function touch(cdp: CDPSession, x: number, y: number): Promise<unknown> {
  return Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
}
