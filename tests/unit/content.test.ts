import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentErrors } from '../../src/content/ContentError';
import { loadContent } from '../../src/content/loadContent';
import { copyOfContent, editJson, realContent } from './support/content';

async function errorOf(dir: string): Promise<string> {
  try {
    await loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentErrors);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}

describe('the real content', () => {
  it('passes validation with all five products', async () => {
    const content = await realContent();
    expect(content.products.map((p) => p.url)).toEqual([
      '/cobertura-retratil/',
      '/toldos/',
      '/vidros-esquadrias/',
      '/portas-lambril/',
      '/inox-solucoes-sanitarias/',
    ]);
  });

  it('finds every gallery item in its product folder, with the counts the company gave', async () => {
    const content = await realContent();
    const count = (id: string, tipo: 'image' | 'video') => content.products.find((p) => p.id === id)!.media.filter((m) => m.tipo === tipo).length;
    expect([count('retratil', 'image'), count('retratil', 'video')]).toEqual([25, 6]);
    expect([count('toldos', 'image'), count('toldos', 'video')]).toEqual([3, 3]);
    expect([count('esquadrias', 'image'), count('esquadrias', 'video')]).toEqual([2, 4]);
    expect([count('inox', 'image'), count('inox', 'video')]).toEqual([7, 1]);
    expect(content.products.find((p) => p.id === 'portas')!.media).toEqual([]);
  });

  it('gives every video a poster and every image its pixel size', async () => {
    const content = await realContent();
    for (const item of content.products.flatMap((p) => p.media)) {
      if (item.tipo === 'video') expect(item.image.file).toBe(item.file.replace(/\.mp4$/, '.poster.webp'));
      else expect(item.image.file).toBe(item.file);
      expect(item.image.width).toBeGreaterThan(0);
      expect(item.image.height).toBeGreaterThan(0);
    }
  });
});

describe('bad content stops with the file and field named', () => {
  it('a missing field', async () => {
    const dir = copyOfContent();
    editJson(dir, 'products.json', (json) => delete json.products[2].titulo);
    expect(await errorOf(dir)).toContain('content/products.json: products[2].titulo:');
  });

  it('a wrong type', async () => {
    const dir = copyOfContent();
    editJson(dir, 'constants.json', (json) => (json.testimonialAutoAdvanceMs = '5 segundos'));
    expect(await errorOf(dir)).toContain('content/constants.json: testimonialAutoAdvanceMs:');
  });

  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['negative', -8],
    ['fractional', 8.5],
    ['text', '8'],
  ])('a cap on a product carousel\'s slides that is %s', async (_, value) => {
    const dir = copyOfContent();
    editJson(dir, 'constants.json', (json) => (json.productCarouselMaxSlides = value));
    expect(await errorOf(dir)).toContain('content/constants.json: productCarouselMaxSlides:');
  });

  it('a navigation link to a route no page has', async () => {
    const dir = copyOfContent();
    editJson(dir, 'navigation.json', (json) => (json.items[1].path = '/cobertura-fixa/'));
    expect(await errorOf(dir)).toContain('content/navigation.json: items[1].path: no page has the route "/cobertura-fixa/"');
  });

  it('two products on one route', async () => {
    const dir = copyOfContent();
    editJson(dir, 'products.json', (json) => (json.products[1].url = json.products[0].url));
    expect(await errorOf(dir)).toContain('content/products.json: products[1].url: route "/cobertura-retratil/" is already used');
  });

  it('a product route that is not a site path', async () => {
    const dir = copyOfContent();
    editJson(dir, 'products.json', (json) => (json.products[0].url = 'cobertura retratil'));
    expect(await errorOf(dir)).toContain('content/products.json: products[0].url:');
  });

  it('a media folder named but absent', async () => {
    const dir = copyOfContent();
    editJson(dir, 'products.json', (json) => (json.products[1].galleryFolder = 'toldos-antigos'));
    expect(await errorOf(dir)).toContain('content/products.json: products[1].galleryFolder: folder content/galeria/toldos-antigos/ does not exist');
  });

  it('a cover image that is not there', async () => {
    const dir = copyOfContent();
    fs.rmSync(path.join(dir, 'capas/toldos.webp'));
    expect(await errorOf(dir)).toContain('content/products.json: products[1].cover: file content/capas/toldos.webp does not exist');
  });

  it('a video without its poster', async () => {
    const dir = copyOfContent();
    fs.rmSync(path.join(dir, 'galeria/toldos/video-01.poster.webp'));
    expect(await errorOf(dir)).toContain('content/galeria/toldos/video-01.mp4: video has no poster');
  });

  it('a file that is not JSON', async () => {
    const dir = copyOfContent();
    fs.writeFileSync(path.join(dir, 'hero.json'), '{ "headline": ');
    expect(await errorOf(dir)).toContain('content/hero.json: not valid JSON');
  });

  it('several problems at once, all reported', async () => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (json) => (json.contact.email = 'contato-arroba-orla'));
    editJson(dir, 'testimonials.json', (json) => (json.items[0].rating = 6));
    const message = await errorOf(dir);
    expect(message).toContain('content/site.json: contact.email:');
    expect(message).toContain('content/testimonials.json: items[0].rating:');
  });
});
