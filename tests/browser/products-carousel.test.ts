import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, SiteContent } from '../../src/content/types';
import { DRAWN_AROUND } from '../../src/islands/ProductsCarousel/restOfGallery';
import { fill } from '../../src/shared/format';
import { dotHops, dotWindowOf } from '../unit/support/carousel';
import { productWith, productWithRestOfGallery, productWithVideoInHtml, productWithWholeGalleryInHtml, publishedAddress, realContent } from '../unit/support/content';
import { baseUrl, browserForFile, hydrated, PHONE } from './support/browser';
import { carouselReady, dotRow, expectedDotRow, pressDotsTo, shownSlide, slideName } from './support/carousel';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

const TRACK = 'projetos-slides';
const dots = () => dotWindowOf(content.constants);

/** How many slides the home page's carousel has: one per product, two at least for it to move. */
function homeSlides(): number {
  const total = content.products.length;
  expect(total, 'content/products.json needs two products at least for the home carousel to move').toBeGreaterThanOrEqual(2);
  return total;
}

/** A product whose gallery is longer than its page's HTML holds: how many of its items the HTML holds, and how many it has. */
function longGallery(product = productWithRestOfGallery(content)) {
  return { first: content.constants.productCarouselMaxSlides, total: product.media.length, product };
}
const projectsRegion = (page: Page, product: Product) =>
  page.getByRole('region', { name: fill(content.ui.carousel.projectsLabel, { product: product.titulo }) });

/** A finger on the shown slide's photo moving sideways by `dx`, as real touch input (Chromium turns it into a scroll). */
async function swiper(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  await page.locator(`#${TRACK}`).evaluate((track) => track.scrollIntoView({ block: 'center' }));
  return async (dx: number) => {
    const box = (await page.locator(`#${TRACK}`).boundingBox())!;
    const x = Math.round(box.x + box.width / 2 - dx / 2);
    const y = Math.round(box.y + 120);
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 10, y }] });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
}

async function openCarousel(page: Page, route: string) {
  await page.goto(`${baseUrl()}${route}`);
  await hydrated(page);
  const controls = await carouselReady(page, 'ProductsCarousel');
  return { controls, region: page.locator('#projetos') };
}

