import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { fill } from '../../src/shared/format';
import { dotWindowOf, expectedDots } from '../unit/support/carousel';
import { realContent } from '../unit/support/content';
import { baseUrl, browserForFile, hydrated } from './support/browser';
import { carouselReady, dotRow, expectedDotRow, shownSlide, slideName } from './support/carousel';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

const TRACK = 'depoimentos-slides';
const dots = () => dotWindowOf(content.constants);

/** How many testimonials content/ has: two at least, or the rotation has nothing to move to. */
function testimonialCount(): number {
  const count = content.testimonials.items.length;
  expect(count, 'content/testimonials.json needs two testimonials at least for the rotation to be tested').toBeGreaterThanOrEqual(2);
  return count;
}

/** How long each testimonial stays before the next (content/constants.json). */
const interval = () => content.constants.testimonialAutoAdvanceMs;

/**
 * The margin each check keeps from the moment the rotation is due, a tenth of its interval (0.5 s
 * of 5 s): "not yet" is checked that long before it, "moved on" that long after.
 */
const margin = () => interval() / 10;

/** The testimonial after the `n`th (from 1), wrapping from the last to the first. */
const nextAfter = (n: number, count: number) => (n % count) + 1;

/** The numbers of the dots shown while testimonial `n` is current. */
const dotNumbers = (n: number, count: number) => expectedDots(n, count, dots()).filter((entry): entry is number => entry !== '…');

/** What a testimonial's stars say to assistive technology: its rating, out of the five stars drawn. */
const ratingLabel = (rating: number) => fill(content.ui.testimonials.rating, { rating });

/** The testimonial a visitor sees (none mid-glide). */
const shown = (page: Page) => shownSlide(page, TRACK);

/**
 * The testimonial on screen is `label` once the track has come to rest (the browser's own smooth
 * scroll moves it, on the browser's clock, not the page's), and the current dot says the same: so
 * "still on 1" cannot pass while a move is under way. Both are polled, together: the dots follow
 * the carousel's state in a React transition, a task after the move starts, so a read right
 * after a click can still find the old dot (seen once in a fresh clone, under reduced motion).
 */
async function expectShown(page: Page, label: string) {
  const region = page.getByRole('region', { name: content.ui.testimonials.label });
  const currentDot = async () => /\[(\d+)\]/.exec(await dotRow(region))?.[1];
  await expect.poll(async () => ({ shown: await shown(page), dot: await currentDot() })).toEqual({ shown: label, dot: label.split(' ')[0] });
}

/**
 * Waits until the carousel says whether it is rotating: its track is announced politely only while
 * it holds still, so this is the sign a hold (pointer, focus, off screen) has taken effect.
 */
const rotating = (page: Page, running: boolean) =>
  expect.poll(() => page.locator(`#${TRACK}`).getAttribute('aria-live'), { timeout: 10_000 }).toBe(running ? 'off' : 'polite');

/**
 * The testimonials on screen, with the page's clock under the test's control from before the
 * carousel's code runs: paused, so only `page.clock.runFor(ms)` moves it, timers and frames alike,
 * however long the test's own steps take.
 */
