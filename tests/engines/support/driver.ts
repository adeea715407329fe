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
 * Scrolls the first element `selector` matches to the middle of the view, then waits until its
 * place in the view has held across two rendered frames in a row, scrolling it back into view
 * while it is out. Frames, not time: whatever moves the page (a scroll, a band taking its height,
 * a control appearing) shows in a rendered frame, and on a busy machine two reads 50 ms apart can
 * both fall between the same two frames. A page without script renders no frame a test can count
 * (`scripted` false): there its place must hold over three reads instead.
 */
export async function settleInView(driver: Pick<EngineDriver, 'evaluate'>, selector: string, what: string, scripted = true): Promise<void> {
  let last: { top: number; frame: number } | undefined;
  let stillFrames = 0;
  await pollUntil(`${what}: ${selector} stays put in the view over two frames`, async () => {
    const now = await driver.evaluate(
      ({ target, first, countFrames }) => {
        // Each read asks for the next frame, which counts itself once rendered (rendering and script
        // tasks never interleave): a count that moved between two reads means a whole frame between
        // them. Without script, each read counts as one.
        const page = window as unknown as { testFramesRendered?: number; testFrameAsked?: boolean };
        page.testFramesRendered ??= 0;
        if (!countFrames) page.testFramesRendered += 1;
        else if (!page.testFrameAsked) {
          page.testFrameAsked = true;
          requestAnimationFrame(() => {
            page.testFramesRendered! += 1;
            page.testFrameAsked = false;
          });
        }
        const el = document.querySelector(target);
        if (!el) throw new Error(`nothing at ${target}`);
        const box = el.getBoundingClientRect();
        if (first || box.top < 0 || box.bottom > innerHeight) el.scrollIntoView({ block: 'center', inline: 'nearest' });
        return { top: Math.round(el.getBoundingClientRect().top), frame: page.testFramesRendered };
      },
      { target: selector, first: last === undefined, countFrames: scripted },
    );
    if (!last || now.top !== last.top) {
      stillFrames = 0;
      last = now;
    } else if (now.frame > last.frame) {
      stillFrames += 1;
      last = now;
    }
    return stillFrames >= 2;
  });
}

/**
 * Where a pointer should press to click the first element `selector` matches: its middle, read once
 * it has held still in the view over two frames (settleInView), and checked to be the element
 * there, not something laid over it. The drivers press there themselves rather than through the
 * engine's own element click, which scrolls and aims on its own: under load WebKitWebDriver's
 * pressed on the testimonials' pause button while the page already had it 249 px higher, and
 * released over the testimonial's text (issue #45).
 */
export async function aimAt(driver: Pick<EngineDriver, 'evaluate'>, selector: string, what: string, scripted = true): Promise<{ x: number; y: number }> {
  await settleInView(driver, selector, what, scripted);
  const aim = await driver.evaluate((target) => {
    const el = document.querySelector(target)!;
    const box = el.getBoundingClientRect();
    const x = Math.round(box.left + box.width / 2);
    const y = Math.round(box.top + box.height / 2);
    const hit = document.elementFromPoint(x, y);
    return { x, y, covered: hit && !el.contains(hit) ? hit.outerHTML.slice(0, 120) : null };
  }, selector);
  if (aim.covered) throw new Error(`${what}: ${selector} is covered at its middle (${aim.x}, ${aim.y}) by ${aim.covered}`);
  return { x: aim.x, y: aim.y };
}
