import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryData } from '../../build/galleryData';
import { realContent } from '../../../tests/unit/support/content';
import type { GalleryData } from './galleryData';
import { GalleryDialog } from './GalleryDialog';

// The real gallery's data with one more product, one that has no photos or videos yet: the
// empty message must stay tested whatever the company's content holds.
let data: GalleryData;
beforeAll(async () => {
  const real = galleryData(await realContent());
  data = { ...real, categories: [...real.categories, { id: 'sem-midia', label: 'Sem mídia' }] };
  // jsdom has no modal dialogs and no scrolling; the browser tests open the real one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  Element.prototype.scrollIntoView ??= () => {};
});

const panel = () => screen.getByRole('tabpanel', { hidden: true });

describe('GalleryDialog', () => {
  it("a product's tab without media says so instead of showing empty groups", () => {
    render(<GalleryDialog data={data} open initialCategory="sem-midia" onClosed={() => {}} />);
    within(panel()).getByText(data.labels.empty);
    expect(within(panel()).queryAllByRole('heading', { hidden: true })).toHaveLength(0);
  });

  it('a tab with media shows it, without the empty message', () => {
    const withMedia = data.categories.find((category) => data.items.some((item) => item.category === category.id));
    if (!withMedia) throw new Error('content/ has no product with photos or videos');
    render(<GalleryDialog data={data} open initialCategory={withMedia.id} onClosed={() => {}} />);
    expect(within(panel()).queryByText(data.labels.empty)).toBeNull();
    expect(within(panel()).getAllByRole('heading', { hidden: true }).length).toBeGreaterThan(0);
  });
});
