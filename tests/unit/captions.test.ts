// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { galleryItems } from '../../src/media/galleryData';
import { addMissingCaptions, NAMED_PER_CAPTIONS_FILE, staleCaptions, staleCaptionsNotice, uncaptionedMedia, uncaptionedNotice, type Uncaptioned } from '../../src/content/captions';
import { loadContent } from '../../src/content/loadContent';
import type { Product } from '../../src/content/types';
import { mediaSlides } from '../../src/site/slides';
import { CONTENT_DIR, copyOfContent, productWith, realContent, ROOT } from './support/content';

/** content/ui.json's generic alt texts, as written. */
const generic = (): { image: string; video: string } => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'ui.json'), 'utf8')).uncaptioned;
const captionFileOf = (dir: string, folder: string) => JSON.parse(fs.readFileSync(path.join(dir, 'galeria', folder, 'legendas.json'), 'utf8'));
/** A folder's captions by file name, in the file's order, whichever its shape. */
const captionsOf = (dir: string, folder: string): Record<string, string> => {
  const json = captionFileOf(dir, folder);
  return 'midia' in json ? Object.fromEntries(json.midia.map((entry: { arquivo: string; legenda: string }) => [entry.arquivo, entry.legenda])) : json;
};

/** A copy of content/ with two phone photos and a clip, none captioned, dropped into the folder of a product whose files all have captions. */
async function withUncaptionedFiles() {
  const real = productWith(await realContent(), 'has a captioned photo and a captioned video', (p) =>
    ['image', 'video'].every((tipo) => p.media.some((m) => m.tipo === tipo && m.caption !== null)),
  );
  const photo = real.media.find((m) => m.tipo === 'image')!;
  const video = real.media.find((m) => m.tipo === 'video')!;
  const dir = copyOfContent();
  const folder = path.join(dir, 'galeria', real.galleryFolder);
  const dropped = ['IMG_0042.webp', 'IMG_0043.webp', 'IMG_0044.mp4'];
  fs.copyFileSync(path.join(dir, photo.file), path.join(folder, dropped[0]!));
  fs.copyFileSync(path.join(dir, photo.file), path.join(folder, dropped[1]!));
  fs.copyFileSync(path.join(dir, video.file), path.join(folder, dropped[2]!));
  const product = (await loadContent(dir)).products.find((p) => p.id === real.id)!;
  return { dir, product, dropped, item: (name: string) => product.media.find((m) => m.file === `galeria/${real.galleryFolder}/${name}`)! };
}

const expectedAlt = (product: Product, name: string) => {
  const index = product.media.findIndex((m) => m.file.endsWith(`/${name}`));
  return generic()[product.media[index]!.tipo].replaceAll('{product}', product.titulo).replaceAll('{n}', String(index + 1));
};

