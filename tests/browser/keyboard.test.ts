import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import pages from '../../content/pages.json';
import ui from '../../content/ui.json';
import { baseUrl, browserForFile, DESKTOP, hydrated, PHONE } from './support/browser';
import { opensATab } from './support/chat';
import { accessibleState } from './support/header';
import { everyPage } from './support/sitePages';

const browser = browserForFile();

/** What has keyboard focus: enough to say what a visitor would hear and see. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.localName ?? '',
      id: el?.id ?? '',
      name: el?.getAttribute('name') ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      href: el?.getAttribute('href') ?? '',
    };
  });

/** Presses Tab until the focused element matches `selector`; fails if it never does. */
async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

describe('skip link', () => {
  it('is the first Tab stop on every page, shows itself, and Enter moves focus to the main content', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    for (const route of everyPage()) {
      await page.goto(`${baseUrl()}${route}`);
      await page.keyboard.press('Tab');
      expect(await focused(page), route).toMatchObject({ tag: 'a', text: ui.skipLink, href: '#conteudo' });
      const box = (await page.locator(':focus').boundingBox())!;
      expect(box.y, route).toBeGreaterThanOrEqual(0);
      expect(box.height, route).toBeGreaterThan(0);

      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'main', id: 'conteudo' });
      // The next Tab continues from the content, not from the top of the page.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)), route).toBe(true);
    }
    await context.close();
  });
});

describe('menu at 360 px, keyboard only', () => {
  it('opens with Enter, takes Tab into its links, and a link opens its page', async () => {
    const { context, page } = await browser.openPage('/', { viewport: PHONE });
    await hydrated(page);
    await tabTo(page, '[aria-controls="site-menu"]');
    await expect.poll(() => accessibleState(page, ':focus')).toEqual({ name: ui.menu.open, expanded: false });

    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    await expect.poll(() => accessibleState(page, ':focus')).toEqual({ name: ui.menu.close, expanded: true });

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('site-menu')!.contains(document.activeElement))).toBe(true);
    await tabTo(page, `#site-menu a[href="${pages.contato.path}"]`, 10);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}${pages.contato.path}`);
    await context.close();
  });

  it('Escape closes it and gives focus back to the menu button', async () => {
    const { context, page } = await browser.openPage(pages.produtos.path, { viewport: PHONE });
    await hydrated(page);
    await tabTo(page, '[aria-controls="site-menu"]');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
    await page.keyboard.press('Tab');

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
    await expect.poll(() => accessibleState(page, ':focus')).toEqual({ name: ui.menu.open, expanded: false });
    await context.close();
  });
});

describe('contact form, keyboard only', () => {
  it('an empty submit opens no chat and puts focus on the first required field', async () => {
    const { context, page } = await browser.openPage(pages.contato.path, { viewport: PHONE });
    await hydrated(page);
    await tabTo(page, 'form button[type="submit"], form button:not([type])');
    // Watched for a while after the press, so a chat tab opened late would still be seen.
    expect(await opensATab(context, () => page.keyboard.press('Enter'))).toBeNull();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', name: 'nome' });
    await context.close();
  });

  it('fills every field and sends with Enter: the chat opens with what was typed', async () => {
    const { context, page } = await browser.openPage(pages.contato.path, { viewport: PHONE });
    await hydrated(page);

    await tabTo(page, '[name="nome"]');
    await page.keyboard.type('Ana Teclado');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('email');
    await page.keyboard.type('ana@example.com');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('telefone');
    await page.keyboard.type('62 98888-7777');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('produto');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[name="produto"]').inputValue()).not.toBe('');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('mensagem');
    await page.keyboard.type('Varanda de 4 metros');
    await tabTo(page, 'form button[type="submit"], form button:not([type])', 5);

    const [chat] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await chat.waitForLoadState();
    const url = new URL(chat.url());
    expect(url.host).toBe('wa.me');
    expect(decodeURIComponent(url.search.replace(/\+/g, ' '))).toContain('Ana Teclado');
    await context.close();
  });
});

describe('visible focus', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('every Tab stop of every page shows a focus outline (%s)', async (_, viewport) => {
    const { context, page } = await browser.newPage({ viewport });
    const invisible: string[] = [];
    for (const route of everyPage()) {
      await page.goto(`${baseUrl()}${route}`);
      await hydrated(page);
      let stops = 0;
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          // Back at the start: focus left the page, or came round to an element already seen.
          if (!el || el === document.body || el.hasAttribute('data-tab-seen')) return null;
          el.setAttribute('data-tab-seen', '');
          const style = getComputedStyle(el);
          const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*, 0\)$/.test(style.outlineColor)) ||
            (style.boxShadow !== 'none' && style.boxShadow !== '');
          return { key: el.outerHTML.slice(0, 120), ring, focusVisible: el.matches(':focus-visible') };
        });
        if (!stop) break;
        stops += 1;
        if (!stop.ring || !stop.focusVisible) invisible.push(`${route}: ${stop.key}`);
      }
      expect(stops, route).toBeGreaterThan(5);
    }
    expect(invisible, `\n${invisible.join('\n')}\n`).toEqual([]);
    await context.close();
  });
});
