import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import pages from '../../content/pages.json';
import type { SiteContent } from '../../src/content/types';
import { SLIDES_BESIDE } from '../../src/components/ProductSlide/ProductSlide';
import { productWith, productWithWholeGalleryInHtml, realContent } from '../unit/support/content';
import { baseUrl, browserForFile, holdScripts, hydrated, PHONE } from './support/browser';
import { withoutScrollTimelines } from './support/header';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

/** A product page whose carousel has its whole gallery, two slides at least, in the HTML. */
const productPage = () => productWithWholeGalleryInHtml(content).url;

/** A phone-sized page that runs `recorder` before any of its own bytes, at `path`. */
async function openOnPhone(path: string, recorder: () => void) {
  const { context, page } = await browser.newPage({ viewport: PHONE });
  await page.addInitScript(recorder);
  await page.goto(`${baseUrl()}${path}`);
  return { context, page };
}

/** Records, from before the page's first byte, when paint entries arrive and what was loaded when each island hydrated. */
const RECORDER = () => {
  const w = window as unknown as { __painted?: number; __hydratedWithStyles?: boolean[] };
  w.__hydratedWithStyles = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') w.__painted = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.attributeName !== 'data-hydrated') continue;
      const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/site-"]');
      w.__hydratedWithStyles!.push(Boolean(sheet?.sheet));
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
};

