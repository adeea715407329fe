import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { fill } from '../../src/shared/format';
import { dotWindowOf } from '../unit/support/carousel';
import { contentPages, productWith, productWithVideoInHtml, realContent } from '../unit/support/content';
import { baseUrl, browserForFile, DESKTOP, hydrated, pauseClock, PHONE } from './support/browser';
import { carouselReady, pressDotsTo, shownSlide, slideName } from './support/carousel';
import { chatOpenedBy } from './support/chat';
import { sitemapPaths } from './support/sitePages';

const browser = browserForFile({ backForwardCache: true });
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

declare global {
  interface Window {
    /** How the document was last shown: `true` when it came back from the back/forward cache. */
    shownPersisted?: boolean;
  }
}

async function visitorPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => addEventListener('pageshow', (event) => (window.shownPersisted = event.persisted)));
  return context.newPage();
}

/** Why Chromium did not restore the page from the cache, for the failure message. */
const notRestoredReasons = (page: Page) =>
  page.evaluate(() => JSON.stringify((performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown } | undefined)?.notRestoredReasons ?? null));

/**
 * Runs `move` (back or forward) and waits for the page it lands on to be shown; true when it
 * came from the back/forward cache. The mark is cleared first, so a page restored with its old
 * value cannot pass for a fresh show.
 */
async function restoredFromCache(page: Page, move: () => Promise<unknown>): Promise<boolean> {
  await page.evaluate(() => (window.shownPersisted = undefined));
  // A page restored from the cache fires no `load`: wait for the history move to commit, then for `pageshow`.
  await move();
  await page.waitForFunction(() => window.shownPersisted !== undefined);
  const persisted = await page.evaluate(() => window.shownPersisted!);
  if (!persisted) console.error(`${page.url()} was not restored: ${await notRestoredReasons(page)}`);
  return persisted;
}

const back = (page: Page) => restoredFromCache(page, () => page.goBack({ waitUntil: 'commit' }));
const forward = (page: Page) => restoredFromCache(page, () => page.goForward({ waitUntil: 'commit' }));

/** Leaves for another page, then comes back. */
async function leaveAndComeBack(page: Page, to = content.pages.contato.path): Promise<boolean> {
  await page.goto(`${baseUrl()}${to}`);
  return back(page);
}

describe('back/forward cache', () => {
  it('every page comes back from it, going back and going forward', async () => {
    const pages = sitemapPaths();
    expect(pages.length).toBeGreaterThanOrEqual((await contentPages()).length);
    const page = await visitorPage();
    const missed: string[] = [];
    for (const [i, route] of pages.entries()) {
      const next = pages[(i + 1) % pages.length]!;
      await page.goto(`${baseUrl()}${route}`);
      await hydrated(page);
      await page.goto(`${baseUrl()}${next}`);
      await hydrated(page);
      if (!(await back(page))) missed.push(`back to ${route}`);
      expect(new URL(page.url()).pathname).toBe(route);
      if (!(await forward(page))) missed.push(`forward to ${next}`);
    }
    expect(missed).toEqual([]);
    await page.context().close();
  });

  it('the gallery left open comes back open, and the back button then closes it and stays on the page', async () => {
    const page = await visitorPage();
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    await page.getByRole('link', { name: content.hero.galleryLabel }).click();
    const gallery = page.getByRole('dialog', { name: content.ui.gallery.title });
    await gallery.waitFor();

    expect(await leaveAndComeBack(page)).toBe(true);
    expect(await gallery.isVisible()).toBe(true);
    await page.goBack({ waitUntil: 'commit' });
    await gallery.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('a video playing in the lightbox comes back paused, in its lightbox', async () => {
    productWith(content, 'has a video in its gallery', (product) => product.media.some((item) => item.tipo === 'video'));
    const page = await visitorPage();
    await page.goto(`${baseUrl()}/`);
    await hydrated(page);
    await page.getByRole('link', { name: content.hero.galleryLabel }).click();
    const gallery = page.getByRole('dialog', { name: content.ui.gallery.title });
    await gallery.getByRole('region', { name: content.ui.gallery.videosHeading }).getByRole('button').first().click();
    const video = page.locator('dialog[open] video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);

    expect(await leaveAndComeBack(page)).toBe(true);
    expect(await video.isVisible()).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.context().close();
  });

  it('a carousel video playing comes back paused, its button offering to play it again', async () => {
    const { product, videoSlide, total } = productWithVideoInHtml(content);
    const page = await visitorPage();
    await page.goto(`${baseUrl()}${product.url}`);
    const carousel = await carouselReady(page, 'ProductsCarousel');
    await expect.poll(() => page.locator('#projetos-slides > *').count()).toBe(total);
    await pressDotsTo(carousel, videoSlide, dotWindowOf(content.constants), content.ui.carousel.goToSlide);
    await expect.poll(() => shownSlide(page, 'projetos-slides')).toBe(slideName(videoSlide, total));
    const slide = page.locator('#projetos-slides > :not([inert])');
    await slide.getByRole('button', { name: content.ui.carousel.play }).click();
    const video = slide.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);

    expect(await leaveAndComeBack(page)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await slide.getByRole('button', { name: content.ui.carousel.play }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('a toast showing comes back showing, and still closes by itself', async () => {
    const page = await visitorPage(PHONE);
    await page.clock.install();
    await page.goto(`${baseUrl()}${content.pages.contato.path}`);
    await page.getByLabel(content.contact.form.fields.nome.label).fill('Ana Souza');
    await page.getByLabel(content.contact.form.fields.email.label).fill('ana@example.com');
    await page.getByLabel(content.contact.form.fields.telefone.label).fill('62988887777');
    await page.waitForSelector('[data-island="QuoteForm"][data-hydrated]', { state: 'attached' });
    const chat = await chatOpenedBy(page.context(), () => page.locator('form[data-quote] button[type="submit"]').click());
    await chat.close();
    const toast = page.getByRole('region', { name: fill(content.ui.toast.regionLabel, { hotkey: content.constants.toastHotkey }) }).locator('li');
    await toast.waitFor();
    // The toast's timer stands still from here, however long the trip away takes.
    await pauseClock(page);

    expect(await leaveAndComeBack(page, '/')).toBe(true);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(content.constants.toastDurationMs);
    await toast.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
