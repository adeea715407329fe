import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { palette } from '../../src/theme/palette';
import { realContent } from '../unit/support/content';
import { baseUrl, browserForFile, holdScripts, hydrated, PHONE } from './support/browser';
import { accessibleState, withoutScrollTimelines } from './support/header';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

/** The navigation's name for the page at `path`. */
const navName = (path: string) => content.navigation.items.find((item) => item.path === path)!.name;

const headerBackground = (page: Page) => page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);

/**
 * Where the header needs its island (`withoutScrollTimelines`), it hydrates when first pointed
 * at, touched or focused: point at it, and wait.
 */
async function pointAtHeader(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('header a[href="/"]').first().hover();
  await page.waitForSelector('[data-island="Header"][data-hydrated]', { state: 'attached' });
}

/** A palette colour as the browser reports a computed one. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('header', () => {
  it('is transparent at the top and turns solid past 50 px of scroll, by its styles alone', async () => {
    const { context, page } = await browser.openPage('/');
    await hydrated(page);
    expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => headerBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('runs no script where the browser has popovers and scroll timelines: pointed at and used, its island never hydrates', async () => {
    const { context, page } = await browser.openPage('/contato/', { viewport: PHONE });
    await hydrated(page);
    await page.locator('header a[href="/"]').first().hover();
    await page.getByRole('button', { name: content.ui.menu.open }).click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // Islands hydrate one at a time, in turn: once the form's, touched after, has hydrated, the
    // header's would have too, had the touch asked for it.
    await page.locator('form[data-quote] [name="nome"]').focus();
    await page.waitForSelector('[data-island="QuoteForm"][data-hydrated]', { state: 'attached' });
    expect(await page.locator('[data-island="Header"]').getAttribute('data-hydrated')).toBeNull();
    await context.close();
  });

  it('solid on a page reloaded mid-scroll, before any scroll event', async () => {
    const { context, page } = await browser.openPage('/beneficios/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => headerBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
    await context.close();
  });

  it('turns solid past 50 px even before hydration (JavaScript off)', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { context, page } = await browser.openPage('/beneficios/', { javaScriptEnabled: false, reducedMotion });
      expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo(0, 60));
      await expect.poll(() => headerBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
      await context.close();
    }
  });

  it('keeps the current page\'s mark visible on the light header: brass over the hero, deeper brass once solid', async () => {
    const { context, page } = await browser.openPage('/contato/');
    const mark = () => page.locator('header nav a[aria-current="page"]').first().evaluate((el) => getComputedStyle(el).borderBottomColor);
    expect(await mark()).toBe(rgb(palette.brass));
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(mark).toBe(rgb(palette.brassDeep));
    await context.close();
  });

  it('where the browser has no scroll timelines (Firefox), is solid until it hydrates, then follows the scroll', async () => {
    // Chromium has scroll timelines, so the page is served as such a browser reads its styles:
    // each `@supports` on them decided the other way, and the island runtime told the same.
    const { context, page } = await browser.newPage({ bypassCsp: true });
    await withoutScrollTimelines(page);
    const conditions = { '(animation-timeline: scroll())': 'not (display: block)', 'not (animation-timeline: scroll())': '(display: block)' };
    let swapped = 0;
    await page.route('**/beneficios/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/@supports ((?:not )?\(animation-timeline: scroll\(\)\))/g, (_, condition: keyof typeof conditions) => {
        swapped += 1;
        return `@supports ${conditions[condition]}`;
      });
      await route.fulfill({ response, body });
    });
    await page.goto(`${baseUrl()}/beneficios/`);
    expect(swapped, 'the inline styles hold both conditions').toBe(2);
    expect(await page.locator('header').evaluate((el) => el.closest('[data-hydrated]'))).toBeNull();
    for (const y of [0, 400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => headerBackground(page), { message: `scrolled to ${y}` }).toBe('rgba(250, 247, 242, 0.86)');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await pointAtHeader(page);
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => headerBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
    await expect.poll(() => page.locator('header').getAttribute('data-scrolled')).toBe('true');
    await context.close();
  });

  it('marks the current page in the navigation, with or without the trailing slash', async () => {
    const { context, page } = await browser.newPage();
    for (const url of ['/contato/', '/contato']) {
      await page.goto(`${baseUrl()}${url}`);
      const current = page.locator('header nav a[aria-current="page"]');
      await expect.poll(() => current.first().textContent()).toBe(navName('/contato/'));
    }
    await context.close();
  });
});

