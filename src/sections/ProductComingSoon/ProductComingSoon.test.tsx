import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { ProductComingSoon } from './ProductComingSoon';

describe('ProductComingSoon', () => {
  it('stands in for the empty carousel of a product without media, with the product copy and a quote link', async () => {
    const content = await realContent();
    // Any product, its photos and videos taken away: the company will fill every folder in time.
    const product = { ...content.products[0]!, media: [] };
    renderWithContent(<ProductComingSoon product={product} />, content);
    screen.getByRole('heading', { name: content.ui.productPage.comingSoonTitle });
    screen.getByText(product.titulo);
    screen.getByText(product.beneficios[0]!);
    screen.getByRole('img', { name: product.coverAlt });
    expect(screen.getByRole('link', { name: (name) => name.includes(content.ui.quoteLabel) }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });
});
