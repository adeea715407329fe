import puppeteer from 'puppeteer-core';
import type { EngineDriver } from './driver';
import { puppeteerDriver } from './puppeteerDriver';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR (scripts/ensure-system-packages.sh installs it), driven by puppeteer-core
 * over WebDriver BiDi, in a fresh profile that puppeteer makes and removes.
 */
export async function openFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Puppeteer turns the pop-up blocker off; a visitor's Firefox has it on.
      'dom.disable_open_during_load': true,
      // Nothing leaves this machine: every outside address goes to a proxy port where nothing
      // listens (the loopback address, the site under test, is never proxied). The test reads
      // the address a chat tab was opened at.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': 1,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': 1,
      'network.proxy.share_proxy_settings': false,
    },
  });
  const [page] = await browser.pages();
  return puppeteerDriver(browser as never, page as never);
}
