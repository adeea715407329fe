import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, hydrated, launch, newContext, PHONE } from './support/browser';
import { carouselReady, dotRow, shownSlide } from './support/carousel';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const TRACK = 'projetos-slides';

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

  it('on the roof-cover page (its first 8 items) shows 3 dots either side of the current slide, with an ellipsis where more lie beyond; a dot jumps there', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/cobertura-retratil/');
    expect(await page.getByRole('region', { name: 'Projetos de Cobertura Retrátil' }).count()).toBe(1);
    expect(await page.locator(`#${TRACK} > *`).count()).toBe(8);
    expect(await dotRow(region)).toBe('[1] 2 3 4 …');

    await region.getByRole('button', { name: 'Ir para o slide 4', exact: true }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('4 de 8');
    expect(await dotRow(region)).toBe('1 2 3 [4] 5 6 7 …');

    await region.getByRole('button', { name: 'Ir para o slide 7', exact: true }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('7 de 8');
    expect(await dotRow(region)).toBe('… 4 5 6 [7] 8');

    await region.getByRole('button', { name: 'Ir para o slide 5', exact: true }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('5 de 8');
    expect(await dotRow(region)).toBe('… 2 3 4 [5] 6 7 8');

    // Wrapping backwards from the first lands on the last: an ellipsis before, none after.
    await region.getByRole('button', { name: 'Ir para o slide 2', exact: true }).click();
    await region.getByRole('button', { name: 'Ir para o slide 1', exact: true }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('1 de 8');
    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('8 de 8');
    expect(await dotRow(region)).toBe('… 5 6 7 [8]');
    await context.close();
  });

  it('only the slide on screen is reachable: the other 7 are inert (out of the tab order and of screen readers)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/cobertura-retratil/');
    await region.getByRole('button', { name: 'Próximo' }).click();
    await expect.poll(() => shownSlide(page, TRACK)).toBe('2 de 8');
    const inert = await page.locator(`#${TRACK} > [inert]`).count();
    expect(inert).toBe(7);
    expect(await page.locator(`#${TRACK} > :not([inert])`).getAttribute('aria-label')).toBe('2 de 8');
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
      await expect.poll(() => shownSlide(page, TRACK)).toBe('2 de 5');
      const shares = await page.evaluate(() => (window as { __shares?: number[] }).__shares!);
      const between = shares.filter((share) => share > 0.01 && share < 0.99);
      if (motion === 'reduce') expect(between, motion).toEqual([]);
      else expect(between.length, motion).toBeGreaterThan(0);
      expect(shares.at(-1), motion).toBe(1);
      await context.close();
    }
  });
});

describe('products carousel, touch and keyboard', () => {
  it('a swipe on a 360 px touch screen moves to the next slide and back, and the dots follow', async () => {
    const context = await newContext(browser, { viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    const { region } = await openCarousel(page, '/toldos/');
    const session = await context.newCDPSession(page);
    await page.locator(`#${TRACK}`).evaluate((track) => track.scrollIntoView({ block: 'center' }));
    // A finger on the slide's photo moving sideways, as real touch input (Chromium turns it into a scroll).
    const swipe = async (dx: number) => {
      const box = (await page.locator(`#${TRACK}`).boundingBox())!;
      const x = Math.round(box.x + box.width / 2 - dx / 2);
      const y = Math.round(box.y + 120);
      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 10; step++) {
        await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 10, y }] });
      }
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(-220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe('2 de 6');
    await expect.poll(() => dotRow(region)).toBe('1 [2] 3 4 5 …');
    await swipe(220);
    await expect.poll(() => shownSlide(page, TRACK)).toBe('1 de 6');
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

  it('with JavaScript off the browser\'s own controls play it, and no control row takes room', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/toldos/`);
    expect(await page.locator(`#${TRACK} video`).evaluateAll((videos) => videos.map((v) => v.hasAttribute('controls')))).toEqual([true, true, true]);
    expect(await page.locator('[data-island="ProductsCarousel"]').evaluate((box) => box.getBoundingClientRect().height)).toBe(0);
    await context.close();
  });
});
