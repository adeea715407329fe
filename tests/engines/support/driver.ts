import { inject } from 'vitest';
import { within } from '../../support/within';

export const baseUrl = () => inject('baseUrl');

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** A function run in the page: self-contained (it reaches nothing of the test's), its argument and result plain JSON. */
export type PageFunction<A, R> = (arg: A) => R;

/**
 * What the behaviours ask of a browser, whatever drives it (puppeteer over CDP or WebDriver BiDi,
 * or classic WebDriver): one tab, reused from page to page.
 */
export interface EngineDriver {
  /** The engine and its version, as the browser reports it: for failure messages. */
  readonly engine: string;
  /** Opens a path of the site under test and waits for its `load` event; the errors recorded so far are dropped. */
  goto(path: string): Promise<void>;
  /** The page's layout viewport, in CSS pixels (the window around it where the engine has one). */
  setViewport(size: { width: number; height: number }): Promise<void>;
  /**
   * A real pointer click at the middle of the first element `selector` matches, scrolled to the
   * middle of the view first and left there until it stops moving (a page that grows as its lazy
   * images arrive would move it from under the pointer).
   */
  click(selector: string): Promise<void>;
  /** The pointer moved over the middle of the first element `selector` matches, scrolled to the middle of the view first. */
  hover(selector: string): Promise<void>;
  /** Clicks the first element `selector` matches, then types into it key by key, as a visitor would. */
  type(selector: string, text: string): Promise<void>;
  /** A real key press (keydown and keyup) sent to whatever has the focus. */
  press(key: 'Escape'): Promise<void>;
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** Polls `fn` in the page until it returns true, or fails naming `what` after `ms`. */
  waitFor<A>(what: string, fn: PageFunction<A, boolean>, arg: A, ms?: number): Promise<void>;
  /** The uncaught errors and console errors of the page opened by the last `goto`, in the order they came. */
  errors(): Promise<string[]>;
  /** Runs `action`, which opens a tab, and returns the address that tab was opened at, then closes it. */
  newTabUrl(action: () => Promise<void>): Promise<string>;
  close(): Promise<void>;
}


/** Asks `check` every 50 ms (its own round trip to the browser aside) until it is true, for at most `ms`. */
export async function pollUntil(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await within(ms, what, check())) return;
    if (Date.now() > end) throw new Error(`${what}: still false after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Scrolls the first element `selector` matches to the middle of the view, then waits until two
 * reads of its place in the view agree, scrolling it back into view while it is out.
 */
export async function settleInView(driver: Pick<EngineDriver, 'evaluate'>, selector: string, what: string): Promise<void> {
  let last = NaN;
  await pollUntil(`${what}: ${selector} stays put in the view`, async () => {
    const top = await driver.evaluate(
      ({ target, first }) => {
        const el = document.querySelector(target);
        if (!el) throw new Error(`nothing at ${target}`);
        const box = el.getBoundingClientRect();
        if (first || box.top < 0 || box.bottom > innerHeight) el.scrollIntoView({ block: 'center', inline: 'nearest' });
        return Math.round(el.getBoundingClientRect().top);
      },
      { target: selector, first: Number.isNaN(last) },
    );
    const still = top === last;
    last = top;
    return still;
  });
}
