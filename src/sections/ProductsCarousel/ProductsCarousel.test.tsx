import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productWith, realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { ProductPage } from '../../pages/ProductPage';
import { fill } from '../../shared/format';
import { mediaSlides, productSlides } from '../../site/slides';
import { ProductsCarousel } from './ProductsCarousel';

describe('ProductsCarousel (static markup)', () => {
  it('on the home page, one slide per product with its copy and links', async () => {
    const content = await realContent();
    renderWithContent(<ProductsCarousel slides={productSlides(content)} label={content.ui.carousel.productsLabel} />, content);
    const region = screen.getByRole('region', { name: content.ui.carousel.productsLabel });
    const slides = within(region).getAllByRole('group');
    const total = content.products.length;
    expect(slides).toHaveLength(total);
    expect(slides[0]!.getAttribute('aria-label')).toBe(fill(content.ui.carousel.slideLabel, { n: 1, total }));
    const first = content.products[0]!;
    within(slides[0]!).getByRole('heading', { name: first.titulo });
    within(slides[0]!).getByText(first.subTitulo);
    within(slides[0]!).getByText(first.descricao);
    expect(within(slides[0]!).getByRole('link', { name: `${content.ui.learnMoreLabel}: ${first.titulo}` }).getAttribute('href')).toBe(first.url);
    expect(within(slides[0]!).getByRole('link', { name: (name) => name.includes(content.ui.quoteLabel) }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });

  it('on the page of the product with the most items, its first ones in the HTML, named among all of them, then a link to them all ("#projetos" until the gallery\'s island runs)', async () => {
    const content = await realContent();
    const max = content.constants.productCarouselMaxSlides;
    const product = content.products.reduce((a, b) => (b.media.length > a.media.length ? b : a));
    const total = product.media.length;
    expect(total, 'no product has more items than the carousel shows: this case is untested').toBeGreaterThan(max);
    renderWithContent(<ProductPage product={product} />, content);
    const region = screen.getByRole('region', { name: fill(content.ui.carousel.projectsLabel, { product: product.titulo }) });
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(Array.from({ length: max }, (_, i) => fill(content.ui.carousel.slideLabel, { n: i + 1, total })));
    const all = within(region).getByRole('link', { name: fill(content.ui.carousel.allProjects, { total }) });
    expect(all.getAttribute('href')).toBe('#projetos');
    // After the carousel's slides and controls, the section's last word.
    expect(region.lastElementChild!.contains(all)).toBe(true);
  });

  it("on a product page, the product's name is one heading, the page's own: each slide shows its name and description without a screen reader hearing them again, and a caption once, as the photo's alt", async () => {
    const content = await realContent();
    const product = productWith(content, 'has a captioned photo among the first slides', (p) =>
      p.media.slice(0, content.constants.productCarouselMaxSlides).some((item) => item.tipo === 'image' && item.caption),
    );
    renderWithContent(<ProductPage product={product} />, content);
    expect(screen.getAllByRole('heading', { name: product.titulo }).map((heading) => heading.tagName)).toEqual(['H1']);
    const region = screen.getByRole('region', { name: fill(content.ui.carousel.projectsLabel, { product: product.titulo }) });
    const slides = within(region).getAllByRole('group');
    for (const slide of slides) {
      // Shown to the eye, hidden from the accessibility tree: the page's heading and intro say them.
      for (const text of [product.titulo, product.descricao]) expect(within(slide).getByText(text).closest('[aria-hidden="true"]')).not.toBeNull();
    }
    const captioned = product.media.findIndex((item) => item.tipo === 'image' && item.caption);
    const caption = product.media[captioned]!.caption!;
    within(slides[captioned]!).getByRole('img', { name: caption });
    expect(within(slides[captioned]!).getByText(caption).closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('on a product with items but no more than the carousel shows, every one of them and no link to them all', async () => {
    const content = await realContent();
    const few = content.products.filter((p) => p.media.length > 0 && p.media.length <= content.constants.productCarouselMaxSlides);
    expect(few.length, 'no product with a few items: this case is untested').toBeGreaterThan(0);
    for (const product of few) {
      const total = product.media.length;
      const { unmount } = renderWithContent(<ProductPage product={product} />, content);
      const region = screen.getByRole('region', { name: fill(content.ui.carousel.projectsLabel, { product: product.titulo }) });
      const slides = within(region).getAllByRole('group');
      expect(slides, product.id).toHaveLength(total);
      expect(slides[total - 1]!.getAttribute('aria-label')).toBe(fill(content.ui.carousel.slideLabel, { n: total, total }));
      expect(screen.queryByRole('link', { name: (name) => name.startsWith(content.ui.carousel.allProjects.split('{total}')[0]!) })).toBeNull();
      unmount();
    }
  });

  it('on a product page, one slide per media item; a video is its poster and a link to the clip until played', async () => {
    const content = await realContent();
    const product = productWith(content, 'has a video in its gallery', (p) => p.media.some((item) => item.tipo === 'video'));
    const { container } = renderWithContent(<ProductsCarousel slides={mediaSlides(product)} label={product.titulo} />, content);
    const slides = screen.getAllByRole('group');
    const total = product.media.length;
    expect(slides).toHaveLength(total);
    expect(slides[total - 1]!.getAttribute('aria-label')).toBe(fill(content.ui.carousel.slideLabel, { n: total, total }));
    // No <video> before a visitor plays: a poster picture and a plain link to the clip.
    expect(container.querySelectorAll('video')).toHaveLength(0);
    const clips = product.media.filter((item) => item.tipo === 'video').map((item) => item.src);
    const playLinks = screen.getAllByRole('link', { name: content.ui.carousel.play });
    expect(playLinks.map((link) => link.getAttribute('href'))).toEqual(clips);
    for (const link of playLinks) {
      // Its poster is the (lazy, as every image below) picture beneath it.
      expect(link.previousElementSibling!.matches('picture, img')).toBe(true);
    }
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    }
  });
});
