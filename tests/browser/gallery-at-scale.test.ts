import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { GALLERY_PAGE_SIZE } from '../../src/media/galleryData';
import { fill } from '../../src/shared/format';
import { realContent } from '../unit/support/content';
import { baseUrl, browserForFile, hydrated, PHONE } from './support/browser';
import { serveLargeGallery, type LargeGallery } from './support/largeGallery';

/**
 * The gallery in its fifth year: 400 photos in "Todos" (and a few clips), generated from the
 * published ones and paged by the build's own code. Nothing here is timed (the bench measures
 * that); these hold what makes the cost flat: only what is near the screen is drawn and fetched,
 * while every thumbnail stays reachable in order and says where it stands.
 */
const PHOTOS = 400;
const VIDEOS = 20;

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

const gallery = (page: Page) => page.getByRole('dialog', { name: content.ui.gallery.title });
const photos = (dialog: Locator) => dialog.getByRole('region', { name: content.ui.gallery.imagesHeading });
const place = (n: number, total: number) => fill(content.ui.gallery.position, { n, total });
/** The focused thumbnail's place in its grid (aria-posinset), and whether it is in sight: below the dialog's sticky top bar, above its bottom (to the pixel). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const item = document.activeElement?.closest('li');
    const box = document.activeElement!.getBoundingClientRect();
    const dialog = document.activeElement!.closest('dialog')!;
    const bar = dialog.firstElementChild!.getBoundingClientRect();
    return { position: Number(item?.getAttribute('aria-posinset')), inSight: box.top >= bar.bottom - 1 && box.bottom <= dialog.getBoundingClientRect().bottom + 1 };
  });

/** Scrolls the dialog to the photo at `position` of the first grid (one column: a phone). */
const scrollTo = (dialog: Locator, position: number) =>
  dialog.evaluate((d, at) => {
    const grid = d.querySelector('ul')!;
    const pitch = grid.scrollHeight / Number(grid.querySelector('li')!.getAttribute('aria-setsize'));
    d.scrollBy({ top: grid.getBoundingClientRect().top - d.getBoundingClientRect().top + pitch * (at - 1) });
  }, position);

async function openLarge(page: Page): Promise<{ dialog: Locator; large: LargeGallery }> {
  const large = await serveLargeGallery(page, { photos: PHOTOS, videos: VIDEOS });
  await page.goto(`${baseUrl()}/`);
  await hydrated(page);
  await page.getByRole('link', { name: content.hero.galleryLabel }).click();
  const dialog = gallery(page);
  await dialog.waitFor();
  await photos(dialog).getByRole('button').first().locator('img').waitFor();
  return { dialog, large };
}

describe(`the gallery with ${PHOTOS} photos`, () => {
  it('draws only the thumbnails near the screen, each saying its place among all ("12 de 400"), and fetches only their pages', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const { dialog, large } = await openLarge(page);
    const items = photos(dialog).getByRole('listitem');
    expect(new Set(await items.evaluateAll((all) => all.map((li) => li.getAttribute('aria-setsize'))))).toEqual(new Set([String(PHOTOS)]));
    const drawn = await items.count();
    expect(drawn).toBeLessThan(PHOTOS / 10);
    // Each drawn thumbnail names what it shows and where it stands.
    const first = photos(dialog).getByRole('button').first();
    expect(await first.textContent()).toContain(place(1, PHOTOS));
    expect(await first.locator('img').getAttribute('alt')).toBe(`${large.index.categories[0]!.label}, foto 1`);
    // "Todos" opens on the first product's photos: its first page, and the clips' first page (the last, always drawn, waits to be seen).
    const firstProduct = large.index.categories[0]!.pages.map((p) => p.url);
    expect(large.requested.every((url) => firstProduct.includes(url))).toBe(true);

    // Scrolled to the end: the last photos are drawn, and about as many as before.
    await dialog.evaluate((d) => d.scrollTo({ top: d.scrollHeight }));
    await expect.poll(() => photos(dialog).getByRole('button', { name: place(PHOTOS, PHOTOS) }).locator('img').count()).toBe(1);
    expect(await items.count()).toBeLessThan(PHOTOS / 10);
    await context.close();
  });

  it('a product\'s tab fetches that product\'s pages and no other\'s', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const { dialog, large } = await openLarge(page);
    const product = large.index.categories[2]!;
    const before = large.requested.length;
    await dialog.getByRole('tab', { name: product.label, exact: true }).click();
    await expect.poll(() => photos(dialog).getByRole('button').first().locator('img').getAttribute('alt')).toBe(`${product.label}, foto 1`);
    const sinceTab = large.requested.slice(before);
    expect(sinceTab.length).toBeGreaterThan(0);
    expect(sinceTab.every((url) => product.pages.some((p) => p.url === url))).toBe(true);
    const total = product.pages.reduce((sum, p) => sum + p.images, 0);
    expect(await photos(dialog).getByRole('listitem').first().getAttribute('aria-setsize')).toBe(String(total));
    await context.close();
  });

  it('Tab walks the thumbnails one by one, in order and in sight, past the first page of data; Shift+Tab walks back', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const { dialog, large } = await openLarge(page);
    await photos(dialog).getByRole('button').first().focus();
    const steps = 30;
    for (let n = 2; n <= steps; n++) {
      await page.keyboard.press('Tab');
      expect(await focused(page), `Tab ${n - 1}`).toEqual({ position: n, inSight: true });
    }
    // The thumbnail focused has come with its photo and description, past the first page of 24.
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.getAttribute('alt'))).toBe(`${large.index.categories[0]!.label}, foto ${steps}`);
    for (let n = steps - 1; n >= steps - 3; n--) {
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toEqual({ position: n, inSight: true });
    }
    await context.close();
  });

  it('a thumbnail tapped before its photo has come opens once it comes', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const { dialog, large } = await openLarge(page);
    // The photo far down "Todos": its product, its number there, and the page of data that holds it.
    const far = 150;
    let before = 0;
    const product = large.index.categories.find((category) => (before += category.pages.reduce((sum, p) => sum + p.images, 0)) >= far)!;
    const n = far - (before - product.pages.reduce((sum, p) => sum + p.images, 0));
    const holding = product.pages[Math.floor((n - 1) / GALLERY_PAGE_SIZE)]!.url;
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route(`**${holding}`, async (route) => {
      await released;
      await route.fallback();
    });
    await scrollTo(dialog, far);
    const thumbnail = photos(dialog).getByRole('button', { name: place(far, PHOTOS) });
    await thumbnail.click();
    expect(await thumbnail.locator('img').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    release();
    await page.getByRole('dialog', { name: `${product.label}, foto ${n}` }).waitFor();
    await context.close();
  });

  it('the lightbox opened from far down gives the focus back to its thumbnail, and the back button closes it', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const { dialog } = await openLarge(page);
    const far = 150;
    await scrollTo(dialog, far);
    const thumbnail = photos(dialog).getByRole('button', { name: place(far, PHOTOS) });
    await thumbnail.locator('img').waitFor();
    const alt = await thumbnail.locator('img').getAttribute('alt');
    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: alt! });
    await lightbox.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.count()).toBe(0);
    await expect.poll(() => focused(page)).toEqual({ position: far, inSight: true });

    await page.keyboard.press('Enter');
    await lightbox.waitFor();
    await page.goBack();
    await expect.poll(() => lightbox.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => focused(page)).toEqual({ position: far, inSight: true });
    await context.close();
  });
});
