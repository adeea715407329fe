import { within } from '../../support/within';
import { aimAt, baseUrl, settleInView, type EngineDriver, type PageFunction } from './driver';

/*
 * The part of puppeteer's API the driver uses, the same in puppeteer-core 10 (old Chromium, over
 * CDP) and 24 (Firefox, over WebDriver BiDi): each version's own types differ in detail, so the
 * adapter states what it relies on.
 */
interface Target {
  type(): string;
  url(): string;
  page(): Promise<Page | null>;
}
interface ElementHandle {
  evaluate(fn: (el: Element) => void): Promise<unknown>;
}
interface ConsoleMessage {
  type(): string;
  text(): string;
  location(): { url?: string };
}
interface Page {
  goto(url: string, options: { waitUntil: 'load'; timeout: number }): Promise<{ status(): number } | null>;
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  $(selector: string): Promise<ElementHandle | null>;
  hover(selector: string): Promise<void>;
  keyboard: { press(key: string): Promise<void>; type(text: string): Promise<void> };
  mouse: { move(x: number, y: number): Promise<void>; click(x: number, y: number): Promise<void> };
  bringToFront(): Promise<void>;
  evaluate(fn: string | ((arg: any) => unknown), arg?: unknown): Promise<any>;
  evaluateOnNewDocument(fn: () => void): Promise<unknown>;
  waitForFunction(fn: (arg: any) => unknown, options: { timeout: number; polling: number }, arg?: unknown): Promise<unknown>;
  on(event: 'console', handler: (message: ConsoleMessage) => void): unknown;
  on(event: 'pageerror', handler: (error: Error) => void): unknown;
  close(): Promise<void>;
}
interface Browser {
  version(): Promise<string>;
  targets(): Target[];
  waitForTarget(predicate: (target: Target) => boolean, options: { timeout: number }): Promise<Target>;
  close(): Promise<void>;
}

/** A driver over a browser launched by puppeteer (10 or 24): its first tab, reused; `scripted` false where the page's JavaScript is off. */
export async function puppeteerDriver(browser: Browser, page: Page, scripted = true): Promise<EngineDriver> {
  const engine = await browser.version();
  let errors: Array<Promise<{ text: string; url?: string }>> = [];
  /** The address of the page opened last, when the server answered it with 404 (the error page). */
  let notFound: string | undefined;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    errors.push(Promise.resolve({ text: `console error: ${message.text()}`, url }));
  });
  await page.evaluateOnNewDocument(errorsLoggedAsText);
  page.on('pageerror', (error) => errors.push(Promise.resolve({ text: `uncaught: ${error.message ?? String(error)}` })));
  /** Not the error page's own status, which the browser reports as a failed load: what the bucket answers, as it should. */
  const isError = ({ text, url }: { text: string; url?: string }) => !(notFound && url === notFound && /status of 404/.test(text));
  // The tab a visitor looks at has the focus (a headless Firefox tab otherwise has none, and fires no focus events).
  await page.bringToFront();
  const inPage = { evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) => page.evaluate(fn, arg) as Promise<R> };
  const inView = (selector: string) => settleInView(inPage, selector, engine, scripted);

  const driver: EngineDriver = {
    engine,
    async goto(path) {
      errors = [];
      const url = `${baseUrl()}${path}`;
      const response = await within(40_000, `${engine}: opening ${path}`, page.goto(url, { waitUntil: 'load', timeout: 30_000 }));
      notFound = response?.status() === 404 ? url : undefined;
    },
    setViewport: (size) => page.setViewport(size),
    async click(selector) {
      const { x, y } = await aimAt(inPage, selector, engine, scripted);
      await within(10_000, `${engine}: clicking ${selector}`, page.mouse.click(x, y));
    },
    async hover(selector) {
      await inView(selector);
      // From elsewhere first: a pointer already resting there (the last page's same link) would move nowhere.
      const height: number = await page.evaluate(() => innerHeight);
      await page.mouse.move(0, height - 1);
      await within(10_000, `${engine}: pointing at ${selector}`, page.hover(selector));
    },
    async type(selector, text) {
      await driver.click(selector);
      await within(10_000, `${engine}: typing into ${selector}`, page.keyboard.type(text));
    },
    press: (key) => within(10_000, `${engine}: pressing ${key}`, page.keyboard.press(key)),
    evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) => within(20_000, `${engine}: evaluating in the page`, page.evaluate(fn, arg)) as Promise<R>,
    async waitFor(what, fn, arg, ms = 10_000) {
      try {
        await within(ms + 5_000, `${engine}: ${what}`, page.waitForFunction(fn, { timeout: ms, polling: 50 }, arg));
      } catch (error) {
        throw new Error(`${engine}: ${what}: not so after ${ms / 1000} s (${(error as Error).message.split('\n')[0]})`, { cause: error });
      }
    },
    errors: async () => (await Promise.all(errors)).filter(isError).map(({ text }) => text),
    async newTabUrl(action) {
      const before = new Set(browser.targets());
      const opened = browser.waitForTarget((target) => !before.has(target) && target.type() === 'page' && addressOf(target.url()) !== undefined, { timeout: 10_000 });
      await action();
      const tab = await opened.catch(async (error) => {
        const others = browser.targets().filter((target) => !before.has(target) && target.type() === 'page');
        throw new Error(`${engine}: no tab opened at an http(s) address within 10 s (new tabs: ${JSON.stringify(others.map((t) => t.url()))})`, { cause: error });
      });
      const url = addressOf(tab.url())!;
      await (await tab.page())?.close();
      await page.bringToFront();
      return url;
    },
    close: () => browser.close(),
  };
  return driver;
}

/**
 * Runs in every page before its own scripts: an Error passed to `console.error` is logged as its
 * text and stack. Over WebDriver BiDi, Firefox sends an Error argument as an empty value, and the
 * message reads only "JSHandle@error"; the site's one `console.error` (an island that did not
 * hydrate) passes the Error itself.
 */
function errorsLoggedAsText(): void {
  const log = console.error.bind(console);
  // Chromium's stack starts with the error's name and message; Firefox's holds only the frames.
  const asText = (error: Error) => (error.stack?.startsWith(String(error)) ? error.stack : `${error}\n${error.stack ?? ''}`);
  console.error = (...args: unknown[]) => log(...args.map((arg) => (arg instanceof Error ? asText(arg) : arg)));
}

/**
 * The http(s) address a tab was opened at: its own, or, when its load failed (nothing outside this
 * machine answers), the one Firefox's error page names (`about:neterror?…&u=<address>`).
 */
function addressOf(url: string): string | undefined {
  if (/^https?:/.test(url)) return url;
  if (url.startsWith('about:neterror?')) return new URL(url).searchParams.get('u') ?? undefined;
  return undefined;
}