describe('mobile menu at 360 px', () => {
  const MENU_BUTTON = 'button[aria-controls="site-menu"]';

  it('opens as the browser\'s popover, its button saying so, and a link closes it and opens its page at the top', async () => {
    const { context, page } = await browser.openPage('/', { viewport: PHONE });
    await hydrated(page);
    await expect.poll(() => accessibleState(page, MENU_BUTTON)).toEqual({ name: content.ui.menu.open, expanded: false });

    await page.getByRole('button', { name: content.ui.menu.open }).click();
    const menu = page.locator('#site-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => accessibleState(page, MENU_BUTTON)).toEqual({ name: content.ui.menu.close, expanded: true });

    await menu.getByRole('link', { name: navName('/beneficios/') }).click();
    await page.waitForURL(`${baseUrl()}/beneficios/`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    await context.close();
  });

  it('Escape closes the open menu', async () => {
    const { context, page } = await browser.openPage('/produtos/', { viewport: PHONE });
    await page.getByRole('button', { name: content.ui.menu.open }).click();
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(false);
    await expect.poll(() => accessibleState(page, MENU_BUTTON)).toEqual({ name: content.ui.menu.open, expanded: false });
    await context.close();
  });

  it('tapped before any script has come, opens at once and says so; a second tap closes it', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE, hasTouch: true });
    await holdScripts(page);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: content.ui.menu.open }).tap();
    const menu = page.locator('#site-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => accessibleState(page, MENU_BUTTON)).toEqual({ name: content.ui.menu.close, expanded: true });
    await page.getByRole('button', { name: content.ui.menu.close }).tap();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it('where the header needs its island (no scroll timelines), a tap before its code has come opens at once, and the island takes over', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE, hasTouch: true });
    await withoutScrollTimelines(page);
    const { release } = await holdScripts(page);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('button', { name: content.ui.menu.open }).tap();
    const menu = page.locator('#site-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.locator('[data-island="Header"]').getAttribute('data-hydrated')).toBeNull();

    release();
    await page.waitForSelector('[data-island="Header"][data-hydrated]', { state: 'attached' });
    const close = page.getByRole('button', { name: content.ui.menu.close });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await close.tap();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => accessibleState(page, MENU_BUTTON)).toEqual({ name: content.ui.menu.open, expanded: false });
    await context.close();
  });

  it('opens with JavaScript off, its button saying so, and its links work', async () => {
    const { context, page } = await browser.openPage('/', { viewport: PHONE, javaScriptEnabled: false });
    await page.getByRole('button', { name: content.ui.menu.open }).click();
    const menu = page.locator('#site-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => accessibleState(page, MENU_BUTTON)).toEqual({ name: content.ui.menu.close, expanded: true });
    await menu.getByRole('link', { name: navName('/contato/') }).click();
    await page.waitForURL(`${baseUrl()}/contato/`);
    await context.close();
  });
});

describe('an island that throws', () => {
  it('leaves the header as the server sent it, working as without script, and reports the error once', async () => {
    const { ui } = await realContent();
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // A browser whose selectors do not know `:popover-open` (Chrome before 114) throws in the
    // header's effect, as such a browser threw before the island tested for popovers. (Told there
    // are no scroll timelines either, Chromium hydrates the header, as such a browser does.)
    await withoutScrollTimelines(page);
    await page.addInitScript(() => {
      const matches = Element.prototype.matches;
      Element.prototype.matches = function (this: Element, selector: string) {
        if (selector.includes(':popover-open')) throw new DOMException(`'${selector}' is not a valid selector`, 'SyntaxError');
        return matches.call(this, selector);
      } as typeof matches;
    });
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    const box = page.locator('[data-island="Header"]');
    const serverMarkup = await box.innerHTML();
    await page.locator('header a[href="/"]').first().hover();
    await page.waitForSelector('[data-island="Header"][data-island-failed]', { state: 'attached' });

    expect(await box.innerHTML()).toBe(serverMarkup);
    await page.getByRole('button', { name: ui.menu.open }).click();
    const menu = page.locator('#site-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(':popover-open');
    await context.close();
  });
});
