import fs from 'node:fs';
import path from 'node:path';
import { withAlt } from './captions';
import { ContentError, ContentErrors } from './ContentError';
import { closest, contentErrors } from './issues';
import { discoverGallery, imageAsset, type ImageAsset } from './media';
import { parseJson, readText, withoutNotes } from './readJson';
import { contentFiles } from './schema';
import type { Product, RawContent, SiteContent } from './types';

/** The routes every build has besides the products' own pages. */
const FIXED_PAGES = ['home', 'produtos', 'beneficios', 'contato'] as const;

/**
 * Reads and validates every file in `contentDir`. Throws `ContentErrors` naming each bad
 * file and field; nothing is written anywhere.
 */
export async function loadContent(contentDir: string): Promise<SiteContent> {
  const raw = readAndValidate(contentDir);
  const errors: ContentError[] = [];
  checkRoutes(raw, errors);
  const images = await checkImages(contentDir, raw, errors);
  checkGalleryFolders(contentDir, raw, errors);
  const products = await withGalleries(contentDir, raw, errors);
  if (errors.length) throw new ContentErrors(errors);
  const brand = asContentErrors(() => ({
    wordmark: symbolParts(contentDir, raw.site.company.wordmark),
    symbolSvg: readText(path.join(contentDir, raw.site.company.symbol), `content/${raw.site.company.symbol}`),
  }));
  return { ...raw, products: products as Product[], images, brand };
}

/** What `read` returns; a `ContentError` it throws comes out as `ContentErrors`, like every other content problem. */
function asContentErrors<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw error instanceof ContentError ? new ContentErrors([error]) : error;
  }
}

/** The viewBox and inner markup of an SVG file's root `<svg>`; its other root attributes (the fill) are the page's to set. */
function symbolParts(contentDir: string, file: string): { viewBox: string; body: string } {
  const label = `content/${file}`;
  const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(readText(path.join(contentDir, file), label));
  if (!svg) throw new ContentError(label, '', 'no <svg> element');
  const viewBox = /\sviewBox\s*=\s*["']([^"']*)["']/.exec(svg[1]!)?.[1]?.trim().split(/[\s,]+/);
  if (viewBox?.length !== 4 || viewBox.some((n) => !Number.isFinite(Number(n)))) {
    throw new ContentError(label, '', 'the <svg> needs a viewBox of four numbers, so the mark can be drawn from a <symbol>');
  }
  return { viewBox: viewBox.join(' '), body: svg[2]!.trim() };
}

function readAndValidate(contentDir: string): RawContent {
  const errors: ContentError[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, { file, schema }] of Object.entries(contentFiles)) {
    const label = `content/${file}`;
    const full = path.join(contentDir, file);
    if (!fs.existsSync(full)) {
      errors.push(new ContentError(label, '', 'file is missing'));
      continue;
    }
    let json: unknown;
    try {
      json = withoutNotes(parseJson(readText(full, label), label));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error);
      continue;
    }
    const result = schema.safeParse(json);
    if (result.success) out[key] = result.data;
    else errors.push(...contentErrors(label, schema, json, result.error.issues));
  }
  if (errors.length) throw new ContentErrors(errors);
  return out as RawContent;
}

/** Every page path is unique, every link in the navigation reaches a page, and no two products or testimonials share an id. */
function checkRoutes(raw: RawContent, errors: ContentError[]): void {
  const seen = new Map<string, string>();
  const claim = (route: string, file: string, field: string) => {
    const owner = seen.get(route);
    if (owner) errors.push(new ContentError(file, field, `route "${route}" is already used by ${owner}`));
    else seen.set(route, `${file} ${field}`);
  };
  for (const page of FIXED_PAGES) claim(raw.pages[page].path, 'content/pages.json', `${page}.path`);
  raw.products.products.forEach((product, i) => claim(product.url, 'content/products.json', `products[${i}].url`));
  raw.navigation.items.forEach((item, i) => {
    if (!seen.has(item.path)) errors.push(new ContentError('content/navigation.json', `items[${i}].path`, `no page has the route "${item.path}"`));
  });
  const ids = new Set<string>();
  raw.products.products.forEach((product, i) => {
    if (ids.has(product.id)) errors.push(new ContentError('content/products.json', `products[${i}].id`, `id "${product.id}" is used twice`));
    ids.add(product.id);
  });
  const testimonials = new Map<string, number>();
  raw.testimonials.items.forEach((item, i) => {
    const first = testimonials.get(item.id);
    if (first === undefined) testimonials.set(item.id, i);
    else errors.push(new ContentError('content/testimonials.json', `items[${i}].id`, `id "${item.id}" is already used by items[${first}]: give each testimonial its own id`));
  });
}

