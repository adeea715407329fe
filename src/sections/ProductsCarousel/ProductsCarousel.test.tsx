import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { ProductPage } from '../../pages/ProductPage';
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

  it('on the roof-cover page, its first items in the HTML, named among all 31, then a link to them all ("#projetos" until the gallery\'s island runs)', async () => {
    const content = await realContent();
    const product = content.products.find((p) => p.id === 'retratil')!;
    const { productCarouselMaxSlides: first } = content.constants;
    const total = product.media.length;
    renderWithContent(<ProductPage product={product} />, content);
    const region = screen.getByRole('region', { name: 'Projetos de Cobertura Retrátil' });
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(Array.from({ length: first }, (_, i) => `${i + 1} de ${total}`));
    const all = within(region).getByRole('link', { name: `Ver todos os ${total} projetos` });
    expect(all.getAttribute('href')).toBe('#projetos');
    // After the carousel's slides and controls, the section's last word.
    expect(region.lastElementChild!.contains(all)).toBe(true);
  });

  it.each([
    ['toldos', 6],
    ['inox', 8],
  ] as const)('on a product with no more than 8 items (%s, %i), every one of them and no link to them all', async (id, total) => {
    const content = await realContent();
    const product = content.products.find((p) => p.id === id)!;
    renderWithContent(<ProductPage product={product} />, content);
    const region = screen.getByRole('region', { name: `Projetos de ${product.titulo}` });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(total);
    expect(slides[total - 1]!.getAttribute('aria-label')).toBe(`${total} de ${total}`);
    expect(screen.queryByRole('link', { name: /^Ver todos os/ })).toBeNull();
  });

  it('on a product page, one slide per media item; videos load nothing before play', async () => {
    const content = await realContent();
    const product = content.products.find((p) => p.id === 'esquadrias')!;
    const { container } = renderWithContent(<ProductsCarousel slides={mediaSlides(product)} label={product.titulo} />, content);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(6);
    expect(slides[5]!.getAttribute('aria-label')).toBe('6 de 6');
    const videos = [...container.querySelectorAll('video')];
    expect(videos).toHaveLength(4);
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