async function openTestimonials(page: Page, route = content.pages.beneficios.path) {
  await page.goto(`${baseUrl()}${route}`);
  await hydrated(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const box = await carouselReady(page, 'TestimonialsCarousel');
  return { box, region: page.getByRole('region', { name: content.ui.testimonials.label }) };
}

describe('testimonials carousel', () => {
  it('advances on its own once every interval (constants.testimonialAutoAdvanceMs) and wraps from the last back to the first', async () => {
    const count = testimonialCount();
    const { context, page } = await browser.newPage();
    const { region } = await openTestimonials(page);
    await expectShown(page, slideName(1, count));
    await page.clock.runFor(interval() - margin());
    await expectShown(page, slideName(1, count));
    await page.clock.runFor(2 * margin());
    await expectShown(page, slideName(2, count));
    await expect.poll(() => dotRow(region)).toBe(expectedDotRow(2, count, dots()));
    for (let n = 3; n <= count; n++) {
      await page.clock.runFor(interval());
      await expectShown(page, slideName(n, count));
    }
    await page.clock.runFor(interval());
    await expectShown(page, slideName(1, count));
    await context.close();
  });

  it('shows five stars with a spoken rating, the name, the role and the place on each entry', async () => {
    const { items } = content.testimonials;
    const { context, page } = await browser.openPage('/');
    const region = page.getByRole('region', { name: content.ui.testimonials.label });
    // Polled: the band below the fold arrives the frame after the first paint.
    for (const rating of new Set(items.map((item) => item.rating))) {
      await expect.poll(() => region.getByRole('img', { name: ratingLabel(rating) }).count()).toBe(items.filter((item) => item.rating === rating).length);
    }
    for (const [i, item] of items.entries()) {
      const entry = page.locator(`#${TRACK} > *`).nth(i);
      // Five stars drawn, as many filled as the rating.
      const stars = entry.getByRole('img', { name: ratingLabel(item.rating) }).locator('use');
      expect(await stars.evaluateAll((uses) => uses.map((use) => getComputedStyle(use).fill !== 'none')), item.id).toEqual([1, 2, 3, 4, 5].map((n) => n <= item.rating));
      expect(await entry.getByText(item.nome).count(), item.id).toBe(1);
      expect(await entry.getByText(`${item.cargo} · ${item.local}`).count(), item.id).toBe(1);
    }
    await context.close();
  });

  it('the pause button comes first and stops the rotation until pressed again', async () => {
    const count = testimonialCount();
    const { context, page } = await browser.newPage();
    const { region } = await openTestimonials(page);
    const first = await region.evaluate((r) => r.querySelector<HTMLElement>('button, [tabindex="0"], a[href]')?.getAttribute('aria-label'));
    expect(first).toBe(content.ui.testimonials.pause);

    await region.getByRole('button', { name: content.ui.testimonials.pause }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3 * interval());
    await expectShown(page, slideName(1, count));

    await region.getByRole('button', { name: content.ui.testimonials.play }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(interval() + margin());
    await expectShown(page, slideName(2, count));
    await context.close();
  });

  it('holds while the pointer is over the testimonials and goes on when it leaves', async () => {
    const count = testimonialCount();
    const { context, page } = await browser.newPage();
    await openTestimonials(page);
    await page.locator(`#${TRACK}`).hover();
    await page.clock.runFor(2 * interval() + margin());
    await expectShown(page, slideName(1, count));
    await page.mouse.move(0, 0);
    await page.clock.runFor(interval() + margin());
    await expectShown(page, slideName(2, count));
    await context.close();
  });

  it('holds while keyboard focus is inside and goes on once it leaves', async () => {
    const count = testimonialCount();
    const shownDots = dotNumbers(2, count);
    const { context, page } = await browser.newPage();
    const { region } = await openTestimonials(page);
    // Focus on the rotation button itself does not hold it (or "play" could never play)…
    await region.getByRole('button', { name: content.ui.testimonials.pause }).focus();
    await page.clock.runFor(interval() + margin());
    await expectShown(page, slideName(2, count));
    // …focus on the dots (after the button, as in the WAI-ARIA tabbed carousel) and on the slides does.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(fill(content.ui.carousel.goToSlide, { n: shownDots[0]! }));
    await page.clock.runFor(2 * interval() + margin());
    await expectShown(page, slideName(2, count));
    // Past the other dots to the slides.
    for (let i = 0; i < shownDots.length; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(TRACK);
    await page.clock.runFor(2 * interval() + margin());
    await expectShown(page, slideName(2, count));

    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(interval() + margin());
    await expectShown(page, slideName(nextAfter(2, count), count));
    await context.close();
  });

  it('holds while scrolled out of sight, so no testimonial goes by unseen', async () => {
    const count = testimonialCount();
    const { context, page } = await browser.newPage();
    const { region } = await openTestimonials(page);
    await rotating(page, true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // The browser reports on its next frames (real time, not the page's clock) that the carousel
    // left the screen, and the carousel holds.
    await rotating(page, false);
    await page.clock.runFor(2 * interval() + margin());
    await expectShown(page, slideName(1, count));
    await region.scrollIntoViewIfNeeded();
    await rotating(page, true);
    await page.clock.runFor(interval() + margin());
    await expectShown(page, slideName(2, count));
    await context.close();
  });

  it('a dot jumps to its testimonial, which then stays its full interval', async () => {
    const count = testimonialCount();
    // The farthest dot shown from the first testimonial, and the one after it.
    const chosen = dotNumbers(1, count).at(-1)!;
    const next = nextAfter(chosen, count);
    const { context, page } = await browser.newPage();
    const { region } = await openTestimonials(page);
    // Halfway through the first testimonial's time: had the wait not restarted, it would end before the chosen one's.
    await page.clock.runFor(interval() / 2);
    await region.getByRole('button', { name: fill(content.ui.carousel.goToSlide, { n: chosen }) }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    // The dots say which testimonial is current; the wait restarts from there.
    await expect.poll(() => dotRow(region)).toBe(expectedDotRow(chosen, count, dots()));
    await page.clock.runFor(interval() - margin());
    expect(await dotRow(region)).toBe(expectedDotRow(chosen, count, dots()));
    await expectShown(page, slideName(chosen, count));
    await page.clock.runFor(2 * margin());
    await expect.poll(() => dotRow(region)).toBe(expectedDotRow(next, count, dots()));
    await expectShown(page, slideName(next, count));
    await context.close();
  });

  it('never rotates under reduced motion, and then offers no rotation button', async () => {
    const count = testimonialCount();
    const { context, page } = await browser.newPage({ reducedMotion: 'reduce' });
    const { region } = await openTestimonials(page);
    await page.clock.runFor(4 * interval());
    await expectShown(page, slideName(1, count));
    // Neither face of the rotation button (pause, play) is offered; the dots still are.
    for (const name of [content.ui.testimonials.pause, content.ui.testimonials.play]) {
      expect(await region.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await region.getByRole('button', { name: fill(content.ui.carousel.goToSlide, { n: 2 }) }).click();
    await expectShown(page, slideName(2, count));
    await context.close();
  });
});
