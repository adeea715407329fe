import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import benefits from '../../content/benefits.json';
import differentials from '../../content/differentials.json';
import pages from '../../content/pages.json';
import { staggerDelays } from '../../src/islands/CardReveal/stagger';
import { browserForFile, hydrated } from './support/browser';

const browser = browserForFile();

/** A section's card list, by the section's heading. */
const list = (page: Page, heading: string) => page.getByRole('region', { name: heading }).locator('ul');
const cards = (page: Page, heading = benefits.title) =>
  list(page, heading)
    .locator('> li')
    .evaluateAll((items) =>
      items.map((li) => ({
        reveal: li.getAttribute('data-reveal'),
        opacity: getComputedStyle(li).opacity,
        delay: getComputedStyle(li).transitionDelay,
        // Layout position, which a transform does not change: what a layout shift would move.
        top: (li as HTMLElement).offsetTop,
        left: (li as HTMLElement).offsetLeft,
      })),
    );

/** Scrolls so the top of the card list sits `offset` px below the top of the viewport. */
const scrollListTo = (page: Page, offset: number, heading = benefits.title) =>
  list(page, heading).evaluate((ul, at) => window.scrollTo({ top: ul.getBoundingClientRect().top + window.scrollY - at, behavior: 'instant' }), offset);

const revealReady = (page: Page) => page.locator('[data-island="CardReveal"][data-hydrated]').first().waitFor({ state: 'attached' });

describe('card entrance', () => {
  it('cards below the fold wait, then appear with staggered delays as they come into view, without moving anything', async () => {
    const { context, page } = await browser.openPage('/');
    await hydrated(page);
    // Just below the screen: the visitor is scrolling, the cards are not in view yet.
    await scrollListTo(page, (await page.evaluate(() => innerHeight)) + 120);
    await revealReady(page);
    await expect.poll(async () => (await cards(page)).map((c) => c.reveal)).toEqual(Array(benefits.items.length).fill('waiting'));
    const waiting = await cards(page);
    expect(new Set(waiting.map((c) => c.opacity))).toEqual(new Set(['0']));
    const nextSectionTop = () => list(page, benefits.title).evaluate((ul) => (ul.closest('section')!.nextElementSibling as HTMLElement).offsetTop);
    const following = await nextSectionTop();

    await scrollListTo(page, 150);
    await expect.poll(async () => (await cards(page)).every((c) => c.reveal === 'shown')).toBe(true);
    const shown = await cards(page);
    // All of them enter together and appear left to right, from 0.1 s to 0.2 s.
    expect(shown.map((c) => Math.round(parseFloat(c.delay) * (c.delay.endsWith('ms') ? 1 : 1000)))).toEqual(staggerDelays(benefits.items.length));
    await expect.poll(async () => new Set((await cards(page)).map((c) => c.opacity))).toEqual(new Set(['1']));
    expect(shown.map(({ top, left }) => ({ top, left }))).toEqual(waiting.map(({ top, left }) => ({ top, left })));
    expect(await nextSectionTop()).toBe(following);
    await context.close();
  });

  it('loads nothing until the visitor scrolls, and never hides a card that was on screen', async () => {
    const { context, page } = await browser.openPage(pages.beneficios.path, { viewport: { width: 412, height: 823 } });
    await hydrated(page);
    // The first card starts above the fold here; the page settles without the reveal's code.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    expect(await page.locator('[data-island="CardReveal"][data-hydrated]').count()).toBe(0);
    const first = await page.evaluate(() => window.innerHeight);
    expect((await list(page, differentials.title).boundingBox())!.y).toBeLessThan(first);

    await page.mouse.wheel(0, 40);
    await revealReady(page);
    const after = await cards(page, differentials.title);
    expect(after[0]).toMatchObject({ reveal: null, opacity: '1' });
    expect(after.slice(1).every((c) => c.reveal === 'waiting')).toBe(true);
    await context.close();
  });

  it('with JavaScript off and under reduced motion every card is simply there', async () => {
    for (const options of [{ javaScriptEnabled: false }, { reducedMotion: 'reduce' as const }]) {
      const { context, page } = await browser.openPage('/', options);
      if (options.javaScriptEnabled !== false) {
        await hydrated(page);
        await scrollListTo(page, (await page.evaluate(() => innerHeight)) + 120);
        await revealReady(page);
      }
      await scrollListTo(page, 150);
      for (const card of await cards(page)) expect(card, JSON.stringify(options)).toMatchObject({ reveal: null, opacity: '1' });
      await context.close();
    }
  });
});
