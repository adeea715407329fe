// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, galleryItems, thumbnail } from '../../src/media/galleryData';
import type { ImageAsset } from '../../src/content/types';
import { mediaFilesIn, productsAsWritten, realContent } from './support/content';
import { galleryInMemory, withLongGallery } from './support/gallery';

const count = (items: Array<{ tipo: string }>, tipo: string) => items.filter((item) => item.tipo === tipo).length;

describe('gallery data', () => {
  it('holds every product\'s media under its product, in its order, with the gallery\'s labels and one tab per product in order', async () => {
    const content = await realContent();
    const { index, pages } = galleryInMemory(content);
    expect(index.labels).toEqual(content.ui.gallery);
    expect(index.categories.map((c) => c.label)).toEqual(productsAsWritten().map((p) => p.galleryLabel));
    content.products.forEach((product, i) => {
      const category = index.categories[i]!;
      expect(category.id).toBe(product.id);
      const items = category.pages.flatMap((page) => pages.get(page.url)!);
      // As many photos and videos as the product's folder holds, in the order of its slides.
      const inFolder = mediaFilesIn(product.galleryFolder);
      expect([count(items, 'image'), count(items, 'video')], product.id).toEqual([inFolder.images, inFolder.videos]);
      expect(items.map((item) => item.alt)).toEqual(product.media.map((item) => item.alt));
      for (const page of category.pages) {
        const held = pages.get(page.url)!;
        expect([page.images, page.videos]).toEqual([count(held, 'image'), count(held, 'video')]);
      }
    });
    for (const item of [...pages.values()].flat()) {
      expect(item.alt.length).toBeGreaterThan(10);
      expect(item.video === undefined).toBe(item.tipo === 'image');
      expect(item.full).not.toHaveProperty('file');
    }
  });

  it('splits a long gallery into pages of GALLERY_PAGE_SIZE, named by product and number, so a tab costs the pages it shows', async () => {
    const content = withLongGallery(await realContent(), 2 * GALLERY_PAGE_SIZE + 5);
    const { index, pages } = galleryInMemory(content);
    const long = index.categories[0]!;
    expect(long.pages.map((page) => pages.get(page.url)!.length)).toEqual([GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE, 5]);
    expect(long.pages.map((page) => page.url)).toEqual([1, 2, 3].map((n) => `galeria-${long.id}-${n}`));
    expect(long.pages.flatMap((page) => pages.get(page.url)!)).toEqual(galleryItems(content.products[0]!));
  });

  it('gives thumbnails only the smallest variant of each format', () => {
    const image: ImageAsset = {
      file: 'galeria/x/01.webp',
      src: '/assets/img/01-800-b.webp',
      width: 1600,
      height: 1000,
      placeholder: 'rgb(1 2 3)',
      sources: [
        { type: 'image/avif', srcset: '/assets/img/01-400-a.avif 400w, /assets/img/01-800-a.avif 800w, /assets/img/01-1600-a.avif 1600w' },
        { type: 'image/webp', srcset: '/assets/img/01-800-b.webp 800w, /assets/img/01-400-b.webp 400w' },
      ],
    };
    expect(thumbnail(image)).toEqual({
      src: '/assets/img/01-400-b.webp',
      width: 1600,
      height: 1000,
      placeholder: 'rgb(1 2 3)',
      sources: [
        { type: 'image/avif', srcset: '/assets/img/01-400-a.avif' },
        { type: 'image/webp', srcset: '/assets/img/01-400-b.webp' },
      ],
    });
  });
});
