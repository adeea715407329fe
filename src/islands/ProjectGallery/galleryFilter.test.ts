// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '../../shared/gallery';
import { ALL, mediaIn } from './galleryFilter';

const picture = { src: '/x.webp', width: 16, height: 10 };
const item = (category: string, tipo: 'image' | 'video', alt: string): GalleryItem => ({ category, tipo, alt, thumb: picture, full: picture });
const items = [item('toldos', 'image', 'a'), item('retratil', 'video', 'b'), item('toldos', 'video', 'c'), item('retratil', 'image', 'd')];
const alts = (list: GalleryItem[]) => list.map((i) => i.alt);

describe('mediaIn', () => {
  it('"Todos" holds every item, images apart from videos, in their order', () => {
    const { images, videos } = mediaIn(items, ALL);
    expect(alts(images)).toEqual(['a', 'd']);
    expect(alts(videos)).toEqual(['b', 'c']);
  });

  it('a product tab holds only that product\'s media (the first version matched nothing here)', () => {
    const { images, videos } = mediaIn(items, 'toldos');
    expect(alts(images)).toEqual(['a']);
    expect(alts(videos)).toEqual(['c']);
  });

  it('a product without media is empty', () => {
    expect(mediaIn(items, 'portas')).toEqual({ images: [], videos: [] });
  });
});
