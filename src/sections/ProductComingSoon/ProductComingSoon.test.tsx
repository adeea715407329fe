import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { ProductComingSoon } from './ProductComingSoon';

describe('ProductComingSoon', () => {
  it('stands in for the empty lambril carousel with the product copy and a quote link', async () => {
    const content = await realContent();
    const lambril = content.products.find((p) => p.id === 'portas')!;
    renderWithContent(<ProductComingSoon product={lambril} />, content);
    screen.getByRole('heading', { name: content.ui.productPage.comingSoonTitle });
    screen.getByText(lambril.titulo);
    screen.getByText(lambril.beneficios[0]!);
    screen.getByRole('img', { name: lambril.coverAlt });
    expect(screen.getByRole('link', { name: /Solicitar Orçamento/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });
});
