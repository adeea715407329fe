import fs from 'node:fs';
import path from 'node:path';
import { withAlt } from './captions';
import { ContentError, ContentErrors } from './ContentError';
import { contentErrors } from './issues';
import { discoverGallery, imageAsset, type ImageAsset } from './media';
import { parseJson, withoutNotes } from './readJson';
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
  const products = await withGalleries(contentDir, raw, errors);
  if (errors.length) throw new ContentErrors(errors);
  const brand = {
    wordmark: symbolParts(contentDir, raw.site.company.wordmark),
    symbolSvg: fs.readFileSync(path.join(contentDir, raw.site.company.symbol), 'utf8'),
  };
  return { ...raw, products: products as Product[], images, brand };
}

/** The viewBox and inner markup of an SVG file's root `<svg>`; its other root attributes (the fill) are the page's to set. */
function symbolParts(contentDir: string, file: string): { viewBox: string; body: string } {
  const label = `content/${file}`;
  const svg = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(fs.readFileSync(path.join(contentDir, file), 'utf8'));
  if (!svg) throw new ContentErrors([new ContentError(label, '', 'no <svg> element')]);
  const viewBox = /\sviewBox\s*=\s*["']([^"']*)["']/.exec(svg[1]!)?.[1]?.trim().split(/[\s,]+/);
  if (viewBox?.length !== 4 || viewBox.some((n) => !Number.isFinite(Number(n)))) {
    throw new ContentErrors([new ContentError(label, '', 'the <svg> needs a viewBox of four numbers, so the mark can be drawn from a <symbol>')]);
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
      json = withoutNotes(parseJson(fs.readFileSync(full, 'utf8'), label));
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

/** Every page path is unique and every link in the navigation reaches a page. */
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
