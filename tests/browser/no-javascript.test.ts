import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { chatLink } from '../../src/shared/chatLink';
import { fill } from '../../src/shared/format';
import { productWithRestOfGallery, realContent } from '../unit/support/content';
import { baseUrl, browserForFile, PHONE } from './support/browser';
import { sitemapPaths } from './support/sitePages';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

describe('with JavaScript off', () => {
  it('every page reads fully and its quote links lead to the chat', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    const chatHref = chatLink(content.site.chat.number, content.site.chat.message);
    for (const route of sitemapPaths()) {
      await page.goto(`${baseUrl()}${route}`);
      expect(await page.locator('h1').count(), route).toBe(1);
      for (const href of await page.locator('a[data-quote]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href, route).toBe(chatHref);
      }
      const quote = page.locator('a[data-quote]:visible').first();
      const [chat] = await Promise.all([context.waitForEvent('page'), quote.click()]);
      await chat.waitForLoadState();
      expect(new URL(chat.url()).host).toBe('wa.me');
      await chat.close();
      // Nothing overflows sideways on a 360 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
    }
    await context.close();
  });

  it('the carousel of a product with more items than its HTML holds offers no "Ver todos os N projetos": without the gallery it would only lead back to the carousel', async () => {
    const product = productWithRestOfGallery(content);
    const { context, page } = await browser.openPage(product.url, { viewport: PHONE, javaScriptEnabled: false });
    const region = page.getByRole('region', { name: fill(content.ui.carousel.projectsLabel, { product: product.titulo }) });
    await expect.poll(() => region.getByRole('group').count()).toBe(content.constants.productCarouselMaxSlides);
    expect(await region.getByRole('link', { name: fill(content.ui.carousel.allProjects, { total: product.media.length }) }).count()).toBe(0);
    await context.close();
  });

  it('a carousel with more slides than it shows offers its scrollbar, the one way a mouse can reach them without arrows or dots', async () => {
    const { context, page } = await browser.openPage('/', { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    for (const track of ['#projetos-slides', '#depoimentos-slides']) {
      const el = page.locator(track);
      await el.scrollIntoViewIfNeeded();
      const { more, scrollbar } = await el.evaluate((t) => ({ more: t.scrollWidth > t.clientWidth, scrollbar: getComputedStyle(t).scrollbarWidth }));
      expect(more, `${track} holds more slides than it shows`).toBe(true);
      expect(scrollbar, `${track}'s scrollbar`).not.toBe('none');
    }
    await context.close();
  });

  it('an unknown URL gets the 404 page with status 404', async () => {
    const { context, page } = await browser.newPage({ javaScriptEnabled: false });
    const response = await page.goto(`${baseUrl()}/nao-existe/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(content.ui.notFound.heading);
    expect(await page.getByText(content.ui.notFound.message).count()).toBe(1);
    await page.getByRole('link', { name: content.ui.notFound.homeLabel }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('a product\'s address without its final slash reaches the page through the directory redirect', async () => {
    const product = content.products[0]!;
    const { context, page } = await browser.openPage(product.url.replace(/\/$/, ''), { javaScriptEnabled: false });
    expect(page.url()).toBe(`${baseUrl()}${product.url}`);
    expect(await page.locator('h1').textContent()).toBe(product.titulo);
    await context.close();
  });
});
