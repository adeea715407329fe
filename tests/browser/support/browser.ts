import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };

/** Debian's Chromium, with the flags this closed network needs (scripts/ensure-chromium.sh installs it). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  hasTouch?: boolean;
}

/**
 * A browser context that never leaves this machine: chat links are answered locally (the
 * test reads what was asked for) and any other outside request is refused.
 */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    hasTouch: options.hasTouch ?? false,
    isMobile: options.hasTouch ?? false,
  });
  const local = new URL(baseUrl()).host;
  await context.route(
    (url) => url.host !== local,
    (route) =>
      /(^|\.)wa\.me$/.test(new URL(route.request().url()).host)
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>chat' })
        : route.abort('blockedbyclient'),
  );
  return context;
}

/** Waits until every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]:not([data-hydrate="visible"])')].every((box) => box.hasAttribute('data-hydrated')),
  );
}