describe('a gallery file without a caption', () => {
  it('has a generic alt that is true of it: the product\'s name and its number in the gallery, never another picture\'s description', async () => {
    const { product, dropped, item } = await withUncaptionedFiles();
    const others = new Set([product.coverAlt, ...product.media.map((m) => m.caption).filter((c) => c !== null)]);
    for (const name of dropped) {
      expect(item(name).caption, name).toBeNull();
      expect(item(name).alt, name).toBe(expectedAlt(product, name));
      expect(others.has(item(name).alt), name).toBe(false);
    }
    expect(new Set(dropped.map((name) => item(name).alt)).size).toBe(dropped.length);
    // Captioned files keep their own words.
    for (const m of product.media.filter((each) => each.caption !== null)) expect(m.alt).toBe(m.caption);
  });

  it('carries that alt into the carousel\'s slides and the gallery\'s data', async () => {
    const { dir, product, dropped } = await withUncaptionedFiles();
    const slides = mediaSlides(product);
    const data = galleryItems((await loadContent(dir)).products.find((each) => each.id === product.id)!);
    for (const name of dropped) {
      const index = product.media.findIndex((m) => m.file.endsWith(`/${name}`));
      expect(slides[index]!.media.alt, name).toBe(expectedAlt(product, name));
      expect(data[index]!.alt, name).toBe(expectedAlt(product, name));
      expect(data[index]!.caption, name).toBeUndefined();
    }
  });

  it('is named by the build, once, under the caption file to edit, with the alt it has meanwhile', async () => {
    const { product, dropped } = await withUncaptionedFiles();
    const uncaptioned = uncaptionedMedia([product]);
    const notice = uncaptionedNotice(uncaptioned)!;
    const captionsFile = `content/galeria/${product.galleryFolder}/legendas.json`;
    expect(notice).toContain(`${uncaptioned.length} gallery files have no caption`);
    expect(notice).toContain('npm run captions');
    expect(notice.split('\n').filter((line) => line.includes(captionsFile))).toEqual([`  ${captionsFile}: ${uncaptioned.length} files`]);
    for (const name of dropped) {
      expect(notice.split('\n').filter((line) => line.includes(name))).toEqual([`    ${name}: now "${expectedAlt(product, name)}"`]);
    }
    expect(notice.indexOf(captionsFile)).toBeLessThan(notice.indexOf(dropped[0]!));
    expect(notice).not.toContain('more');
  });

  it('says nothing when every file has a caption', async () => {
    const { product } = await withUncaptionedFiles();
    expect(uncaptionedNotice(uncaptionedMedia([{ ...product, media: product.media.filter((m) => m.caption !== null) }]))).toBeUndefined();
  });

  it('counts as uncaptioned while its entry is empty', async () => {
    const { dir, product, dropped } = await withUncaptionedFiles();
    const file = path.join(dir, 'galeria', product.galleryFolder, 'legendas.json');
    fs.writeFileSync(file, JSON.stringify({ ...captionsOf(dir, product.galleryFolder), [dropped[0]!]: ' ' }));
    const reloaded = (await loadContent(dir)).products.find((p) => p.id === product.id)!;
    expect(uncaptionedMedia([reloaded]).map((u) => path.basename(u.file))).toEqual(dropped);
  });
});

/** `count` uncaptioned files in one product folder, named as a phone names them. */
const uncaptionedIn = (folder: string, count: number): Uncaptioned[] =>
  Array.from({ length: count }, (_, i) => ({
    file: `content/galeria/${folder}/IMG_${String(i + 1).padStart(4, '0')}.jpg`,
    captionsFile: `content/galeria/${folder}/legendas.json`,
    alt: `${folder}, foto ${i + 1}`,
  }));

describe('the build\'s notice of uncaptioned files, at any count', () => {
  const lines = (items: Uncaptioned[]) => uncaptionedNotice(items)!.split('\n');

  it('names every file of a caption file with a few of them, and counts them', () => {
    const items = [...uncaptionedIn('toldos', 1), ...uncaptionedIn('vidros', NAMED_PER_CAPTIONS_FILE + 1)];
    expect(lines(items).slice(2)).toEqual([
      '  content/galeria/toldos/legendas.json: 1 file',
      ...items.slice(0, 1).map((item) => `    ${path.basename(item.file)}: now "${item.alt}"`),
      `  content/galeria/vidros/legendas.json: ${NAMED_PER_CAPTIONS_FILE + 1} files`,
      ...items.slice(1).map((item) => `    ${path.basename(item.file)}: now "${item.alt}"`),
    ]);
    expect(lines(items)[0]).toBe(`note: ${items.length} gallery files have no caption, so the site describes them only generically.`);
  });

  it('gives each caption file its count and first few names, and the rest as a number, pointing at `npm run captions`', () => {
    const folders = { toldos: 100, vidros: 100, inox: 100, cobertura: 100, lambril: 2 };
    const items = Object.entries(folders).flatMap(([folder, count]) => uncaptionedIn(folder, count));
    const notice = uncaptionedNotice(items)!;
    expect(notice).toMatch(new RegExp(`^note: ${items.length} gallery files have no caption`));
    for (const [folder, count] of Object.entries(folders)) {
      const group = items.filter((item) => item.captionsFile === `content/galeria/${folder}/legendas.json`);
      const shown = count > NAMED_PER_CAPTIONS_FILE + 1 ? group.slice(0, NAMED_PER_CAPTIONS_FILE) : group;
      const start = lines(items).indexOf(`  content/galeria/${folder}/legendas.json: ${count} files`);
      expect(start, folder).toBeGreaterThan(0);
      expect(lines(items).slice(start + 1, start + 1 + shown.length)).toEqual(shown.map((item) => `    ${path.basename(item.file)}: now "${item.alt}"`));
      for (const hidden of group.slice(shown.length)) expect(notice).not.toContain(path.basename(hidden.file) + ':');
      if (shown.length < count) expect(lines(items)[start + 1 + shown.length]).toBe(`    and ${count - shown.length} more: \`npm run captions\` adds an entry for each and lists them all`);
    }
  });

  it('stays a screenful however many files there are: its length grows with the caption files, not the files', () => {
    const at = (perFolder: number) => lines(['toldos', 'vidros', 'inox', 'cobertura'].flatMap((folder) => uncaptionedIn(folder, perFolder))).length;
    expect(at(100)).toBeLessThanOrEqual(2 + 4 * (1 + NAMED_PER_CAPTIONS_FILE + 1));
    expect(at(1000)).toBe(at(100));
    expect(at(100)).toBeLessThan(400 / 10);
  });
});