describe('products carousel', () => {
  it('on the home page, previous from the first slide wraps to the last and next from the last back to the first', async () => {
    const total = homeSlides();
    const { context, page } = await browser.newPage();
    const { region } = await openCarousel(page, '/');
    expect(await page.getByRole('region', { name: content.ui.carousel.productsLabel, exact: true }).count()).toBe(1);
    expect(await shownSlide(page, TRACK)).toBe(slideName(1, total));

    await region.getByRole('button', { name: content.ui.carousel.previous }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(total, total));
    expect(await dotRow(region)).toBe(expectedDotRow(total, total, dots()));

    await region.getByRole('button', { name: content.ui.carousel.next }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(1, total));
    await region.getByRole('button', { name: content.ui.carousel.next }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(2, total));
    await context.close();
  });

  it('on the page of a product with more items than its HTML holds, grows from the first slides of its HTML to the whole gallery: every item a slide named "N de <all>", the dots and wrap-around over all', async () => {
    const { first, total, product } = longGallery();
    const { context, page } = await browser.newPage();
    const { region } = await openCarousel(page, product.url);
    expect(await projectsRegion(page, product).count()).toBe(1);
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    expect(await page.locator(`#${TRACK} > *`).evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))).toEqual(
      Array.from({ length: total }, (_, i) => slideName(i + 1, total)),
    );
    expect(await dotRow(region)).toBe(expectedDotRow(1, total, dots()));
    // The added slides are drawn as they near the screen, not all at once: the others wait, empty.
    const drawn = () => page.locator(`#${TRACK} > :not(:empty)`).count();
    if (total - first > DRAWN_AROUND.before + DRAWN_AROUND.after) expect(await drawn()).toBeLessThan(total);

    // Wrapping backwards from the first lands on the last, one the island added.
    await region.getByRole('button', { name: content.ui.carousel.previous }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(total, total));
    expect(await dotRow(region)).toBe(expectedDotRow(total, total, dots()));
    await region.getByRole('button', { name: content.ui.carousel.next }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(1, total));

    // Dot by dot past the last slide of the HTML: the added slides show their own media.
    const target = Math.min(first + 2, total);
    for (const n of dotHops(1, target, dots())) {
      await region.getByRole('button', { name: fill(content.ui.carousel.goToSlide, { n }), exact: true }).click();
      await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(n, total));
    }
    expect(await dotRow(region)).toBe(expectedDotRow(target, total, dots()));
    // Only the slides passed by and their neighbours: those the wrap to the end came near, and those up to here.
    expect(await drawn()).toBeLessThanOrEqual(Math.min(total, target + DRAWN_AROUND.after + DRAWN_AROUND.before + 1));
    const shown = page.locator(`#${TRACK} > :not([inert])`);
    await expect.poll(() => shown.locator('picture img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator(`#${TRACK} > [inert]`).count()).toBe(total - 1);
    // An added slide, like those of the HTML, shows the product's name without making it a second heading.
    expect(await shown.getByText(product.titulo, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: product.titulo, exact: true }).count()).toBe(1);
    await context.close();
  });

  it('only the slide on screen is reachable: the others, added ones included, are inert (out of the tab order and of screen readers)', async () => {
    const { total, product } = longGallery();
    const { context, page } = await browser.newPage();
    const { region } = await openCarousel(page, product.url);
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    await region.getByRole('button', { name: content.ui.carousel.next }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(2, total));
    expect(await page.locator(`#${TRACK} > [inert]`).count()).toBe(total - 1);
    expect(await page.locator(`#${TRACK} > :not([inert])`).getAttribute('aria-label')).toBe(slideName(2, total));
    await context.close();
  });

  it('with JavaScript off, the carousel of a product with more items than its HTML holds has the first slides of its HTML, named among all of them', async () => {
    const { first, total, product } = longGallery();
    const { context, page } = await browser.openPage(product.url, { javaScriptEnabled: false });
    expect(await page.locator(`#${TRACK} > *`).evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))).toEqual(
      Array.from({ length: first }, (_, i) => slideName(i + 1, total)),
    );
    await context.close();
  });

  it('on a product page, "Saiba Mais" takes the visitor down to what the product includes, without loading the page again', async () => {
    const product = productWith(content, 'has photos or videos', (p) => p.media.length > 0);
    const { context, page } = await browser.openPage(product.url, { viewport: PHONE });
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The first slide's: the one in view.
    await page.locator(`#${TRACK}`).getByRole('link', { name: content.ui.learnMoreLabel }).first().click();
    const details = page.getByRole('heading', { name: content.ui.productPage.benefitsHeading });
    await expect.poll(() => details.evaluate((heading) => heading.getBoundingClientRect().top >= 0 && heading.getBoundingClientRect().top < innerHeight)).toBe(true);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'the same document, not loaded again').toBe(true);
    await context.close();
  });

  it('every slide is at least as tall as constants.productSlideMinHeightPx', async () => {
    const { context, page } = await browser.openPage('/', { viewport: PHONE });
    const heights = await page.locator(`#${TRACK} > *`).evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect().height));
    expect(heights).toHaveLength(homeSlides());
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(content.constants.productSlideMinHeightPx);
    await context.close();
  });

  it('glides to the next slide with the browser\'s own smooth scroll, and moves at once under reduced motion', async () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      const { context, page } = await browser.newPage({ reducedMotion: motion });
      const { region } = await openCarousel(page, '/');
      // Every scroll position the track passes through, from the press to rest.
      await page.locator(`#${TRACK}`).evaluate((track) => {
        const seen: number[] = ((window as { __shares?: number[] }).__shares = []);
        track.addEventListener('scroll', () => seen.push(track.scrollLeft / track.clientWidth), { passive: true });
      });
      await region.getByRole('button', { name: content.ui.carousel.next }).click();
      // At rest on the second slide: its last scroll event put it exactly there.
      await expect.poll(() => page.evaluate(() => (window as { __shares?: number[] }).__shares!.at(-1))).toBe(1);
      expect(await shownSlide(page, TRACK)).toBe(slideName(2, homeSlides()));
      const shares = await page.evaluate(() => (window as { __shares?: number[] }).__shares!);
      const between = shares.filter((share) => share > 0.01 && share < 0.99);
      if (motion === 'reduce') expect(between, motion).toEqual([]);
      else expect(between.length, motion).toBeGreaterThan(0);
      await context.close();
    }
  });
});

