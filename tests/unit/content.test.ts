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

  it('a misspelled key, with the known key it most likely means', async () => {
    const dir = copyOfContent();
    let key = '';
    let typo = '';
    editJson(dir, 'hero.json', (json) => {
      key = Object.keys(json).find((name) => name !== '$comment' && name.length > 4)!;
      typo = key.slice(0, -2) + key.slice(-1);
      json[typo] = json[key];
    });
    expect(await errorOf(dir)).toContain(`content/hero.json: ${typo}: unknown key; did you mean "${key}"?`);
  });

  it('a renamed key: the new name is unknown, and the name it most likely replaces is missing', async () => {
    const dir = copyOfContent();
    editJson(dir, 'products.json', (json) => {
      json.products[2].titlo = json.products[2].titulo;
      delete json.products[2].titulo;
    });
    const message = await errorOf(dir);
    // "titlo" is as close to "title" as to "titulo"; the one it replaced is the one missing.
    expect(message).toContain('content/products.json: products[2].titlo: unknown key; did you mean "titulo"?');
    expect(message).toContain('content/products.json: products[2].titulo:');
  });

  it('an unknown key like no known one, in a list item: every key that belongs there is named', async () => {
    const dir = copyOfContent();
    editJson(dir, 'testimonials.json', (json) => (json.items[0].fotografiaDoCliente = 'x.webp'));
    const message = await errorOf(dir);
    const line = message.split('\n').find((text) => text.includes('items[0].fotografiaDoCliente'))!;
    expect(line).toContain('content/testimonials.json: items[0].fotografiaDoCliente: unknown key; the keys here are');
    for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'testimonials.json'), 'utf8')).items[0])) {
      if (key !== 'fotografiaDoCliente') expect(line).toContain(`"${key}"`);
    }
  });

  it('accepts a "$comment" note at any depth, and nothing else unknown', async () => {
    const dir = copyOfContent();
    editJson(dir, 'products.json', (json) => (json.products[0].$comment = 'uma nota para quem edita'));
    await expect(loadContent(dir)).resolves.toBeDefined();
  });

  it('a trailing comma: the file, its line and column, and the line itself', async () => {
    const dir = copyOfContent();
    const file = path.join(dir, 'benefits.json');
    const text = fs.readFileSync(file, 'utf8');
    // A comma after the last item of the file's last list.
    const at = text.slice(0, text.lastIndexOf(']')).trimEnd().length;
    fs.writeFileSync(file, `${text.slice(0, at)},${text.slice(at)}`);
    const lines = text.slice(0, at).split('\n');
    const message = await errorOf(dir);
    expect(message).toContain(`content/benefits.json: not valid JSON at line ${lines.length}, column ${lines.at(-1)!.length + 1}: a comma after the last item (remove it)`);
    expect(message).toContain(`${lines.length} | ${lines.at(-1)},`);
  });

  it('a missing comma between two keys, at the line of the second', async () => {
    const dir = copyOfContent();
    const file = path.join(dir, 'hero.json');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const n = lines.findIndex((line, i) => i > 0 && line.endsWith('",') && lines[i + 1]!.trimStart().startsWith('"'));
    lines[n] = lines[n]!.slice(0, -1);
    fs.writeFileSync(file, lines.join('\n'));
    const column = lines[n + 1]!.indexOf('"') + 1;
    expect(await errorOf(dir)).toContain(`content/hero.json: not valid JSON at line ${n + 2}, column ${column}: a comma was expected between two items`);
  });

  it('a caption file that is not JSON, with its line', async () => {
    const { folder } = await mixedGallery();
    const dir = copyOfContent();
    fs.writeFileSync(path.join(dir, 'galeria', folder, 'legendas.json'), '{\n  "01.webp": "Uma legenda",\n}\n');
    expect(await errorOf(dir)).toContain(`content/galeria/${folder}/legendas.json: not valid JSON at line 2, column ${'  "01.webp": "Uma legenda",'.length}: a comma after the last item`);
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
