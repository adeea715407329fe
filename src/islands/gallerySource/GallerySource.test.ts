// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../content/types';
import { GALLERY_PAGE_SIZE, galleryItems } from '../../media/galleryData';
import { realContent } from '../../../tests/unit/support/content';
import { galleryInMemory, sourceInMemory, withLongGallery } from '../../../tests/unit/support/gallery';
import { ALL } from './GallerySource';

let content: SiteContent;
beforeAll(async () => {
  // Three pages for the first product, whatever the real content holds.
  content = withLongGallery(await realContent(), 2 * GALLERY_PAGE_SIZE + 7);
});

const settled = () => new Promise((done) => setTimeout(done));

describe('GallerySource', () => {
  it('counts a tab\'s photos and videos, and "Todos" all of them, before any page comes', () => {
    const { index, pages } = galleryInMemory(content);
    const { source, fetched } = sourceInMemory(index, pages);
    const all = content.products.flatMap((product) => product.media);
    expect(source.count(ALL, 'image')).toBe(all.filter((item) => item.tipo === 'image').length);
    expect(source.count(ALL, 'video')).toBe(all.filter((item) => item.tipo === 'video').length);
    for (const product of content.products) expect(source.count(product.id, 'any'), product.id).toBe(product.media.length);
    expect(fetched).toEqual([]);
  });

  it('fetches only the pages of the positions wanted, once each, and then holds their items in the tab\'s order', async () => {
    const { index, pages } = galleryInMemory(content);
    const { source, fetched } = sourceInMemory(index, pages);
    const product = content.products[0]!;
    const items = galleryItems(product);
    let arrivals = 0;
    source.subscribe(() => (arrivals += 1));

    const last = items.length - 1;
    expect(source.item(product.id, 'any', last)).toBeUndefined();
    source.want(product.id, 'any', last, last + 1);
    source.want(product.id, 'any', last - 1, last + 1);
    await settled();
    expect(fetched).toEqual([index.categories[0]!.pages.at(-1)!.url]);
    expect(arrivals).toBe(1);
    expect(source.item(product.id, 'any', last)).toEqual(items[last]);
    expect(source.item(product.id, 'any', 0)).toBeUndefined();

    source.want(product.id, 'any', 0, items.length);
    await settled();
    expect(fetched).toHaveLength(index.categories[0]!.pages.length);
    expect(Array.from({ length: items.length }, (_, i) => source.item(product.id, 'any', i))).toEqual(items);
  });

  it('finds "Todos"\' photos and videos across every product\'s pages, in the products\' order', async () => {
    const { index, pages } = galleryInMemory(content);
    const { source } = sourceInMemory(index, pages);
    const every = content.products.flatMap(galleryItems);
    for (const tipo of ['image', 'video'] as const) {
      const expected = every.filter((item) => item.tipo === tipo);
      source.want(ALL, tipo, 0, expected.length);
      await settled();
      expect(Array.from({ length: expected.length }, (_, i) => source.item(ALL, tipo, i)), tipo).toEqual(expected);
    }
  });

  it('asks again for a page that failed to come', async () => {
    const { index, pages } = galleryInMemory(content);
    const product = content.products[0]!;
    const first = index.categories[0]!.pages[0]!.url;
    const held = pages.get(first)!;
    pages.delete(first);
    const { source, fetched } = sourceInMemory(index, pages);
    source.want(product.id, 'any', 0, 1);
    await settled();
    expect(source.item(product.id, 'any', 0)).toBeUndefined();
    pages.set(first, held);
    source.want(product.id, 'any', 0, 1);
    await settled();
    expect(fetched).toEqual([first, first]);
    expect(source.item(product.id, 'any', 0)).toEqual(held[0]);
  });
});
