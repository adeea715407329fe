// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ContentErrors } from '../../src/content/ContentError';
import { addMissingCaptions, uncaptionedMedia } from '../../src/content/captions';
import { loadContent } from '../../src/content/loadContent';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../src/content/mediaFormats';
import { sampleTestimonialsWarning } from '../../src/content/sampleContent';
import { CONTENT_DIR, copyOfContent, editJson, mediaFilesIn, productsAsWritten, productWith, realContent } from './support/content';

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
    editJson(dir, 'products.json', (json) => delete json.products[1].titulo);
    expect(await errorOf(dir)).toContain('content/products.json: products[1].titulo:');
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

  it('a cover named as a phone names it, with spaces: the message says to rename it', async () => {
    const dir = copyOfContent();
    const { cover } = productsAsWritten()[1]!;
    const named = `${path.dirname(cover)}/WhatsApp Image 2025-01-10 at 10.00.00.jpeg`;
    fs.copyFileSync(path.join(dir, cover), path.join(dir, named));
    editJson(dir, 'products.json', (json) => (json.products[1].cover = named));
    expect(await errorOf(dir)).toContain('content/products.json: products[1].cover: must be a file under content/ whose name has only letters, digits, "-", "_" and "." (no spaces or accents: rename the file)');
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

  it('two files of one name (posters and captions go by name)', async () => {
    const { folder, photo } = await mixedGallery();
    const dir = copyOfContent();
    // The photo again under its own name with another extension: `01.webp` and `01.PNG`.
    const name = path.basename(photo.file);
    const twin = name.replace(/\.[a-z0-9]+$/i, /\.png$/i.test(name) ? '.JPG' : '.PNG');
    fs.copyFileSync(path.join(dir, photo.file), path.join(dir, 'galeria', folder, twin));
    // The folder is read in name order: the later of the two is the one named.
    const [earlier, later] = [name, twin].sort();
    expect(await errorOf(dir)).toContain(`content/galeria/${folder}/${later}: has the same name as content/galeria/${folder}/${earlier}`);
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
      json.products[1].titlo = json.products[1].titulo;
      delete json.products[1].titulo;
    });
    const message = await errorOf(dir);
    // "titlo" is as close to "title" as to "titulo"; the one it replaced is the one missing.
    expect(message).toContain('content/products.json: products[1].titlo: unknown key; did you mean "titulo"?');
    expect(message).toContain('content/products.json: products[1].titulo:');
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

describe('gallery folders and the products that name them', () => {
  it('a folder no product names (a misspelt name): the folder, the one it likely means, and the folders products use', async () => {
    const dir = copyOfContent();
    const products = productsAsWritten();
    const { galleryFolder } = products[1]!;
    const typo = galleryFolder.slice(0, -1);
    fs.renameSync(path.join(dir, 'galeria', galleryFolder), path.join(dir, 'galeria', typo));
    const message = await errorOf(dir);
    const line = message.split('\n').find((text) => text.includes(`content/galeria/${typo}/:`))!;
    expect(line).toContain(`content/galeria/${typo}/: no product's galleryFolder in content/products.json names this folder, so nothing in it would be on the site (did you mean "${galleryFolder}"?)`);
    for (const product of products) expect(line).toContain(`"${product.galleryFolder}"`);
    // Its product, meanwhile, names a folder that is not there.
    expect(message).toContain(`content/products.json: products[1].galleryFolder: folder content/galeria/${galleryFolder}/ does not exist`);
  });

  it('a folder no product names, beside all of theirs', async () => {
    const { folder, photo } = await mixedGallery();
    const dir = copyOfContent();
    fs.mkdirSync(path.join(dir, 'galeria', 'obras-antigas'));
    fs.copyFileSync(path.join(dir, photo.file), path.join(dir, 'galeria', 'obras-antigas', '01.webp'));
    const message = await errorOf(dir);
    expect(message).toContain(`content/galeria/obras-antigas/: no product's galleryFolder in content/products.json names this folder`);
    expect(message).toContain(`"${folder}"`);
  });

  it('a photo left in content/galeria/ itself, outside every product\'s folder', async () => {
    const { photo } = await mixedGallery();
    const dir = copyOfContent();
    fs.copyFileSync(path.join(dir, photo.file), path.join(dir, 'galeria', 'solta.webp'));
    expect(await errorOf(dir)).toContain("content/galeria/solta.webp: not in a product's folder, so it would not be on the site");
  });

  it('takes the system\'s hidden files and a note beside the folders', async () => {
    const dir = copyOfContent();
    fs.writeFileSync(path.join(dir, 'galeria', '.DS_Store'), '');
    fs.writeFileSync(path.join(dir, 'galeria', 'LEIA-ME.md'), '# Galerias\n');
    await expect(loadContent(dir)).resolves.toBeDefined();
  });

  it('two products naming one folder: both products and the field', async () => {
    const dir = copyOfContent();
    const products = productsAsWritten();
    editJson(dir, 'products.json', (json) => (json.products[1].galleryFolder = json.products[0].galleryFolder));
    expect(await errorOf(dir)).toContain(
      `content/products.json: products[1].galleryFolder: folder "${products[0]!.galleryFolder}" is already the gallery of products[0] ("${products[0]!.id}"); products[1] ("${products[1]!.id}") needs a folder of its own`,
    );
  });
});

describe('pictures shown as photos are photos, never SVG drawings', () => {
  it.each([
    ['products.json', 'products[1].cover', (json: any, svg: string) => (json.products[1].cover = svg)],
    ['hero.json', 'image', (json: any, svg: string) => (json.image = svg)],
    ['testimonials.json', 'avatar', (json: any, svg: string) => (json.avatar = svg)],
  ])('an SVG as %s %s', async (file, field, edit) => {
    const dir = copyOfContent();
    // An SVG that is there: the brand's own mark.
    const svg = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')).company.symbol as string;
    editJson(dir, file, (json) => edit(json, svg));
    expect(await errorOf(dir)).toContain(`content/${file}: ${field}: must be a photo (jpg, jpeg, png, webp, avif, heic or heif), like "capas/toldos.webp", not an SVG`);
  });

  it('a cover in another format', async () => {
    const dir = copyOfContent();
    editJson(dir, 'products.json', (json) => (json.products[0].cover = 'capas/toldos.gif'));
    expect(await errorOf(dir)).toContain('content/products.json: products[0].cover: must be a photo (jpg, jpeg, png, webp, avif, heic or heif), like "capas/toldos.webp"');
  });

  it('the brand marks are SVG drawings, and only they', async () => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (json) => (json.company.wordmark = productsAsWritten()[0]!.cover));
    expect(await errorOf(dir)).toContain('content/site.json: company.wordmark: must be an SVG drawing, like "marca/wordmark.svg"');
  });
});

