import type { Page } from 'playwright-core';
import { touch, type Phone } from '../lab/phone';

/** Resolves once the page has rendered two more frames. */
export const twoFramesOn = (page: Page) => page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');

/** A CSS selector for the elements an accessible name is given to by `aria-label`. */
export const labelled = (label: string): string => `[aria-label=${JSON.stringify(label)}]`;

/**
 * A visitor's hand on the phone's page: finds what it touches with plain DOM queries and touches
 * it through the DevTools protocol. No Playwright locator, wait or action: any of them injects
 * Playwright's script into the page, which listens (capture, not passive) for every pointer, touch
 * and mouse event on `window`, and at the low tier those listeners took 10–25 ms of each tap.
 */
export interface Hand {
  /** Resolves once an element matching `selector` is shown (not hidden, not inert). */
  waitFor(selector: string, timeoutMs?: number): Promise<void>;
  /** Brings the first shown match into view, to the middle of the screen when it is not in view. */
  bringIntoView(selector: string): Promise<void>;
  /** Touches the middle of the first shown match (`centre`). */
  tap(selector: string): Promise<void>;
  /** Touches a field, then types into it as a phone's keyboard does. */
  type(selector: string, text: string): Promise<void>;
  /** Moves focus to the first shown match, as a finger on its way to it would hold a timer. */
  focus(selector: string): Promise<void>;
  /**
   * The middle of the first shown match, brought into view, once it has stayed there two frames
   * and a touch there reaches it and nothing over it: a band rendered only as it nears the screen
   * (content-visibility) takes its real height at the frame after the scroll that brought it
   * near, and a point read before that lands on whatever is there then.
   */
  centre(selector: string): Promise<{ x: number; y: number }>;
}

/**
 * Runs in the page: the first element matching `selector` that is shown, or null. Shown has a
 * box too: soon after load, inside a band whose rendering the browser skips (content-visibility),
 * an element matched and was visible with a zero box, and scrolling to it went nowhere.
 */
function firstShown(selector: string): HTMLElement | null {
  const shown = (el: HTMLElement) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().height > 0 && !el.closest('[inert]');
  return [...document.querySelectorAll<HTMLElement>(selector)].find(shown) ?? null;
}

export function handOn(phone: Phone): Hand {
  const { page, cdp } = phone;
  // Sent as source: the function runs in the page, where this module's names do not exist.
  const inPage = <T>(body: string, selector: string) => page.evaluate(`((selector) => { const el = (${firstShown})(selector); ${body} })(${JSON.stringify(selector)})`) as Promise<T>;
  const hand: Hand = {
    async waitFor(selector, timeoutMs = 60_000) {
      const started = Date.now();
      while (!(await inPage<boolean>('return el !== null;', selector))) {
        if (Date.now() - started > timeoutMs) throw new Error(`${page.url()}: nothing shown matches ${selector} within ${timeoutMs} ms`);
        await page.waitForTimeout(100);
      }
    },
    async bringIntoView(selector) {
      await hand.waitFor(selector);
      await inPage('const r = el.getBoundingClientRect(); if (r.top < 0 || r.bottom > innerHeight) el.scrollIntoView({ block: "center" });', selector);
    },
    async centre(selector) {
      const read = () =>
        inPage<{ x: number; y: number } | null>(
          'const r = el.getBoundingClientRect(); const x = r.x + r.width / 2, y = r.y + r.height / 2; return el.contains(document.elementFromPoint(x, y)) ? { x, y } : null;',
          selector,
        );
      let last: { x: number; y: number } | null = null;
      for (let frame = 0; frame < 30; frame++) {
        await hand.bringIntoView(selector);
        const point = await read();
        // Settled: the same point two frames running (bands near the screen render at the next frame).
        if (point && last && point.x === last.x && point.y === last.y) return point;
        last = point;
        await twoFramesOn(page);
      }
      throw new Error(`${page.url()}: ${selector} did not settle where a touch reaches it`);
    },
    async tap(selector) {
      const { x, y } = await hand.centre(selector);
      await touch(cdp, x, y);
    },
    async type(selector, text) {
      await hand.tap(selector);
      await cdp.send('Input.insertText', { text });
    },
    async focus(selector) {
      await hand.waitFor(selector);
      await inPage('el.focus();', selector);
    },
  };
  return hand;
}
