import puppeteer from 'puppeteer-core-10';
import { OLD_CHROMIUM_FLAGS, oldChromiumPath } from '../../../scripts/oldChromium';
import type { EngineDriver } from './driver';
import { puppeteerDriver } from './puppeteerDriver';

export { OLD_CHROMIUM_VERSION } from '../../../scripts/oldChromium';

/**
 * The old Chromium, driven by the puppeteer-core of its day (10), in a fresh profile that puppeteer
 * makes and removes. Its pop-up blocker stays on, as in a visitor's browser.
 */
export async function openOldChromium(options: { javaScript?: boolean } = {}): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    executablePath: await oldChromiumPath(),
    headless: true,
    args: OLD_CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-popup-blocking'],
    defaultViewport: null,
  });
  const [page] = await browser.pages();
  const scripted = options.javaScript !== false;
  if (!scripted) await page!.setJavaScriptEnabled(false);
  return puppeteerDriver(browser as never, page as never, scripted);
}
