import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { fillJsdomGap } from '../../../tests/unit/support/jsdomGap';
import { galleryInMemory, sourceInMemory } from '../../../tests/unit/support/gallery';
import type { GallerySource } from '../gallerySource/GallerySource';
import { GalleryDialog } from './GalleryDialog';

// jsdom has no dialogs and no scrolling; the browser tests open the real one.
fillJsdomGap(HTMLDialogElement.prototype, 'show', function (this: HTMLDialogElement) {
  this.open = true;
});
fillJsdomGap(HTMLDialogElement.prototype, 'close', function (this: HTMLDialogElement) {
  this.open = false;
});
fillJsdomGap(Element.prototype, 'scrollIntoView', () => {});
// Nor layout: the grids never learn their columns here and draw no thumbnail (tests/browser/gallery.test.ts draws them).
fillJsdomGap(globalThis, 'ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });

// The real gallery's data with one more product, one that has no photos or videos yet: the
// empty message must stay tested whatever the company's content holds.
let source: GallerySource;
beforeAll(async () => {
  const { index, pages } = galleryInMemory(await realContent());
  source = sourceInMemory({ ...index, categories: [...index.categories, { id: 'sem-midia', label: 'Sem mídia', pages: [] }] }, pages).source;
});

const panel = () => screen.getByRole('tabpanel', { hidden: true });

/** Shows the dialog open on `category`, and a way to close it that waits until its history entry is given back. */
function openOn(category: string) {
  const props = { source, initialCategory: category, onClosed: () => {} };
  const { rerender } = render(<GalleryDialog {...props} open />);
  return async () => {
    rerender(<GalleryDialog {...props} open={false} />);
    // Closing goes back in history and puts focus back after the popstate: let both finish inside the test.
    await new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve), { once: true }));
  };
}

describe('GalleryDialog', () => {
  it("a product's tab without media says so instead of showing empty groups", async () => {
    const close = openOn('sem-midia');
    within(panel()).getByText(source.index.labels.empty);
    expect(within(panel()).queryAllByRole('heading', { hidden: true })).toHaveLength(0);
    await close();
  });

  it('a tab with media shows it, without the empty message', async () => {
    const withMedia = source.index.categories.find((category) => category.pages.length > 0);
    if (!withMedia) throw new Error('content/ has no product with photos or videos');
    const close = openOn(withMedia.id);
    expect(within(panel()).queryByText(source.index.labels.empty)).toBeNull();
    expect(within(panel()).getAllByRole('heading', { hidden: true }).length).toBeGreaterThan(0);
    await close();
  });
});