describe('loading order', () => {
  it('paints first; the page code and the whole stylesheet are requested only after, and no island runs before the styles are in', async () => {
    const { context, page } = await openOnPhone(productPage(), RECORDER);
    // Scrolled to, its carousel hydrates.
    await hydrated(page);
    await page.locator('[data-island="ProductsCarousel"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="ProductsCarousel"][data-hydrated]', { state: 'attached' });
    const timing = await page.evaluate(() => ({
      painted: (window as unknown as { __painted: number }).__painted,
      late: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.(js|css)$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      hydratedWithStyles: (window as unknown as { __hydratedWithStyles: boolean[] }).__hydratedWithStyles,
    }));
    expect(timing.painted).toBeGreaterThan(0);
    expect(timing.late.some((entry) => entry.name.endsWith('.css'))).toBe(true);
    expect(timing.late.some((entry) => entry.name.endsWith('.js'))).toBe(true);
    for (const entry of timing.late) expect(entry.start, entry.name).toBeGreaterThanOrEqual(timing.painted);
    expect(timing.hydratedWithStyles.length).toBeGreaterThan(0);
    expect(timing.hydratedWithStyles.every(Boolean)).toBe(true);
    await context.close();
  });

  it('with JavaScript off, a page asks for no script and no stylesheet: its own markup is styled by what it inlines', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}${pages.contato.path}`);
    await page.waitForLoadState('load');
    expect(requested.filter((file) => /\.(js|css)$/.test(file))).toEqual([]);
    // Styled, not browser defaults: the form's fields and the quote button carry the site's look.
    const button = page.locator('form[data-quote] button[type="submit"]');
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(239, 239, 239)');
    await context.close();
  });

  it('on a product page, only the hero and the first slide load before the first paint; the slides beside it follow after', async () => {
    const { context, page } = await openOnPhone(productPage(), RECORDER);
    await hydrated(page);
    const slideImage = (n: number) => page.locator(`#projetos-slides > :nth-child(${n}) img`).evaluate((img: HTMLImageElement) => img.currentSrc);
    // The second slide's image is fetched once the page has painted, before anyone swipes to it.
    await expect.poll(() => slideImage(2)).not.toBe('');
    const images = await page.evaluate(() => ({
      painted: (window as unknown as { __painted: number }).__painted,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const hero = await page.locator('main img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const first = new URL(await slideImage(1)).pathname;
    const beforePaint = images.requested.filter((entry) => entry.start < images.painted).map((entry) => entry.name);
    // Whether the first slide's lazy image is asked for just before the first frame or just after
    // it is the browser's race (CI saw both); what must hold is that nothing else competes.
    expect(beforePaint).toContain(hero);
    expect(beforePaint.filter((name) => name !== hero && name !== first)).toEqual([]);
    expect(images.requested.map((entry) => entry.name)).toContain(new URL(await slideImage(2)).pathname);
    await context.close();
  });

  it('on a product page, a slide further off than the ones beside the first loads its image only as it nears the screen', async () => {
    const further = SLIDES_BESIDE + 2;
    const product = productWith(content, `has ${further} slides in its HTML at least`, (p) => p.media.length >= further && content.constants.productCarouselMaxSlides >= further);
    const { context, page } = await openOnPhone(product.url, RECORDER);
    await hydrated(page);
    const image = (n: number) => page.locator(`#projetos-slides > :nth-child(${n}) img`);
    await expect.poll(() => image(SLIDES_BESIDE + 1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image(further).evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');
    await page.locator('#projetos-slides').evaluate((track, n) => track.scrollTo({ left: track.clientWidth * (n - 1), behavior: 'instant' }), further);
    await expect.poll(() => image(further).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  it('with JavaScript off, the slides beside the first still show their images', async () => {
    const { context, page } = await browser.openPage(productPage(), { viewport: PHONE, javaScriptEnabled: false });
    const track = page.locator('#projetos-slides');
    await track.scrollIntoViewIfNeeded();
    await track.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.locator('#projetos-slides > :nth-child(2) img');
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

describe('the first island due', () => {
  it('asks for all of React\'s files at once, not each only after the file that imports it has come', async () => {
    const { context, page } = await browser.openPage('/', { viewport: PHONE });
    await hydrated(page);
    const react = (await page.locator('script[data-hydration-code]').getAttribute('data-hydration-code'))!.split(' ');
    // The runtime's own prefetch of them has been asked for (so it is not counted below).
    await expect.poll(() => page.evaluate((files) => files.every((file) => performance.getEntriesByName(`${location.origin}${file}`).length > 0), react)).toBe(true);
    // Nothing arrives from here on: each file the page asks for is one it knew of without reading another.
    const held = await holdScripts(page);
    await page.locator('[data-island="ProjectGallery"] a').hover();
    await expect.poll(() => react.filter((file) => !held.requested.some((url) => new URL(url).pathname === file))).toEqual([]);
    held.release();
    await page.waitForSelector('[data-island="ProjectGallery"][data-hydrated]', { state: 'attached' });
    await context.close();
  });
});

describe('a dropped connection', () => {
  /** The contact page with its islands' runtime started, and the errors its console reports from here on. */
  async function contactPage() {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    // A browser where the header needs its island (Firefox), so the page has two to hydrate.
    await withoutScrollTimelines(page);
    await page.goto(`${baseUrl()}${pages.contato.path}`);
    await hydrated(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    return { context, page, errors };
  }

  /** The connection is back: the visitor touches the menu, and the header's island hydrates. */
  async function headerHydratesOnTouch(page: Page) {
    await page.getByRole('button', { name: content.ui.menu.open }).click();
    await page.waitForSelector('[data-island="Header"][data-hydrated]', { state: 'attached' });
  }

  it('an island whose code does not arrive keeps its server HTML, and the islands after it still hydrate', async () => {
    const { context, page, errors } = await contactPage();
    // React's files (the runtime prefetched them) come; the form island's own chunk is dropped.
    const react = (await page.locator('script[data-hydration-code]').getAttribute('data-hydration-code'))!.split(' ');
    const dropped: string[] = [];
    let connected = false;
    await page.route('**/assets/*.js', (route) => {
      const file = new URL(route.request().url()).pathname;
      if (connected || react.includes(file)) return route.continue();
      dropped.push(file);
      return route.abort('internetdisconnected');
    });

    const form = page.locator('[data-island="QuoteForm"]');
    await form.getByRole('textbox').first().focus();
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(dropped.length).toBeGreaterThan(0);
    expect(await form.getAttribute('data-hydrated')).toBeNull();
    // Its server HTML is still the whole form, with its submit button.
    expect(await form.locator('button[type="submit"]').isVisible()).toBe(true);

    connected = true;
    await headerHydratesOnTouch(page);
    await context.close();
  });

  it('when React itself did not arrive, the next island the visitor touches asks for it again', async () => {
    const { context, page, errors } = await contactPage();
    let connected = false;
    await page.route('**/assets/*.js', (route) => (connected ? route.continue() : route.abort('internetdisconnected')));
    await page.locator('[data-island="QuoteForm"]').getByRole('textbox').first().focus();
    await expect.poll(() => errors.length).toBeGreaterThan(0);

    connected = true;
    await headerHydratesOnTouch(page);
    await context.close();
  });
});

/** Records, from before the page's first byte, every layout shift. */
const SHIFTS = () => {
  const w = window as unknown as { __shifts?: number };
  w.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__shifts! += (entry as unknown as { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const recordedShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

describe('layout stability', () => {
  it.each(['/', pages.contato.path, pages.beneficios.path])('on %s, nothing shifts from the first paint to the footer, with the page\'s code run', async (path) => {
    const { context, page } = await openOnPhone(path, SHIFTS);
    await hydrated(page);
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.locator('footer').getByRole('link').first().isVisible()).toBe(true);
    expect(await recordedShifts(page)).toBe(0);
    await context.close();
  });
});
