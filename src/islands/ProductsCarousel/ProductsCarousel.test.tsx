import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dotWindowOf, expectedDots } from '../../../tests/unit/support/carousel';
import { productWith, realContent } from '../../../tests/unit/support/content';
import { serverRenderAndHydrate } from '../../../tests/unit/support/serverRender';
import type { SiteContent } from '../../content/types';
import { fill } from '../../shared/format';
import { ProductsCarousel as ProductsSection } from '../../sections/ProductsCarousel/ProductsCarousel';
import { mediaSlides, productSlides } from '../../site/slides';
import { ProductsCarousel } from './ProductsCarousel';

const sources = { ProductsCarousel: { load: async () => ProductsCarousel } };
const region = () => screen.getByRole('region');
const current = () => region().querySelector('[aria-current="true"]')?.getAttribute('aria-label');
const reachable = () => [...document.querySelectorAll('#projetos-slides > :not([inert])')].map((s) => s.getAttribute('aria-label'));

afterEach(() => {
  document.body.innerHTML = '';
});

let carousel: SiteContent['ui']['carousel'];
beforeAll(async () => {
  carousel = (await realContent()).ui.carousel;
});
/** A dot's name, which the current one carries in `current()`. */
const dot = (n: number) => fill(carousel.goToSlide, { n });
/** A slide's name, "3 de 5". */
const slideName = (n: number, total: number) => fill(carousel.slideLabel, { n, total });

/** How many slides the home page's carousel has: one per product, two at least for it to move. */
function homeSlides(content: SiteContent): number {
  const total = content.products.length;
  expect(total, 'content/products.json needs two products at least for the home carousel to move').toBeGreaterThanOrEqual(2);
  return total;
}

describe('ProductsCarousel island', () => {
  it('renders no control on the server, so none is dead before it runs; then adds arrows and dots without a hydration mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const content = await realContent();
    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, {});
    expect(within(region()).queryAllByRole('button')).toEqual([]);

    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, sources);
    const dots = expectedDots(1, homeSlides(content), dotWindowOf(content.constants)).filter((entry) => entry !== '…');
    expect(within(region()).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      carousel.previous,
      ...dots.map((n) => dot(n)),
      carousel.next,
    ]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('wraps both ways and keeps only the current slide reachable', async () => {
    const content = await realContent();
    const total = homeSlides(content);
    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, sources);
    expect(current()).toBe(dot(1));
    expect(reachable()).toEqual([slideName(1, total)]);
    act(() => fireEvent.click(screen.getByRole('button', { name: carousel.previous })));
    expect(current()).toBe(dot(total));
    expect(reachable()).toEqual([slideName(total, total)]);
    act(() => fireEvent.click(screen.getByRole('button', { name: carousel.next })));
    expect(current()).toBe(dot(1));
  });

  it('moves with the arrow keys from anywhere in the carousel, and ignores them with a modifier', async () => {
    const content = await realContent();
    const total = homeSlides(content);
    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, sources);
    const track = document.getElementById('projetos-slides')!;
    act(() => void fireEvent.keyDown(track, { key: 'ArrowRight' }));
    expect(current()).toBe(dot(2));
    act(() => void fireEvent.keyDown(screen.getByRole('button', { name: carousel.previous }), { key: 'ArrowLeft' }));
    act(() => void fireEvent.keyDown(track, { key: 'ArrowLeft' }));
    expect(current()).toBe(dot(total));
    act(() => void fireEvent.keyDown(track, { key: 'ArrowRight', altKey: true }));
    expect(current()).toBe(dot(total));
  });

  it('puts a play button over each video slide in place of the server\'s link to the clip', async () => {
    const content = await realContent();
    const product = productWith(content, 'has a video in its gallery', (p) => p.media.some((item) => item.tipo === 'video'));
    await serverRenderAndHydrate(<ProductsSection slides={mediaSlides(product)} label={product.titulo} />, content, sources);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[aria-label]')].filter((link) => link.getAttribute('aria-label') === content.ui.carousel.play);
    expect(links).toHaveLength(product.media.filter((item) => item.tipo === 'video').length);
    for (const link of links) {
      expect(link.hidden).toBe(true);
      expect(within(link.parentElement!).getByRole('button', { name: content.ui.carousel.play })).toBeTruthy();
    }
    // Nothing of the clip before a visitor plays it.
    expect(document.querySelectorAll('video')).toHaveLength(0);
  });
});
