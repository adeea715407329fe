import type { Page } from 'playwright-core';
import { within } from '../../support/within';
import { hydrated } from './browser';

/**
 * Brings every finite, time-based animation now running (card reveals, transitions, the
 * floating chat button's delayed rise) to its end at once, and waits until none is left: the
 * page as it looks once they have all run. CSS animations run on the browser's own timeline,
 * which Playwright's clock does not drive, so their time is skipped here instead of waited for.
 * Scroll-driven and infinite animations are left alone: they end when the visitor scrolls, or never.
 */
export async function finishAnimations(page: Page): Promise<void> {
  // Polled rather than awaited through `finished`, which never settles for some removed animations,
  // and repeated because a finished animation can start another (a transition on the end state).
  await page.waitForFunction(() => {
    const running = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
    });
    for (const animation of running) animation.finish();
    return running.length === 0;
  });
}

/**
 * Brings the page to what a visitor who scrolled through it sees: every island that hydrates on
 * its own or on sight hydrated, finite animations (card reveals, transitions, the floating chat
 * button's rise after its delay) finished, and the view back at the top. Islands that wait for
 * the visitor's first touch stay as they are.
 */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  // The whole way down in one call: a step, then the frame it brings (rendered, its observers run), then the next.
  await withFrameState(
    page,
    within(
      30_000,
      `${page.url()}: scrolling down, a frame at each step`,
      page.evaluate(async () => {
        const rendered = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        const step = Math.max(200, innerHeight * 0.8);
        for (let y = 0; y < document.documentElement.scrollHeight + step; y += step) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await rendered();
        }
      }),
    ),
  );
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island][data-hydrate="visible"]')].every((box) => box.hasAttribute('data-hydrated')));
  await withFrameState(
    page,
    within(
      30_000,
      `${page.url()}: back to the top, two frames`,
      page.evaluate(async () => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      }),
    ),
  );
  await finishAnimations(page);
}

/**
 * `step`, or its failure with what the page says of itself added: headless Chromium has been seen
 * to stop making frames for a page whose timers still ran (see the README), and whether it then
 * holds the page hidden or unfocused is the first thing to know about it.
 */
async function withFrameState<T>(page: Page, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const state = await within(
      5_000,
      'reading the page state',
      page.evaluate(() => `visibility ${document.visibilityState}, focus ${document.hasFocus()}, scrolled to ${Math.round(scrollY)} of ${document.documentElement.scrollHeight}`),
    ).catch(() => 'the page did not answer either');
    throw new Error(`${(error as Error).message} (${state})`, { cause: error });
  }
}
