// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { galleryData, thumbnail } from '../../src/media/galleryData';
import type { ImageAsset } from '../../src/content/types';
import { mediaFilesIn, productsAsWritten, realContent } from './support/content';

const count = (items: Array<{ category: string; tipo: string }>, category: string | null, tipo: string) =>
  items.filter((item) => (category === null || item.category === category) && item.tipo === tipo).length;

describe('gallery data file', () => {
  it('holds every product\'s media under its product, with the gallery\'s labels and one tab per product in order', async () => {
    const content = await realContent();
    const data = galleryData(content);
    expect(data.labels.title).toBe(content.ui.gallery.title);
    expect(data.labels.empty).toBe(content.ui.gallery.empty);
    expect(data.categories.map((c) => c.label)).toEqual(productsAsWritten().map((p) => p.galleryLabel));
    // As many photos and videos as the product folders hold, each under its own product.
    const inFolders = content.products.map((product) => mediaFilesIn(product.galleryFolder));
    expect([count(data.items, null, 'image'), count(data.items, null, 'video')]).toEqual([
      inFolders.reduce((sum, folder) => sum + folder.images, 0),
      inFolders.reduce((sum, folder) => sum + folder.videos, 0),
    ]);
    content.products.forEach((product, i) => {
      expect([count(data.items, product.id, 'image'), count(data.items, product.id, 'video')], product.id).toEqual([inFolders[i]!.images, inFolders[i]!.videos]);
    });
    for (const item of data.items) {
      expect(item.alt.length).toBeGreaterThan(10);
      expect(item.video === undefined).toBe(item.tipo === 'image');
      expect(item.full).not.toHaveProperty('file');
    }
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
