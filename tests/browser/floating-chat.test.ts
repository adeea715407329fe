import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { realContent } from '../unit/support/content';
import { baseUrl, browserForFile, hydrated, PHONE } from './support/browser';
import { finishAnimations } from './support/settle';
import { chatOpenedBy, chatRequest, dataLayer, QUOTE_EVENT } from './support/chat';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

// By its label, not its role: while hidden it is (rightly) out of the accessibility tree.
const floating = (page: Page) => page.locator(`a[data-quote][aria-label^="${content.ui.floatingChat}"]`);

/**
 * Whether the button can be seen and pressed (the topmost thing at its centre), and how long
 * after the first paint this was asked.
 */
const state = (page: Page) =>
  floating(page).evaluate((link) => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
    const box = link.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return { sinceFirstPaint: performance.now() - paint, shown: !!top && link.contains(top), opacity: Number(getComputedStyle(link.parentElement!).opacity) };
  });

/** The button's state once `ms` have passed since the first paint (polled from here: it also runs with JavaScript off). */
async function at(page: Page, ms: number) {
  for (;;) {
    const now = await state(page);
    if (now.sinceFirstPaint >= ms) return now;
    await new Promise((r) => setTimeout(r, Math.min(50, ms - now.sinceFirstPaint)));
  }
}

/**
 * The button as it is once its delay has passed: its entrance (a CSS animation, on the browser's
 * own timeline, which Playwright's clock does not drive) brought to its end rather than waited for.
 * When it appears on its own is tested first, below, in real time.
 */
async function shown(page: Page) {
  await floating(page).waitFor({ state: 'attached' });
  await hydrated(page);
  await finishAnimations(page);
  await floating(page).waitFor({ state: 'visible' });
}

/** How long after the first paint the button waits before it appears (content/constants.json). */
const delay = () => content.constants.floatingButtonDelayMs;

describe('floating chat button', () => {
  for (const [name, options] of [
    ['', {}],
    [' under reduced motion (without the fade)', { reducedMotion: 'reduce' as const }],
    [' with JavaScript off', { javaScriptEnabled: false }],
  ] as const) {
    it(`is hidden early in its delay (constants.floatingButtonDelayMs) and shown once it has passed${name}`, async () => {
      const { context, page } = await browser.newPage({ viewport: PHONE, ...options });
      await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
      const early = await at(page, delay() / 4);
      expect(early.sinceFirstPaint).toBeLessThan(delay() - 100); // the check really came before the delay ended
      expect(early.shown).toBe(false);
      // Its 300 ms rise (none under reduced motion) has ended by then.
      const later = await at(page, delay() + 500);
      expect(later.shown).toBe(true);
      if ('reducedMotion' in options) expect(later.opacity).toBe(1);
      await context.close();
    });
  }

  it('opens the chat and counts the quote action', async () => {
    const { context, page } = await browser.openPage(content.pages.produtos.path, { viewport: PHONE });
    await shown(page);
    const chat = await chatOpenedBy(context, () => floating(page).click());
    expect(chatRequest(chat, content.site.chat.number)).toBe(content.site.chat.message);
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT]);
    await context.close();
  });

  it('keeps clear of the safe-area insets (notch, home indicator)', async () => {
    const { context, page } = await browser.openPage('/', { viewport: PHONE });
    await shown(page); // the rise has ended
    const plain = (await floating(page).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride' as never, { insets: { top: 47, left: 0, right: 20, bottom: 34 } } as never);
    await expect.poll(async () => (await floating(page).boundingBox())!.y).toBe(plain.y - 34);
    expect((await floating(page).boundingBox())!.x).toBe(plain.x - 20);
    const { width, height } = PHONE;
    expect(plain.x + plain.width).toBeLessThanOrEqual(width - 16);
    expect(plain.y + plain.height).toBeLessThanOrEqual(height - 16);
    await context.close();
  });

  /**
   * Scrolls the whole page in small steps and, wherever the button's box overlaps something it
   * must never cover, asks the browser what is on top there: it must be that thing, not the button.
   */
  async function coveredWhileScrolling(page: Page, protectedSelector: string) {
    return page.evaluate(async ({ selector, label }) => {
      // The frame that shows the new scroll position has been rendered (its observers run).
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const button = [...document.querySelectorAll('a[data-quote]')].find((a) => a.getAttribute('aria-label')?.startsWith(label))!;
      const targets = [...document.querySelectorAll<HTMLElement>(selector)];
      const covered: string[] = [];
      let shownAt = 0;
      const max = document.documentElement.scrollHeight - innerHeight;
      for (let y = 0; y <= max + 40; y += 40) {
        scrollTo(0, Math.min(y, max));
        await frame();
        const b = button.getBoundingClientRect();
        const onTop = (x: number, yy: number) => document.elementFromPoint(x, yy);
        if (button.contains(onTop(b.x + b.width / 2, b.y + b.height / 2))) shownAt += 1;
        for (const target of targets) {
          const t = target.getBoundingClientRect();
          const left = Math.max(b.left, t.left) + 1, right = Math.min(b.right, t.right) - 1;
          const top = Math.max(b.top, t.top) + 1, bottom = Math.min(b.bottom, t.bottom) - 1;
          if (left >= right || top >= bottom) continue;
          for (const [x, yy] of [[left, top], [right, top], [left, bottom], [right, bottom], [(left + right) / 2, (top + bottom) / 2]] as const) {
            if (button.contains(onTop(x, yy))) covered.push(`${target.textContent?.trim().slice(0, 30)} at scroll ${scrollY}`);
          }
        }
      }
      return { covered, shownAt };
    }, { selector: protectedSelector, label: content.ui.floatingChat });
  }

  it('at 360 px never covers the footer’s contact details, on any page, while shown elsewhere', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const { home, produtos, beneficios, contato } = content.pages;
    for (const route of [home.path, produtos.path, beneficios.path, contato.path]) {
      await page.goto(`${baseUrl()}${route}`);
      await shown(page);
      const result = await coveredWhileScrolling(page, 'footer li, footer a');
      expect(result.covered, route).toEqual([]);
      if (route !== contato.path) expect(result.shownAt, `${route}: the button was never on show, nothing was tested`).toBeGreaterThan(5);
    }
    await context.close();
  }, 120_000);

  it('at 360 px never covers the quote form’s submit button or the contact page’s details', async () => {
    const { context, page } = await browser.openPage(content.pages.contato.path, { viewport: PHONE });
    await shown(page);
    const result = await coveredWhileScrolling(page, 'form[data-quote] button[type="submit"], form[data-quote] input, form[data-quote] textarea, aside dd');
    expect(result.covered).toEqual([]);
    await context.close();
  }, 60_000);
});
