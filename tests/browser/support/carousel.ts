import type { Locator, Page } from 'playwright-core';
import ui from '../../../content/ui.json';
import { fill } from '../../../src/shared/format';
import { dotHops, expectedDots, type DotWindow } from '../../unit/support/carousel';

/** The carousel's island has run: its controls (or, for testimonials, its dots) are there. */
export async function carouselReady(page: Page, island: 'ProductsCarousel' | 'TestimonialsCarousel'): Promise<Locator> {
  const box = page.locator(`[data-island="${island}"]`);
  await box.scrollIntoViewIfNeeded();
  await box.locator('button').first().waitFor();
  return box;
}

/** The name a carousel gives its slide `n` (from 1) of `total`: "3 de 31". */
export const slideName = (n: number, total: number) => fill(ui.carousel.slideLabel, { n, total });

/** The name ("3 de 31") of the slide a visitor sees: the one lined up with the track's left edge. */
export function shownSlide(page: Page, trackId: string): Promise<string | null> {
  return page.evaluate((id) => {
    const track = document.getElementById(id)!;
    const left = track.getBoundingClientRect().left;
    const slide = [...track.children].find((s) => Math.abs(s.getBoundingClientRect().left - left) < 2);
    return slide?.getAttribute('aria-label') ?? null;
  }, trackId);
}

/** The pagination row as a visitor reads it: slide numbers, `…` for an ellipsis, `[n]` for the current one. */
export function dotRow(region: Locator): Promise<string> {
  return region.locator(`[role="group"][aria-label="${ui.carousel.dotsLabel}"]`).evaluate((group) =>
    [...group.children]
      .map((child) => {
        if (child.tagName !== 'BUTTON') return '…';
        const n = /(\d+)$/.exec(child.getAttribute('aria-label') ?? '')?.[1] ?? '?';
        return child.getAttribute('aria-current') === 'true' ? `[${n}]` : n;
      })
      .join(' '),
  );
}

/** The pagination row `dotRow` should read on slide `current` (from 1) of `total`, e.g. `… 2 3 [4] 5 …`. */
export function expectedDotRow(current: number, total: number, window: DotWindow): string {
  return expectedDots(current, total, window)
    .map((entry) => (entry === current ? `[${entry}]` : String(entry)))
    .join(' ');
}

/**
 * From the first slide to slide `to` (from 1) of the carousel in `region`, by its dots as a visitor
 * would, each press as far as the dots shown reach. `goToSlide` is the dots' label (content/ui.json).
 */
export async function pressDotsTo(region: Locator, to: number, window: DotWindow, goToSlide: string): Promise<void> {
  for (const n of dotHops(1, to, window)) await region.getByRole('button', { name: fill(goToSlide, { n }), exact: true }).click();
}
