import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { fill } from '../../shared/format';
import { renderWithContent } from '../../../tests/unit/support/render';
import { Testimonials } from './Testimonials';

describe('Testimonials (static markup)', () => {
  it('shows each entry with its rating, name, role and place', async () => {
    const content = await realContent();
    renderWithContent(<Testimonials />, content);
    const slides = within(screen.getByRole('region', { name: content.ui.testimonials.label })).getAllByRole('group');
    expect(slides).toHaveLength(content.testimonials.items.length);
    const first = content.testimonials.items[0]!;
    within(slides[0]!).getByRole('img', { name: fill(content.ui.testimonials.rating, { rating: first.rating }) });
    within(slides[0]!).getByText(first.nome);
    within(slides[0]!).getByText(`${first.cargo} · ${first.local}`);
    within(slides[0]!).getByText(`“${first.texto}”`);
  });
});
