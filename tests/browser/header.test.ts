import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { palette } from '../../src/theme/palette';
import { realContent } from '../unit/support/content';
import { baseUrl, browserForFile, holdScripts, hydrated, PHONE } from './support/browser';
import { accessibleState, withoutScrollTimelines } from './support/header';
import { finishAnimations } from './support/settle';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

/** The navigation's name for the page at `path`. */
const navName = (path: string) => content.navigation.items.find((item) => item.path === path)!.name;

const headerBackground = (page: Page) => page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);

/** The header's background once a change of it under way (a transition) has run its course. */
async function settledBackground(page: Page): Promise<string> {
  await finishAnimations(page);
  return headerBackground(page);
}

/** Scroll positions around the header's threshold (content/constants.json): short of it, just past it, and well past it. */
const shortOfThreshold = () => Math.max(0, content.constants.headerScrollThresholdPx - 10);
const pastThreshold = () => content.constants.headerScrollThresholdPx + 10;
const wellPastThreshold = () => content.constants.headerScrollThresholdPx + 400;

const scrollPageTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

/**
 * Keeps the page's scroll events from its own code, from the first byte of every document it
 * loads: what the header shows then comes from where the page is, never from being told it moved.
 */
async function withoutScrollEvents(page: Page): Promise<void> {
  await page.addInitScript(() =>
    addEventListener('scroll', (event) => event.target === document && event.stopImmediatePropagation(), { capture: true }),
  );
}

/**
 * Serves the page at `path` (and its reloads) as a browser without scroll timelines (Firefox)
 * reads its styles: each `@supports` on them decided the other way. With `withoutScrollTimelines`,
 * which tells the island runtime the same, Chromium then shows what such a browser shows.
 * `swapped` is how many conditions the last response had swapped.
 */
async function servedWithoutScrollTimelines(page: Page, path: string): Promise<{ swapped: number }> {
  const conditions = { '(animation-timeline: scroll())': 'not (display: block)', 'not (animation-timeline: scroll())': '(display: block)' };
  const served = { swapped: 0 };
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    let swapped = 0;
    const body = (await response.text()).replace(/@supports ((?:not )?\(animation-timeline: scroll\(\)\))/g, (_, condition: keyof typeof conditions) => {
      swapped += 1;
      return `@supports ${conditions[condition]}`;
    });
    served.swapped = swapped;
    await route.fulfill({ response, body });
  });
  return served;
}

/** Reloads the page scrolled to `y`, and checks the browser brought it back there. */
async function reloadScrolledTo(page: Page, y: number): Promise<void> {
  await scrollPageTo(page, y);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the reload brought the page back where it was' }).toBe(y);
}

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
  it('is transparent at the top and turns solid once scrolled past its threshold (constants.headerScrollThresholdPx), by its styles alone', async () => {
    const { context, page } = await browser.openPage('/');
    await hydrated(page);
    expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await scrollPageTo(page, shortOfThreshold());
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await scrollPageTo(page, pastThreshold());
    await expect.poll(() => headerBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('runs no script where the browser has popovers and scroll timelines: pointed at and used, its island never hydrates', async () => {
    const { context, page } = await browser.openPage(content.pages.contato.path, { viewport: PHONE });
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
    const { context, page } = await browser.newPage();
    await withoutScrollEvents(page);
    await page.goto(`${baseUrl()}${content.pages.beneficios.path}`);
    await reloadScrolledTo(page, wellPastThreshold());
    // The page's code has run too: whatever it does, it is told of no scroll.
    await hydrated(page);
    await expect.poll(() => settledBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
    await context.close();
  });

  it('turns solid past its threshold even before hydration (JavaScript off)', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { context, page } = await browser.openPage(content.pages.beneficios.path, { javaScriptEnabled: false, reducedMotion });
      expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await scrollPageTo(page, shortOfThreshold());
      await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
      await scrollPageTo(page, pastThreshold());
      await expect.poll(() => headerBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
      await context.close();
    }
  });

  it('keeps the current page\'s mark visible on the light header: brass over the hero, deeper brass once solid', async () => {
    const { context, page } = await browser.openPage(content.pages.contato.path);
    const mark = () => page.locator('header nav a[aria-current="page"]').first().evaluate((el) => getComputedStyle(el).borderBottomColor);
    expect(await mark()).toBe(rgb(palette.brass));
    await scrollPageTo(page, pastThreshold());
    await expect.poll(mark).toBe(rgb(palette.brassDeep));
    await context.close();
  });

  it('where the browser has no scroll timelines (Firefox), is solid until it hydrates, then follows the scroll', async () => {
    // Chromium has scroll timelines, so the page is served as such a browser reads its styles:
    // each `@supports` on them decided the other way, and the island runtime told the same.
    const { context, page } = await browser.newPage({ bypassCsp: true });
    await withoutScrollTimelines(page);
    const served = await servedWithoutScrollTimelines(page, content.pages.beneficios.path);
    await page.goto(`${baseUrl()}${content.pages.beneficios.path}`);
    expect(served.swapped, 'the inline styles hold both conditions').toBe(2);
    expect(await page.locator('header').evaluate((el) => el.closest('[data-hydrated]'))).toBeNull();
    for (const y of [0, 400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => headerBackground(page), { message: `scrolled to ${y}` }).toBe('rgba(250, 247, 242, 0.86)');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await pointAtHeader(page);
    await expect.poll(() => headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await scrollPageTo(page, pastThreshold());
    await expect.poll(() => headerBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
    await expect.poll(() => page.locator('header').getAttribute('data-scrolled')).toBe('true');
    await context.close();
  });

  it('where the browser has no scroll timelines (Firefox), solid on a page reloaded mid-scroll once its island has hydrated, before any scroll event', async () => {
    const { context, page } = await browser.newPage({ bypassCsp: true });
    await withoutScrollTimelines(page);
    const served = await servedWithoutScrollTimelines(page, content.pages.beneficios.path);
    await withoutScrollEvents(page);
    await page.goto(`${baseUrl()}${content.pages.beneficios.path}`);
    await reloadScrolledTo(page, wellPastThreshold());
    expect(served.swapped, 'the reloaded page is served as such a browser reads it').toBe(2);
    // Solid until it hydrates whatever the scroll: only the island's own reading of it can be checked.
    await pointAtHeader(page);
    await expect.poll(() => settledBackground(page)).toBe('rgba(250, 247, 242, 0.86)');
    expect(await page.locator('header').getAttribute('data-scrolled')).toBe('true');
    await context.close();
  });

  it('marks the current page in the navigation, with or without the trailing slash', async () => {
    const { context, page } = await browser.newPage();
    const contact = content.pages.contato.path;
    for (const url of [contact, contact.replace(/\/$/, '')]) {
      await page.goto(`${baseUrl()}${url}`);
      const current = page.locator('header nav a[aria-current="page"]');
      await expect.poll(() => current.first().textContent()).toBe(navName(contact));
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

    await menu.getByRole('link', { name: navName(content.pages.beneficios.path) }).click();
    await page.waitForURL(`${baseUrl()}${content.pages.beneficios.path}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    await context.close();
  });

  it('Escape closes the open menu', async () => {
    const { context, page } = await browser.openPage(content.pages.produtos.path, { viewport: PHONE });
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
    await menu.getByRole('link', { name: navName(content.pages.contato.path) }).click();
    await page.waitForURL(`${baseUrl()}${content.pages.contato.path}`);
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