describe('products carousel, touch and keyboard', () => {
  it('a swipe on a 360 px touch screen moves to the next slide and back, and the dots follow', async () => {
    const product = productWithWholeGalleryInHtml(content);
    const total = product.media.length;
    const { context, page } = await browser.newPage({ viewport: PHONE, hasTouch: true });
    const { region } = await openCarousel(page, product.url);
    const swipe = await swiper(context, page);
    await swipe(-220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(2, total));
    await expect.poll(() => dotRow(region)).toBe(expectedDotRow(2, total, dots()));
    await swipe(220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(1, total));
    await context.close();
  });

  it('on the page of a product with more items than its HTML holds, a swipe carries on past the slides of the HTML, onto the ones the island added', async () => {
    const { first, total, product } = longGallery();
    const { context, page } = await browser.newPage({ viewport: PHONE, hasTouch: true });
    const { region } = await openCarousel(page, product.url);
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    await pressDotsTo(region, first, dots(), content.ui.carousel.goToSlide);
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(first, total));
    const swipe = await swiper(context, page);
    await swipe(-220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(first + 1, total));
    await expect.poll(() => dotRow(region)).toBe(expectedDotRow(first + 1, total, dots()));
    await context.close();
  });

  it('a tapped arrow does not keep a hover look on a touch screen; under a mouse it shows one', async () => {
    const total = homeSlides();
    const background = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor);
    const { context, page } = await browser.newPage({ viewport: PHONE, hasTouch: true });
    const { region } = await openCarousel(page, '/');
    const next = region.getByRole('button', { name: content.ui.carousel.next });
    const previous = region.getByRole('button', { name: content.ui.carousel.previous });
    await next.tap();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(2, total));
    expect(await background(next)).toBe(await background(previous));
    await context.close();

    const desktop = await browser.newPage();
    const { region: desktopRegion } = await openCarousel(desktop.page, '/');
    const desktopNext = desktopRegion.getByRole('button', { name: content.ui.carousel.next });
    const resting = await background(desktopNext);
    await desktopNext.hover();
    await expect.poll(() => background(desktopNext)).not.toBe(resting);
    await desktop.context.close();
  });

  it('arrow keys move it when focus is in the carousel, wrapping, and focus stays in the carousel', async () => {
    const total = homeSlides();
    const { context, page } = await browser.newPage();
    await openCarousel(page, '/');
    await page.locator(`#${TRACK}`).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(2, total));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(total, total));

    // From a link inside the slide: the slide moves on, focus goes to the track instead of the page.
    await page.locator(`#${TRACK} > :not([inert])`).getByRole('link', { name: content.ui.learnMoreLabel }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(1, total));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(TRACK);
    await context.close();
  });
});

