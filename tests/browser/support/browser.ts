import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROME_FLAGS, CHROMIUM_PATH } from '../../../perf/lab/chromeFlags';
import { within } from '../../support/within';

export const baseUrl = () => inject('baseUrl');

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1440, height: 900 };

export interface LaunchOptions {
  blockPopups?: boolean;
  backForwardCache?: boolean;
}

/**
 * Debian's Chromium, with the flags this closed network needs (scripts/ensure-system-packages.sh installs it).
 * `blockPopups` keeps Chromium's own pop-up blocker on (Playwright turns it off by default), so a
 * tab opened without a user gesture is really blocked. `backForwardCache` keeps the back/forward
 * cache on, as in a visitor's browser (Playwright turns it off by default).
 */
function launch(options: LaunchOptions): Promise<Browser> {
  const defaultsDropped = [options.blockPopups && '--disable-popup-blocking', options.backForwardCache && '--disable-back-forward-cache'].filter(
    (flag): flag is string => typeof flag === 'string',
  );
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: defaultsDropped.length ? defaultsDropped : undefined,
    args: [
      // The flags Lighthouse runs with; Playwright sets headless mode itself.
      ...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
      // A safety net under the routes of newContext: a tab the browser opens on its own (middle
      // click) is not routed, and must still never reach the network.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  hasTouch?: boolean;
  /** The site under test, when it is not the build every test shares (a variant built by the test). */
  siteUrl?: string;
  /** Lets a test serve the page's own inline styles changed (the page's CSP allows them by hash). */
  bypassCsp?: boolean;
  /** Other servers of this machine the page may reach, by host (`127.0.0.1:8081`): the editor's local backend. */
  alsoReach?: string[];
}

/**
 * A browser context that never leaves this machine: chat links are answered locally (the
 * test reads what was asked for) and any other outside request is refused.
 */
async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    hasTouch: options.hasTouch ?? false,
    isMobile: options.hasTouch ?? false,
    bypassCSP: options.bypassCsp ?? false,
  });
  const local = new Set([new URL(options.siteUrl ?? baseUrl()).host, ...(options.alsoReach ?? [])]);
  await context.route(
    (url) => !local.has(url.host),
    (route) =>
      /(^|\.)wa\.me$/.test(new URL(route.request().url()).host)
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>chat' })
        : route.abort('blockedbyclient'),
  );
  return context;
}

/** The browser a test file's tests share, and the pages they open in it, each in a context of its own. */
export interface TestBrowser {
  /** A context that never leaves this machine (`newContext`). */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A blank page in a context of its own. */
  newPage(options?: ContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** A page in a context of its own, at `route` of the site under test. */
  openPage(route: string, options?: ContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

/** The browser of the test file that calls this at its top: launched before the file's tests, closed after them. */
export function browserForFile(options: LaunchOptions = {}): TestBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(options);
  });
  afterAll(() => browser?.close());
  const launched = () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: open pages in tests and hooks, not while the file loads');
    return browser;
  };
  const newPage = async (contextOptions: ContextOptions = {}) => {
    const context = await newContext(launched(), contextOptions);
    return { context, page: await context.newPage() };
  };
  return {
    newContext: (contextOptions = {}) => newContext(launched(), contextOptions),
    newPage,
    async openPage(route, contextOptions = {}) {
      const opened = await newPage(contextOptions);
      await opened.page.goto(`${contextOptions.siteUrl ?? baseUrl()}${route}`);
      return opened;
    },
  };
}


/**
 * Waits until the page's island runtime runs (the boot script has started it, after `load` and
 * idle time, and its entry has been evaluated), then until every island that hydrates without
 * waiting for the visitor (not `visible`, not `interaction`) has hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-painting'));
  // The boot script imported the entry first and runs it as soon as it is evaluated, so the same
  // import resolves here just after the runtime has started.
  // (A string: vitest would rewrite an import() written in a function.)
  await within(
    30_000,
    `${page.url()}: importing the page's entry`,
    page.evaluate(`(async () => {
      const entry = document.querySelector('script[data-entry]')?.dataset.entry;
      if (entry) await import(entry);
    })()`),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]:not([data-hydrate])')].every((box) => box.hasAttribute('data-hydrated')),
  );
}

/**
 * Stops the site's clock (installed with `page.clock.install()` before the page loaded, running
 * until now) at about the present moment: from here its timers and `Date` move only with
 * `page.clock.runFor()`, so a test steps through a 5 s timer without waiting 5 s.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    // A little ahead of the page's time, which keeps running until the pause lands.
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (!/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Holds every script the page asks for (by default, all of the site's) until `release()`: the
 * moments before the page's code arrives, which a slow network stretches to seconds.
 */
export async function holdScripts(page: Page, url: string | RegExp = '**/assets/*.js'): Promise<{ release: () => void; requested: string[] }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(url, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}
