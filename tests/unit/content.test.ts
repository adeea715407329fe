// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ContentErrors } from '../../src/content/ContentError';
import { loadContent } from '../../src/content/loadContent';
import { copyOfContent, editJson, mediaFilesIn, productsAsWritten, productWith, realContent } from './support/content';

async function errorOf(dir: string): Promise<string> {
  try {
    await loadContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentErrors);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}

/** A gallery folder of content/ with a photo and a video, for tests that drop files into a copy of it. */
async function mixedGallery() {
  const product = productWith(await realContent(), 'has a photo and a video in its gallery', (p) => ['image', 'video'].every((tipo) => p.media.some((m) => m.tipo === tipo)));
  return {
    folder: product.galleryFolder,
    photo: product.media.find((m) => m.tipo === 'image')!,
    video: product.media.find((m) => m.tipo === 'video')!,
  };
}

describe('the real content', () => {
  it('passes validation with every product of products.json, in its order', async () => {
    const content = await realContent();
    expect(content.products.map((p) => p.url)).toEqual(productsAsWritten().map((p) => p.url));
  });

  it('finds every gallery item in its product folder: as many photos and videos as the folder holds', async () => {
    const content = await realContent();
    for (const product of content.products) {
      const count = (tipo: 'image' | 'video') => product.media.filter((m) => m.tipo === tipo).length;
      const { images, videos } = mediaFilesIn(product.galleryFolder);
      expect([count('image'), count('video')], `content/galeria/${product.galleryFolder}/`).toEqual([images, videos]);
    }
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

describe('camera files in a gallery folder', () => {
  it('takes every accepted format in any letter case, a video with or without a hand-made poster', async () => {
    const { folder: name, video } = await mixedGallery();
    const dir = copyOfContent();
    const folder = path.join(dir, 'galeria', name);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
    fs.writeFileSync(path.join(folder, 'IMG_0042.JPG'), photo);
    fs.writeFileSync(path.join(folder, 'Obra São José.png'), await sharp(photo).png().toBuffer());
    fs.writeFileSync(path.join(folder, 'IMG_0043.MOV'), 'a clip: discovery reads its name only');
    fs.copyFileSync(path.join(dir, video.file), path.join(folder, 'sem-capa.mp4'));
    fs.writeFileSync(path.join(folder, 'IMG_0043.Poster.JPEG'), photo);
    const product = (await loadContent(dir)).products.find((p) => p.galleryFolder === name)!;
    const item = (file: string) => product.media.find((m) => m.file === `galeria/${name}/${file}`);
    expect(item('IMG_0042.JPG')).toMatchObject({ tipo: 'image', src: `/galeria/${name}/img_0042.webp`, image: { width: 64, height: 48 } });
    expect(item('Obra São José.png')).toMatchObject({ tipo: 'image', src: `/galeria/${name}/obra-sao-jose.webp` });
    expect(item('IMG_0043.MOV')).toMatchObject({ tipo: 'video', src: `/galeria/${name}/img_0043.mp4`, image: { file: `galeria/${name}/IMG_0043.Poster.JPEG` } });
    expect(item('IMG_0043.MOV')!.posterFromVideo).toBeUndefined();
    expect(item('sem-capa.mp4')).toMatchObject({ tipo: 'video', posterFromVideo: true });
  });

  it('stands a portrait photo upright: its size is the one EXIF orientation gives', async () => {
    const { folder: name } = await mixedGallery();
    const dir = copyOfContent();
    // Stored 64 wide and 48 high, to be shown turned a quarter (orientation 6): 48 wide, 64 high.
    const sideways = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a63' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    fs.writeFileSync(path.join(dir, 'galeria', name, 'retrato.jpg'), sideways);
    const product = (await loadContent(dir)).products.find((p) => p.galleryFolder === name)!;
    expect(product.media.find((m) => m.file === `galeria/${name}/retrato.jpg`)!.image).toMatchObject({ width: 48, height: 64 });
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
    expect(await errorOf(dir)).toContain(`content/products.json: products[1].url: route "${productsAsWritten()[0]!.url}" is already used`);
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
    const { cover } = productsAsWritten()[1]!;
    fs.rmSync(path.join(dir, cover));
    expect(await errorOf(dir)).toContain(`content/products.json: products[1].cover: file content/${cover} does not exist`);
  });

  it('a file that is neither a photo nor a video the site can use, named with what to do', async () => {
    const { folder } = await mixedGallery();
    const dir = copyOfContent();
    fs.writeFileSync(path.join(dir, 'galeria', folder, 'planta.pdf'), '%PDF-1.4');
    const message = await errorOf(dir);
    expect(message).toContain(`content/galeria/${folder}/planta.pdf: not a photo or video the site can use`);
    expect(message).toMatch(/convert it to one of the accepted formats \(images jpg, .*heic.*; videos mp4, mov\)/);
  });

  it('a photo whose bytes cannot be read', async () => {
    const { folder } = await mixedGallery();
    const dir = copyOfContent();
    fs.writeFileSync(path.join(dir, 'galeria', folder, 'IMG_0099.JPG'), 'not a jpeg');
    expect(await errorOf(dir)).toContain(`content/galeria/${folder}/IMG_0099.JPG: cannot be read as an image`);
  });

  it('two files that would be published at one address', async () => {
    const { folder, photo } = await mixedGallery();
    const dir = copyOfContent();
    // The photo again under its own name with another extension: `01.webp` and `01.PNG`.
    const name = path.basename(photo.file);
    const twin = name.replace(/\.[a-z0-9]+$/i, /\.png$/i.test(name) ? '.JPG' : '.PNG');
    fs.copyFileSync(path.join(dir, photo.file), path.join(dir, 'galeria', folder, twin));
    // The folder is read in name order: the later of the two is the one named.
    const [earlier, later] = [name, twin].sort();
    expect(await errorOf(dir)).toContain(`content/galeria/${folder}/${later}: would be published as ${photo.src}, like content/galeria/${folder}/${earlier}`);
  });

  it('a poster that belongs to no video', async () => {
    const { folder, photo } = await mixedGallery();
    const dir = copyOfContent();
    fs.copyFileSync(path.join(dir, photo.file), path.join(dir, 'galeria', folder, 'sobra.poster.webp'));
    expect(await errorOf(dir)).toContain(`content/galeria/${folder}/sobra.poster.webp: a poster for no video`);
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