describe('video slides', () => {
  it('load nothing until played; play starts with sound and hides the overlay, pause shows it; leaving the slide pauses it', async () => {
    const { product, videoSlide, total } = productWithVideoInHtml(content);
    const { context, page } = await browser.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    const { region } = await openCarousel(page, product.url);
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    await pressDotsTo(region, videoSlide, dots(), content.ui.carousel.goToSlide);
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(videoSlide, total));
    expect(videoRequests).toEqual([]);

    const slide = page.locator(`#${TRACK} > :not([inert])`);
    const video = slide.locator('video');
    // No video element until a visitor plays (SlideMedia says why), so none of its controls either.
    expect(await video.count()).toBe(0);
    // The island's button has taken the place of the server's play link: one control, not two.
    expect(await slide.getByRole('link', { name: content.ui.carousel.play }).count()).toBe(0);
    // The poster picture under the video has loaded by now that its slide is shown.
    await expect.poll(() => slide.locator('picture img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await slide.getByRole('button', { name: content.ui.carousel.play }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    expect(await video.isVisible()).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    expect(videoRequests.length).toBeGreaterThan(0);
    const overlay = slide.getByRole('button', { name: content.ui.carousel.pause });
    await page.mouse.move(0, 0);
    await expect.poll(() => overlay.locator('span').evaluate((icon) => getComputedStyle(icon).opacity)).toBe('0');

    await overlay.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => slide.getByRole('button', { name: content.ui.carousel.play }).locator('span').evaluate((icon) => getComputedStyle(icon).opacity)).toBe('1');

    await slide.getByRole('button', { name: content.ui.carousel.play }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await region.getByRole('button', { name: content.ui.carousel.next }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName((videoSlide % total) + 1, total));
    expect(await page.locator(`#${TRACK} > :nth-child(${videoSlide}) video`).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await context.close();
  });

  it('a video slide the island added has the same play/pause button, and loads nothing until played', async () => {
    const { total, product } = longGallery(
      productWith(
        content,
        `has more gallery items than constants.productCarouselMaxSlides (${content.constants.productCarouselMaxSlides}), the last one a video`,
        (p) => p.media.length > content.constants.productCarouselMaxSlides && p.media.at(-1)!.tipo === 'video',
      ),
    );
    const { context, page } = await browser.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    const { region } = await openCarousel(page, product.url);
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    await region.getByRole('button', { name: content.ui.carousel.previous }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(slideName(total, total));
    const slide = page.locator(`#${TRACK} > :not([inert])`);
    const video = slide.locator('video');
    await expect.poll(() => slide.getByRole('button', { name: content.ui.carousel.play }).count()).toBe(1);
    expect(await video.count()).toBe(0);
    expect(videoRequests).toEqual([]);
    await slide.getByRole('button', { name: content.ui.carousel.play }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(await video.getAttribute('src')).toBe(publishedAddress(product, product.media.at(-1)!));
    await context.close();
  });

  it('with JavaScript off a video slide\'s play link opens its clip in the browser\'s own player, and no control row takes room', async () => {
    const { product } = productWithVideoInHtml(content);
    const { context, page } = await browser.openPage(product.url, { javaScriptEnabled: false });
    const clips = product.media
      .slice(0, content.constants.productCarouselMaxSlides)
      .filter((item) => item.tipo === 'video')
      .map((item) => publishedAddress(product, item));
    const playLinks = page.locator(`#${TRACK}`).getByRole('link', { name: content.ui.carousel.play, includeHidden: true });
    expect(await playLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(clips);
    // No video element in the page, so none of Chromium's own controls (drawn with scripting off) under the links.
    expect(await page.locator(`#${TRACK} video`).count()).toBe(0);
    // The island's box holds the track and, after it, the row its controls will fill.
    const box = page.locator('[data-island="ProductsCarousel"]');
    expect(await box.evaluate((element, track) => element.lastElementChild !== element.querySelector(`#${track}`), TRACK)).toBe(true);
    expect(await box.evaluate((element) => element.lastElementChild!.getBoundingClientRect().height)).toBe(0);

    // Scrolled to (Playwright scrolls the track), the first video slide's link plays its clip.
    await playLinks.first().click();
    await page.waitForURL(`${baseUrl()}${clips[0]}`);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    await context.close();
  });
});
