import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { mediaSlides, productSlides } from '../../site/slides';
import { ProductsCarousel } from './ProductsCarousel';

describe('ProductsCarousel (static markup)', () => {
  it('on the home page, one slide per product with its copy and links', async () => {
    const content = await realContent();
    renderWithContent(<ProductsCarousel slides={productSlides(content)} label="Produtos" />, content);
    const region = screen.getByRole('region', { name: 'Produtos' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[0]!.getAttribute('aria-label')).toBe('1 de 5');
    const first = content.products[0]!;
    within(slides[0]!).getByRole('heading', { name: first.titulo });
    within(slides[0]!).getByText(first.subTitulo);
    within(slides[0]!).getByText(first.descricao);
    expect(within(slides[0]!).getByRole('link', { name: `Saiba Mais: ${first.titulo}` }).getAttribute('href')).toBe(first.url);
    expect(within(slides[0]!).getByRole('link', { name: /Solicitar Orçamento/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });

  it('on the roof-cover page, one slide per media item; videos load nothing before play', async () => {
    const content = await realContent();
    const product = content.products.find((p) => p.id === 'retratil')!;
    const { container } = renderWithContent(<ProductsCarousel slides={mediaSlides(product)} label={product.titulo} />, content);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(31);
    expect(slides[30]!.getAttribute('aria-label')).toBe('31 de 31');
    const videos = [...container.querySelectorAll('video')];
    expect(videos).toHaveLength(6);
    for (const video of videos) {
      expect(video.getAttribute('preload')).toBe('none');
      expect(video.hasAttribute('poster')).toBe(false);
      // Its poster is the (lazy, as every image below) picture beneath it.
      const poster = video.previousElementSibling!;
      expect(poster.matches('picture, img')).toBe(true);
      expect(video.hasAttribute('playsinline')).toBe(true);
    }
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    }
  });
});
