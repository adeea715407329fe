import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launch, newContext, PHONE } from './support/browser';
import { realContent } from '../unit/support/content';
import { carouselReady, dotRow, shownSlide } from './support/carousel';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const TRACK = 'projetos-slides';

/** The roof-cover product: how many of its items the HTML holds, and how many it has. */
async function roofCover() {
  const content = await realContent();
  const product = content.products.find((p) => p.url === '/cobertura-retratil/')!;
  return { first: content.constants.productCarouselMaxSlides, total: product.media.length, product };
}

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
  it('on the home page, previous from the first slide wraps to the fifth and next from the fifth back to the first', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/');
    expect(await page.getByRole('region', { name: 'Produtos', exact: true }).count()).toBe(1);
    expect(await shownSlide(page, TRACK)).toBe('1 de 5');

    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('5 de 5');
    expect(await dotRow(region)).toBe('… 2 3 4 [5]');

    await region.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('1 de 5');
    await region.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('2 de 5');
    await context.close();
  });

  it('on the roof-cover page, grows from the first slides of its HTML to the whole gallery: every item a slide named "N de 31", the dots and wrap-around over all', async () => {
    const { first, total } = await roofCover();
    const context = await newContext(browser);
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/cobertura-retratil/');
    expect(await page.getByRole('region', { name: 'Projetos de Cobertura Retrátil' }).count()).toBe(1);
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    expect(await page.locator(`#${TRACK} > *`).evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))).toEqual(
      Array.from({ length: total }, (_, i) => `${i + 1} de ${total}`),
    );
    expect(await dotRow(region)).toBe('[1] 2 3 4 …');

    // Wrapping backwards from the first lands on the last, one the island added.
    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(`${total} de ${total}`);
    expect(await dotRow(region)).toBe(`… ${total - 3} ${total - 2} ${total - 1} [${total}]`);
    await region.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(`1 de ${total}`);

    // Dot by dot past the last slide of the HTML: the added slides show their own media.
    for (const n of [4, 7, first + 2]) {
      await region.getByRole('button', { name: `Ir para o slide ${n}`, exact: true }).click();
      await expect.poll(() => shownSlide(page, TRACK)).toBe(`${n} de ${total}`);
    }
    expect(await dotRow(region)).toBe(`… ${first - 1} ${first} ${first + 1} [${first + 2}] ${first + 3} ${first + 4} ${first + 5} …`);
    const shown = page.locator(`#${TRACK} > :not([inert])`);
    await expect.poll(() => shown.locator('picture img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator(`#${TRACK} > [inert]`).count()).toBe(total - 1);
    await context.close();
  });

  it('only the slide on screen is reachable: the others, added ones included, are inert (out of the tab order and of screen readers)', async () => {
    const { total } = await roofCover();
    const context = await newContext(browser);
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/cobertura-retratil/');
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    await region.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(`2 de ${total}`);
    expect(await page.locator(`#${TRACK} > [inert]`).count()).toBe(total - 1);
    expect(await page.locator(`#${TRACK} > :not([inert])`).getAttribute('aria-label')).toBe(`2 de ${total}`);
    await context.close();
  });

  it('with JavaScript off, the roof-cover carousel holds the first slides of its HTML, named among all 31', async () => {
    const { first, total } = await roofCover();
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/cobertura-retratil/`);
    expect(await page.locator(`#${TRACK} > *`).evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))).toEqual(
      Array.from({ length: first }, (_, i) => `${i + 1} de ${total}`),
    );
    await context.close();
  });

  it('every slide is at least 500 px tall', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    const heights = await page.locator(`#${TRACK} > *`).evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect().height));
    expect(heights).toHaveLength(5);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(500);
    await context.close();
  });

  it('glides to the next slide with the browser\'s own smooth scroll, and moves at once under reduced motion', async () => {
    for (const motion of ['no-preference', 'reduce'] as const) {
      const context = await newContext(browser, { reducedMotion: motion });
      const page = await context.newPage();
      const { region } = await openCarousel(page, '/');
      // Every scroll position the track passes through, from the press to rest.
      await page.locator(`#${TRACK}`).evaluate((track) => {
        const seen: number[] = ((window as { __shares?: number[] }).__shares = []);
        track.addEventListener('scroll', () => seen.push(track.scrollLeft / track.clientWidth), { passive: true });
      });
      await region.getByRole('button', { name: 'Próximo' }).click();
      // At rest on the second slide: its last scroll event put it exactly there.
      await expect.poll(() => page.evaluate(() => (window as { __shares?: number[] }).__shares!.at(-1))).toBe(1);
      expect(await shownSlide(page, TRACK)).toBe('2 de 5');
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
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/toldos/');
    const swipe = await swiper(context, page);
    await swipe(-220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe('2 de 6');
    await expect.poll(() => dotRow(region)).toBe('1 [2] 3 4 5 …');
    await swipe(220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe('1 de 6');
    await context.close();
  });

  it('on the roof-cover page a swipe carries on past the slides of the HTML, onto the ones the island added', async () => {
    const { first, total } = await roofCover();
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/cobertura-retratil/');
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    for (const n of [4, 7, first]) await region.getByRole('button', { name: `Ir para o slide ${n}`, exact: true }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(`${first} de ${total}`);
    const swipe = await swiper(context, page);
    await swipe(-220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe(`${first + 1} de ${total}`);
    await expect.poll(() => dotRow(region)).toBe(`… ${first - 2} ${first - 1} ${first} [${first + 1}] ${first + 2} ${first + 3} ${first + 4} …`);
    await context.close();
  });

  it('arrow keys move it when focus is in the carousel, wrapping, and focus stays in the carousel', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openCarousel(page, '/');
    await page.locator(`#${TRACK}`).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page, TRACK)).toBe('2 de 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(page, TRACK)).toBe('5 de 5');

    // From a link inside the slide: the slide moves on, focus goes to the track instead of the page.
    await page.locator(`#${TRACK} > :not([inert])`).getByRole('link', { name: /Saiba Mais/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(page, TRACK)).toBe('1 de 5');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(TRACK);
    await context.close();
  });
});

describe('video slides', () => {
  it('load nothing until played; play starts with sound and hides the overlay, pause shows it; leaving the slide pauses it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    const { region } = await openCarousel(page, '/toldos/');
    // The three videos come after the three images: the last slide is one.
    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('6 de 6');
    expect(videoRequests).toEqual([]);

    const slide = page.locator(`#${TRACK} > :not([inert])`);
    const video = slide.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => ({ controls: v.controls, preload: v.preload }))).toEqual({ controls: false, preload: 'none' });
    // The poster picture under the video has loaded by now that its slide is shown.
    await expect.poll(() => slide.locator('picture img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await slide.getByRole('button', { name: 'Reproduzir vídeo' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    expect(videoRequests.length).toBeGreaterThan(0);
    const overlay = slide.getByRole('button', { name: 'Pausar vídeo' });
    await page.mouse.move(0, 0);
    await expect.poll(() => overlay.locator('span').evaluate((icon) => getComputedStyle(icon).opacity)).toBe('0');

    await overlay.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => slide.getByRole('button', { name: 'Reproduzir vídeo' }).locator('span').evaluate((icon) => getComputedStyle(icon).opacity)).toBe('1');

    await slide.getByRole('button', { name: 'Reproduzir vídeo' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('5 de 6');
    expect(await page.locator(`#${TRACK} > :nth-child(6) video`).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await context.close();
  });

  it('a video slide the island added has the same play/pause button, and loads nothing until played', async () => {
    const { total, product } = await roofCover();
    const context = await newContext(browser);
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
    });
    const { region } = await openCarousel(page, '/cobertura-retratil/');
    await expect.poll(() => page.locator(`#${TRACK} > *`).count()).toBe(total);
    expect(product.media.at(-1)!.tipo).toBe('video');
    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe(`${total} de ${total}`);
    const slide = page.locator(`#${TRACK} > :not([inert])`);
    const video = slide.locator('video');
    expect(await video.getAttribute('src')).toBe(product.media.at(-1)!.src);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => ({ controls: v.controls, preload: v.preload }))).toEqual({ controls: false, preload: 'none' });
    expect(videoRequests).toEqual([]);
    await slide.getByRole('button', { name: 'Reproduzir vídeo' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await context.close();
  });

  it('with JavaScript off the browser\'s own controls play it, and no control row takes room', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/toldos/`);
    expect(await page.locator(`#${TRACK} video`).evaluateAll((videos) => videos.map((v) => v.hasAttribute('controls')))).toEqual([true, true, true]);
    expect(await page.locator('[data-island="ProductsCarousel"]').evaluate((box) => box.getBoundingClientRect().height)).toBe(0);
    await context.close();
  });
});
