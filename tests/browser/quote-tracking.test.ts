import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { realContent } from '../unit/support/content';
import { settle } from './support/settle';
import { everyPage } from './support/sitePages';
import { baseUrl, browserForFile, holdScripts, hydrated, PHONE } from './support/browser';
import { chatOpenedBy, chatRequest, dataLayer, opensATab, QUOTE_EVENT, tabOpenedBy } from './support/chat';
import { escapeRegExp } from '../support/regex';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});


/** Where a quote link sits, so a failure says which control it was, and whether it is in a carousel slide not on show. */
const placeOf = (link: Locator) =>
  link.evaluate((a) => {
    const region = a.closest('#site-menu') ? 'menu' : a.closest('header') ? 'header' : a.closest('footer') ? 'footer' : a.closest('main') ? 'main' : 'floating';
    return { place: `${region}: ${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim()}`, inert: !!a.closest('[inert]') };
  });

describe('quote action', () => {
  it('every quote control on every page pushes one event and opens the chat with the standard message', async () => {
    const { context, page } = await browser.newPage();
    const clicked = new Set<string>();
    // The new-tab note a quote link's name ends with, left out of the place it is reported as.
    const newTabNote = new RegExp(`\\s*${escapeRegExp(content.ui.newTab)}`);
    for (const route of everyPage()) {
      await page.goto(`${baseUrl()}${route}`);
      // Every island hydrated, the carousels' off-screen slides made inert before we look.
      await settle(page);
      let pushed = 0;
      const closing: Array<Promise<void>> = [];
      for (const link of await page.locator('a[data-quote]').all()) {
        const { place, inert } = await placeOf(link);
        if (place.startsWith('menu')) continue; // the phone menu's copy, closed here; tested at 360 px below
        if (place.startsWith('floating')) continue; // appears after its delay, hides over the footer: floating-chat.test.ts
        if (inert) continue; // a carousel slide not on show
        const chat = await chatOpenedBy(context, () => link.click()).catch((error: Error) => {
          throw new Error(`${route} ${place}: ${error.message}`);
        });
        expect(chatRequest(chat, content.site.chat.number), `${route} ${place}`).toBe(content.site.chat.message);
        closing.push(chat.close()); // while the next control is clicked
        pushed += 1;
        expect(await dataLayer(page), `${route} ${place}`).toEqual(Array(pushed).fill(QUOTE_EVENT));
        clicked.add(place.replace(newTabNote, ''));
      }
      await Promise.all(closing);
      expect(pushed, route).toBeGreaterThanOrEqual(4);
    }
    // Every kind of control was among them: the header's, the hero's, the sections', the footer's chat buttons.
    const { ui, hero } = content;
    for (const kind of [`header: ${ui.quoteLabel}`, `main: ${hero.quoteLabel}`, `main: ${ui.quoteLabel}`, ...ui.footer.chatButtons.map((label) => `footer: ${label}`)]) {
      expect(clicked, kind).toContain(kind);
    }
    await context.close();
  }, 180_000);

  it('the phone menu’s quote button counts and opens the chat', async () => {
    const { context, page } = await browser.openPage(content.pages.produtos.path, { viewport: PHONE });
    await hydrated(page);
    await page.getByRole('button', { name: content.ui.menu.open }).click();
    const chat = await chatOpenedBy(context, () => page.locator('#site-menu a[data-quote]').click());
    expect(chatRequest(chat, content.site.chat.number)).toBe(content.site.chat.message);
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT]);
    await context.close();
  });

  it('a click before any script has loaded opens the chat and is counted, once, like one after hydration', async () => {
    const { context, page } = await browser.newPage();
    const { release } = await holdScripts(page);
    await page.goto(`${baseUrl()}${content.pages.beneficios.path}`);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    const first = await chatOpenedBy(context, () => page.locator('footer a[data-quote]').first().click());
    expect(chatRequest(first, content.site.chat.number)).toBe(content.site.chat.message);
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT]);

    release();
    await hydrated(page);
    await chatOpenedBy(context, () => page.locator('header a[data-quote]').first().click());
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT, QUOTE_EVENT]);
    await context.close();
  });

  it('counts a middle click, a Ctrl-click and the Enter key (each opens a tab), not a right click', async () => {
    const { context, page } = await browser.openPage('/');
    await hydrated(page);
    const link = page.locator('footer a[data-quote]').first();

    // Tabs opened in the background are not routed by the test, so only their opening is checked
    // here (the same link's address is checked above); the browser cannot reach the network.
    await tabOpenedBy(context, () => link.click({ button: 'middle' }));
    expect(await dataLayer(page)).toHaveLength(1);

    await tabOpenedBy(context, () => link.click({ modifiers: ['Control'] }));
    expect(await dataLayer(page)).toHaveLength(2);

    await link.focus();
    await chatOpenedBy(context, () => page.keyboard.press('Enter'));
    expect(await dataLayer(page)).toHaveLength(3);

    expect(await opensATab(context, () => link.click({ button: 'right' }))).toBeNull();
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT, QUOTE_EVENT, QUOTE_EVENT]);
    await context.close();
  });

  it('clicks elsewhere are not counted', async () => {
    const { context, page } = await browser.openPage('/');
    await hydrated(page);
    // The page's other links go nowhere here, so the page and its data layer stay to be read: a
    // click or middle click counted by mistake would still be on it. Prevented on the way back up,
    // after the page's own listeners (capture phase, on the document) have seen the click.
    await page.evaluate(() => {
      const stay = (event: Event) => (event.target as Element).closest('a:not([data-quote])') && event.preventDefault();
      addEventListener('click', stay);
      addEventListener('auxclick', stay);
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });
    const otherLink = page.locator('footer nav a').first();
    expect(await otherLink.getAttribute('data-quote'), 'the footer\'s first link is not a quote link').toBeNull();
    await otherLink.click();
    await otherLink.click({ button: 'middle' });
    await page.locator('h1').click();
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage), 'the clicks left the page, which would wipe its data layer').toBe(true);
    expect(await dataLayer(page)).toEqual([]);
    await context.close();
  });
});
