import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { serverRenderAndHydrate } from '../../../tests/unit/support/serverRender';
import { ProductsCarousel as ProductsSection } from '../../sections/ProductsCarousel/ProductsCarousel';
import { mediaSlides, productSlides } from '../../site/slides';
import { ProductsCarousel } from './ProductsCarousel';

const sources = { ProductsCarousel: { component: ProductsCarousel } };
const region = () => screen.getByRole('region');
const current = () => region().querySelector('[aria-current="true"]')?.getAttribute('aria-label');
const reachable = () => [...document.querySelectorAll('#projetos-slides > :not([inert])')].map((s) => s.getAttribute('aria-label'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ProductsCarousel island', () => {
  it('renders no control on the server, so none is dead before it runs; then adds arrows and dots without a hydration mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const content = await realContent();
    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, {});
    expect(within(region()).queryAllByRole('button')).toEqual([]);

    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, sources);
    expect(within(region()).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Anterior',
      'Ir para o slide 1',
      'Ir para o slide 2',
      'Ir para o slide 3',
      'Ir para o slide 4',
      'Próximo',
    ]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('wraps both ways and keeps only the current slide reachable', async () => {
    const content = await realContent();
    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, sources);
    expect(current()).toBe('Ir para o slide 1');
    expect(reachable()).toEqual(['1 de 5']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Anterior' })));
    expect(current()).toBe('Ir para o slide 5');
    expect(reachable()).toEqual(['5 de 5']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Próximo' })));
    expect(current()).toBe('Ir para o slide 1');
  });

  it('moves with the arrow keys from anywhere in the carousel, and ignores them with a modifier', async () => {
    const content = await realContent();
    await serverRenderAndHydrate(<ProductsSection slides={productSlides(content)} label="Produtos" />, content, sources);
    const track = document.getElementById('projetos-slides')!;
    act(() => void fireEvent.keyDown(track, { key: 'ArrowRight' }));
    expect(current()).toBe('Ir para o slide 2');
    act(() => void fireEvent.keyDown(screen.getByRole('button', { name: 'Anterior' }), { key: 'ArrowLeft' }));
    act(() => void fireEvent.keyDown(track, { key: 'ArrowLeft' }));
    expect(current()).toBe('Ir para o slide 5');
    act(() => void fireEvent.keyDown(track, { key: 'ArrowRight', altKey: true }));
    expect(current()).toBe('Ir para o slide 5');
  });

  it('puts a play button over each video slide in place of the native controls', async () => {
    const content = await realContent();
    const product = content.products.find((p) => p.id === 'toldos')!;
    await serverRenderAndHydrate(<ProductsSection slides={mediaSlides(product)} label="Toldos" />, content, sources);
    const videos = [...document.querySelectorAll('video')];
    expect(videos).toHaveLength(3);
    for (const video of videos) {
      expect(video.controls).toBe(false);
      expect(within(video.parentElement!).getByRole('button', { name: 'Reproduzir vídeo' })).toBeTruthy();
    }
  });
});
