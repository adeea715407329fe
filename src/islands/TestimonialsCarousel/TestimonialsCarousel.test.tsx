import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dotWindowOf, expectedDots } from '../../../tests/unit/support/carousel';
import { realContent } from '../../../tests/unit/support/content';
import type { SiteContent } from '../../content/types';
import { serverRenderAndHydrate } from '../../../tests/unit/support/serverRender';
import { Testimonials } from '../../sections/Testimonials/Testimonials';
import { fill } from '../../shared/format';
import { TestimonialsCarousel } from './TestimonialsCarousel';

const sources = { TestimonialsCarousel: { load: async () => TestimonialsCarousel } };
const current = () => document.querySelector('[aria-current="true"]')?.getAttribute('aria-label');
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

let ui: SiteContent['ui'];
let step: number;
beforeAll(async () => {
  const content = await realContent();
  ({ ui } = content);
  step = content.constants.testimonialAutoAdvanceMs;
});
/** A dot's name, which the current one carries in `current()`. */
const dot = (n: number) => fill(ui.carousel.goToSlide, { n });

/** The testimonials of content/, two at least: one alone does not rotate. */
function testimonialCount(content: SiteContent): number {
  const count = content.testimonials.items.length;
  expect(count, 'content/testimonials.json needs two testimonials at least for the rotation to be tested').toBeGreaterThanOrEqual(2);
  return count;
}

async function mount(): Promise<SiteContent> {
  const content = await realContent();
  testimonialCount(content);
  await serverRenderAndHydrate(<Testimonials />, content, sources);
  return content;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('TestimonialsCarousel island', () => {
  it('advances on its own every testimonialAutoAdvanceMs, wrapping from the last to the first', async () => {
    const count = testimonialCount(await mount());
    expect(current()).toBe(dot(1));
    await wait(step - 1);
    expect(current()).toBe(dot(1));
    await wait(1);
    expect(current()).toBe(dot(2));
    for (let n = 3; n <= count; n++) {
      await wait(step);
      expect(current()).toBe(dot(n));
    }
    await wait(step);
    expect(current()).toBe(dot(1));
  });

  it('puts its pause button first, and a pause lasts until play', async () => {
    await mount();
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]!.getAttribute('aria-label')).toBe(ui.testimonials.pause);
    act(() => void fireEvent.click(buttons[0]!));
    await wait(step * 4);
    expect(current()).toBe(dot(1));
    act(() => void fireEvent.click(screen.getByRole('button', { name: ui.testimonials.play })));
    await wait(step);
    expect(current()).toBe(dot(2));
  });

  it('holds while a pointer is over the slides', async () => {
    await mount();
    const track = document.getElementById('depoimentos-slides')!;
    act(() => void track.dispatchEvent(new Event('pointerenter')));
    await wait(step * 3);
    expect(current()).toBe(dot(1));
    act(() => void track.dispatchEvent(new Event('pointerleave')));
    await wait(step);
    expect(current()).toBe(dot(2));
  });

  it('a chosen slide stays its full time', async () => {
    const content = await mount();
    const count = testimonialCount(content);
    // The farthest dot shown from the first slide, and the testimonial after it.
    const chosen = expectedDots(1, count, dotWindowOf(content.constants)).filter((entry) => entry !== '…').at(-1)!;
    // Chosen partway through the first slide's time: the chosen one's time starts over.
    await wait(Math.floor(step * 0.6));
    act(() => void fireEvent.click(screen.getByRole('button', { name: dot(chosen) })));
    await wait(step - 1);
    expect(current()).toBe(dot(chosen));
    await wait(1);
    expect(current()).toBe(dot((chosen % count) + 1));
  });

  it('under reduced motion: no rotation, no rotation button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await mount();
    expect(screen.queryByRole('button', { name: new RegExp(`^(${ui.testimonials.pause}|${ui.testimonials.play})$`) })).toBeNull();
    await wait(step * 4);
    expect(current()).toBe(dot(1));
  });
});