describe('the chat number', () => {
  it.each([
    ['without the country code', '62999990000'],
    ['with a plus sign', '+5562999990000'],
    ['with another country code', '351912345678'],
    ['too short', '556299990'],
  ])('%s: Brazil\'s country code, area code and number, with the shape shown', async (_, number) => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (json) => (json.chat.number = number));
    expect(await errorOf(dir)).toContain(
      'content/site.json: chat.number: must be the chat number with Brazil\'s country code: 55, the 2-digit area code (DDD) and the 8- or 9-digit number, digits only, like "5562999990000"',
    );
  });

  it.each([
    ['a mobile (9 digits)', '5562999990000'],
    ['a landline (8 digits)', '556232450000'],
  ])('takes %s', async (_, number) => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (json) => (json.chat.number = number));
    await expect(loadContent(dir)).resolves.toBeDefined();
  });
});

describe('content files are UTF-8', () => {
  /** `text` as Latin-1 bytes, what an editor saving as "ANSI" writes; and the first line whose bytes are not UTF-8. */
  function asLatin1(text: string) {
    const latin1 = text.replace(/[^\u0000-\u00ff]/g, '?');
    return { bytes: Buffer.from(latin1, 'latin1'), line: latin1.split('\n').findIndex((line) => /[\u0080-\u00ff]/.test(line)) + 1 };
  }

  it('a content file saved as Latin-1: the file, the line, and what to do', async () => {
    const dir = copyOfContent();
    const file = path.join(dir, 'hero.json');
    const { bytes, line } = asLatin1(fs.readFileSync(file, 'utf8'));
    expect(line).toBeGreaterThan(0);
    fs.writeFileSync(file, bytes);
    expect(await errorOf(dir)).toContain(`content/hero.json: not saved as UTF-8 (line ${line} has a character in another encoding`);
    expect(await errorOf(dir)).toContain('save it again with the encoding "UTF-8"');
  });

  it('a caption file saved as Latin-1', async () => {
    const { folder } = await mixedGallery();
    const dir = copyOfContent();
    const file = path.join(dir, 'galeria', folder, 'legendas.json');
    fs.writeFileSync(file, asLatin1('{\n  "01.webp": "Fachada com toldo à tarde"\n}\n').bytes);
    expect(await errorOf(dir)).toContain(`content/galeria/${folder}/legendas.json: not saved as UTF-8 (line 2 has a character in another encoding`);
  });

  it('a brand mark saved as Latin-1', async () => {
    const dir = copyOfContent();
    const { symbol } = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')).company;
    const file = path.join(dir, symbol);
    fs.writeFileSync(file, asLatin1(fs.readFileSync(file, 'utf8').replace('<svg', '<svg aria-label="Orla Soluções"')).bytes);
    expect(await errorOf(dir)).toContain(`content/${symbol}: not saved as UTF-8`);
  });

  it('takes UTF-8 with a byte-order mark', async () => {
    const dir = copyOfContent();
    const file = path.join(dir, 'hero.json');
    fs.writeFileSync(file, `\uFEFF${fs.readFileSync(file, 'utf8')}`);
    const hero = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'hero.json'), 'utf8'));
    expect((await loadContent(dir)).hero.headline).toBe(hero.headline);
  });
});