describe('adding the missing captions', () => {
  it('writes an empty entry for each uncaptioned file after the entries already there, which stay as they were', async () => {
    const { dir, product, dropped } = await withUncaptionedFiles();
    const before = captionsOf(dir, product.galleryFolder);
    const added = addMissingCaptions(dir, uncaptionedMedia([product]));
    expect([...added]).toEqual([[`content/galeria/${product.galleryFolder}/legendas.json`, dropped]]);
    const after = captionsOf(dir, product.galleryFolder);
    expect(Object.entries(after)).toEqual([...Object.entries(before), ...dropped.map((name) => [name, ''])]);
    // Once more adds nothing; the build still lists them until they are written.
    expect(addMissingCaptions(dir, uncaptionedMedia([product])).size).toBe(0);
    const reloaded = (await loadContent(dir)).products.find((p) => p.id === product.id)!;
    expect(uncaptionedMedia([reloaded])).toHaveLength(dropped.length);
  });

  it('creates the caption file of a folder that has none', async () => {
    const { dir, product, dropped } = await withUncaptionedFiles();
    fs.rmSync(path.join(dir, 'galeria', product.galleryFolder, 'legendas.json'));
    const reloaded = (await loadContent(dir)).products.find((p) => p.id === product.id)!;
    addMissingCaptions(dir, uncaptionedMedia([reloaded]));
    const written = captionsOf(dir, product.galleryFolder);
    expect(Object.keys(written)).toEqual(reloaded.media.map((m) => path.basename(m.file)));
    expect(Object.keys(written)).toEqual(expect.arrayContaining(dropped));
    expect(Object.values(written).every((caption) => caption === '')).toBe(true);
  });

  it('is `npm run captions`: it writes the entries and lists each file to fill in', async () => {
    const { dir, product, dropped } = await withUncaptionedFiles();
    const output = execFileSync(path.join(ROOT, 'node_modules/.bin/ts-node'), [path.join(ROOT, 'scripts/captions.ts')], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: dir },
      encoding: 'utf8',
    });
    expect(output).toContain(`content/galeria/${product.galleryFolder}/legendas.json`);
    for (const name of dropped) expect(output).toContain(`"${name}": ""   (added now)`);
    expect(Object.keys(captionsOf(dir, product.galleryFolder))).toEqual(expect.arrayContaining(dropped));
  }, 60_000);
});

