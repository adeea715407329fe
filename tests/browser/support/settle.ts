import type { Page } from 'playwright-core';
import { hydrated } from './browser';

const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Brings the page to what a visitor who scrolled through it sees: every island that hydrates on
 * its own or on sight hydrated, finite animations (card reveals, transitions) finished, and the
 * view back at the top. Islands that wait for the visitor's first touch stay as they are.
 */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: Math.max(200, innerHeight * 0.8) }));
  for (let y = 0; y < height + step; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrames(page);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island][data-hydrate="visible"]')].every((box) => box.hasAttribute('data-hydrated')));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await nextFrames(page);
  // Polled rather than awaited through `finished`, which never settles for some removed animations.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      // Time-based and finite only: scroll-driven animations end when the visitor scrolls, not with time.
      return animation.playState !== 'running' || typeof end !== 'number' || !Number.isFinite(end);
    }),
  );
}