async function checkImages(contentDir: string, raw: RawContent, errors: ContentError[]) {
  const references: Array<[string, string, string]> = [
    ['content/site.json', 'company.wordmark', raw.site.company.wordmark],
    ['content/site.json', 'company.symbol', raw.site.company.symbol],
    ['content/hero.json', 'image', raw.hero.image],
    ['content/testimonials.json', 'avatar', raw.testimonials.avatar],
    ...raw.products.products.map((p, i): [string, string, string] => ['content/products.json', `products[${i}].cover`, p.cover]),
  ];
  const images: Record<string, ImageAsset> = {};
  for (const [file, field, ref] of references) {
    if (!fs.existsSync(path.join(contentDir, ref))) {
      errors.push(new ContentError(file, field, `file content/${ref} does not exist`));
    } else if (!/\.svg$/i.test(ref)) {
      try {
        images[ref] = await imageAsset(contentDir, ref);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        errors.push(error);
      }
    }
  }
  return images;
}

/**
 * Each product has a gallery folder of its own, and each folder in content/galeria/ is a product's:
 * a folder no product names (a typo, a product renamed) would be left out of the site in silence.
 */
function checkGalleryFolders(contentDir: string, raw: RawContent, errors: ContentError[]): void {
  const owners = new Map<string, number>();
  raw.products.products.forEach((product, i) => {
    const first = owners.get(product.galleryFolder);
    if (first === undefined) owners.set(product.galleryFolder, i);
    else {
      errors.push(
        new ContentError(
          'content/products.json',
          `products[${i}].galleryFolder`,
          `folder "${product.galleryFolder}" is already the gallery of products[${first}] ("${raw.products.products[first]!.id}"); products[${i}] ("${product.id}") needs a folder of its own`,
        ),
      );
    }
  });
  const galeria = path.join(contentDir, 'galeria');
  if (!fs.existsSync(galeria)) return; // each product's folder is reported missing on its own
  const used = [...owners.keys()];
  const listed = used.map((name) => `"${name}"`).join(', ');
  // A folder's likely product is one whose own folder is missing: the folder was misspelt, or the product renamed.
  const absent = used.filter((name) => !fs.existsSync(path.join(galeria, name)));
  for (const name of fs.readdirSync(galeria).sort()) {
    // Hidden files are the system's (.DS_Store); a note about the folders may sit beside them.
    if (name.startsWith('.') || /^(leia-me|readme)\.md$/i.test(name)) continue;
    if (!fs.statSync(path.join(galeria, name)).isDirectory()) {
      errors.push(new ContentError(`content/galeria/${name}`, '', `not in a product's folder, so it would not be on the site: move it into its product's folder (the products' folders are ${listed})`));
      continue;
    }
    if (owners.has(name)) continue;
    const guess = closest(name, absent) ?? closest(name, used);
    errors.push(
      new ContentError(
        `content/galeria/${name}/`,
        '',
        `no product's galleryFolder in content/products.json names this folder, so nothing in it would be on the site${guess ? ` (did you mean "${guess}"?)` : ''}. The products' folders are ${listed}: rename this folder to its product's, or set that product's galleryFolder to "${name}"`,
      ),
    );
  }
}

async function withGalleries(contentDir: string, raw: RawContent, errors: ContentError[]) {
  return Promise.all(
    raw.products.products.map(async (product, i) => {
      try {
        const media = await discoverGallery(contentDir, product.galleryFolder, {
          file: 'content/products.json',
          field: `products[${i}].galleryFolder`,
        });
        return { ...product, media: withAlt(product.titulo, media, raw.ui.uncaptioned) };
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
        return { ...product, media: [] };
      }
    }),
  );
}