describe('the caption file in the editor\'s shape (a list)', () => {
  const run = (dir: string) =>
    execFileSync(path.join(ROOT, 'node_modules/.bin/ts-node'), [path.join(ROOT, 'scripts/captions.ts')], { cwd: ROOT, env: { ...process.env, CONTENT_DIR: dir }, encoding: 'utf8' });
  const listed = async () => {
    const real = productWith(await realContent(), 'has three photos or more', (p) => p.media.filter((m) => m.tipo === 'image').length >= 3);
    const dir = copyOfContent();
    return { dir, real, file: path.join(dir, 'galeria', real.galleryFolder, 'legendas.json'), reload: async () => (await loadContent(dir)).products.find((p) => p.id === real.id)! };
  };

  it('orders the gallery as the list does (the editor\'s drag and drop), the files it does not list after, by name', async () => {
    const { dir, real, file, reload } = await listed();
    const json = captionFileOf(dir, real.galleryFolder);
    const [first, second, ...rest] = json.midia;
    const last = rest.pop();
    fs.writeFileSync(file, JSON.stringify({ midia: [last, ...rest, second] }));
    const names = (await reload()).media.map((m) => path.basename(m.file));
    expect(names).toEqual([last.arquivo, ...rest.map((e: { arquivo: string }) => e.arquivo), second.arquivo, first.arquivo]);
    expect((await reload()).media[0]!.caption).toBe(last.legenda);
  });

  it('leaves out, and names, the line of a file deleted from the folder', async () => {
    const { dir, real, reload } = await listed();
    const gone = real.media.find((m) => m.tipo === 'image')!;
    fs.rmSync(path.join(dir, gone.file));
    const product = await reload();
    expect(product.media.map((m) => m.file)).not.toContain(gone.file);
    expect(product.media.map((m) => m.alt)).not.toContain(gone.alt);
    const notice = staleCaptionsNotice(staleCaptions(dir, [product]))!;
    expect(notice).toContain(`content/galeria/${real.galleryFolder}/legendas.json: ${path.basename(gone.file)}`);
    expect(run(dir)).toContain(`removed the line of ${path.basename(gone.file)}`);
    expect(Object.keys(captionsOf(dir, real.galleryFolder))).not.toContain(path.basename(gone.file));
    expect(staleCaptions(dir, [product])).toEqual([]);
  }, 60_000);

  it('stops the build on a line of the other kind, or a path, naming the file and the field', async () => {
    const { dir, real, file } = await listed();
    const json = captionFileOf(dir, real.galleryFolder);
    json.midia[1].tipo = 'video';
    fs.writeFileSync(file, JSON.stringify(json));
    await expect(loadContent(dir)).rejects.toThrow(`content/galeria/${real.galleryFolder}/legendas.json: midia[1].tipo: "video" but ${json.midia[1].arquivo} is a photo ("foto")`);
    json.midia[1].tipo = 'foto';
    json.midia[1].arquivo = `../capas/${json.midia[1].arquivo}`;
    fs.writeFileSync(file, JSON.stringify(json));
    await expect(loadContent(dir)).rejects.toThrow(`content/galeria/${real.galleryFolder}/legendas.json: midia[1].arquivo: must be the name of a file in this folder`);
  });

  it('is still read in the first shape (file name: caption), and `npm run captions` rewrites that once as a list', async () => {
    const { dir, real, file, reload } = await listed();
    const before = await reload();
    fs.writeFileSync(file, JSON.stringify({ $comment: 'nota', ...captionsOf(dir, real.galleryFolder) }));
    const old = await reload();
    expect(old.media.map((m) => [m.file, m.caption])).toEqual(before.media.map((m) => [m.file, m.caption]));
    expect(run(dir)).toContain(`content/galeria/${real.galleryFolder}/legendas.json: rewritten as a list`);
    const json = captionFileOf(dir, real.galleryFolder);
    expect(json.$comment).toBe('nota');
    expect(json.midia[0]).toEqual({ tipo: 'foto', arquivo: path.basename(before.media[0]!.file), legenda: before.media[0]!.caption });
    expect((await reload()).media.map((m) => [m.file, m.caption])).toEqual(before.media.map((m) => [m.file, m.caption]));
  }, 60_000);
});