describe('a "$comment" note in a caption file', () => {
  it('is a note, not a caption: the build takes it, and the captions stay as they were', async () => {
    const { folder } = await mixedGallery();
    const dir = copyOfContent();
    const file = path.join(dir, 'galeria', folder, 'legendas.json');
    const captions = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ $comment: 'Legendas revisadas pela equipe em março', ...captions }, null, 2));
    const product = (await loadContent(dir)).products.find((p) => p.galleryFolder === folder)!;
    const real = (await realContent()).products.find((p) => p.galleryFolder === folder)!;
    expect(product.media.map((m) => [m.file, m.caption])).toEqual(real.media.map((m) => [m.file, m.caption]));
  });

  it('stays in the file when `npm run captions` adds the empty entries', async () => {
    const { folder, photo } = await mixedGallery();
    const dir = copyOfContent();
    const file = path.join(dir, 'galeria', folder, 'legendas.json');
    const note = ['Legendas revisadas pela equipe', 'em março'];
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), $comment: note }, null, 2));
    fs.copyFileSync(path.join(dir, photo.file), path.join(dir, 'galeria', folder, 'nova.webp'));
    addMissingCaptions(dir, uncaptionedMedia((await loadContent(dir)).products));
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(written.$comment).toEqual(note);
    expect(written.midia.at(-1)).toEqual({ tipo: 'foto', arquivo: 'nova.webp', legenda: '' });
    await expect(loadContent(dir)).resolves.toBeDefined();
  });
});

describe('smaller checks', () => {
  it('two testimonials with one id: both named', async () => {
    const dir = copyOfContent();
    editJson(dir, 'testimonials.json', (json) => (json.items[2].id = json.items[0].id));
    const id = JSON.parse(fs.readFileSync(path.join(dir, 'testimonials.json'), 'utf8')).items[0].id;
    expect(await errorOf(dir)).toContain(`content/testimonials.json: items[2].id: id "${id}" is already used by items[0]`);
  });

  it('an opening time written "8:00": the format alone, not also "closes must be after opens"', async () => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (json) => {
      json.hours[0].opens = '8:00';
      json.hours[0].closes = '18:00';
    });
    const message = await errorOf(dir);
    expect(message).toContain('content/site.json: hours[0].opens: must be a time like "08:00"');
    expect(message).not.toContain('closes must be after opens');
  });

  it('a closing time before the opening time', async () => {
    const dir = copyOfContent();
    editJson(dir, 'site.json', (json) => {
      json.hours[0].opens = '18:00';
      json.hours[0].closes = '08:00';
    });
    expect(await errorOf(dir)).toContain('content/site.json: hours[0].closes: closes must be after opens');
  });

  it('sample testimonials: a warning that names the file and the field, until "sample" is false', async () => {
    const content = await realContent();
    const warning = sampleTestimonialsWarning({ testimonials: { ...content.testimonials, sample: true } });
    expect(warning).toContain('warning: the testimonials are samples (content/testimonials.json "sample": true)');
    expect(sampleTestimonialsWarning({ testimonials: { ...content.testimonials, sample: false } })).toBeUndefined();
  });
});

describe('the notes for editors agree with what the build takes', () => {
  const formats = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].map((ext) => `.${ext}`);
  const notes = fs
    .readdirSync(path.join(CONTENT_DIR, 'galeria'))
    .map((folder) => path.join('galeria', folder, 'LEIA-ME.md'))
    .filter((file) => fs.existsSync(path.join(CONTENT_DIR, file)));

  it.each(notes)('content/%s names every accepted format, and the poster as optional', (file) => {
    const text = fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8');
    for (const format of formats) expect(text, format).toContain(`\`${format}\``);
    expect(text).toContain('se quiser, uma imagem de capa');
  });

  it('content/products.json\'s note on gallery folders names every accepted format', () => {
    const note = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'products.json'), 'utf8')).$comment as string;
    for (const format of formats) expect(note, format).toContain(format);
    expect(note).toContain('capa opcional');
  });
});
