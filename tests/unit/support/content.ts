import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../../src/content/loadContent';
import type { MediaItem, Product, RawContent, SiteContent } from '../../../src/content/types';
import { galleryAddress } from '../../../src/media/galleryAddresses';

export const ROOT = path.resolve(__dirname, '../../..');
export const CONTENT_DIR = path.join(ROOT, 'content');

let cached: Promise<SiteContent> | undefined;
/** The project's real content, validated once per worker (the unit files share their modules). */
export const realContent = () => (cached ??= loadContent(CONTENT_DIR));

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `orla-${prefix}-`));
}

/** A copy of content/ in a temp folder, for tests that break it on purpose. */
export function copyOfContent(): string {
  const dir = tempDir('content');
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

export function editJson(dir: string, file: string, edit: (json: any) => void): void {
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2));
}

/**
 * Every page the content defines, as [route, file under dist/]: home, products, one per product,
 * benefits, contact (the error page aside). Read from content/, so new products are covered too.
 */
export async function contentPages(): Promise<Array<[string, string]>> {
  const { pages, products } = await realContent();
  const routes = [pages.home.path, pages.produtos.path, ...products.map((product) => product.url), pages.beneficios.path, pages.contato.path];
  return routes.map((route) => [route, `${route.slice(1)}index.html`]);
}

/** content/products.json as written, before the loader sees it: what the loader's output is checked against. */
export function productsAsWritten(): RawContent['products']['products'] {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'products.json'), 'utf8')).products;
}

/**
 * How many photos and videos a gallery folder of content/ holds, counted from its file names
 * (any letter case; a video's `.poster.` image is not a photo), independently of the loader.
 */
export function mediaFilesIn(folder: string, contentDir = CONTENT_DIR): { images: number; videos: number } {
  const names = fs.readdirSync(path.join(contentDir, 'galeria', folder)).filter((name) => !name.startsWith('.'));
  const images = names.filter((name) => /\.(jpe?g|png|webp|avif|hei[cf])$/i.test(name) && !/\.poster\.[a-z0-9]+$/i.test(name));
  const videos = names.filter((name) => /\.(mp4|mov)$/i.test(name));
  return { images: images.length, videos: videos.length };
}

/**
 * The first product with what a test's scenario needs, or a failure that says what the content
 * lacks. Tests pick their products by property, so real content can replace the sample products.
 */
export function productWith(content: SiteContent, what: string, has: (product: Product) => boolean): Product {
  const product = content.products.find(has);
  if (!product) throw new Error(`no product in content/products.json ${what}, which this test needs`);
  return product;
}

/** A product whose gallery is longer than the first slides its page's HTML holds: the carousel's island adds the rest. */
export const productWithRestOfGallery = (content: SiteContent) =>
  productWith(
    content,
    `has more gallery items than constants.productCarouselMaxSlides (${content.constants.productCarouselMaxSlides})`,
    (product) => product.media.length > content.constants.productCarouselMaxSlides,
  );

/** A product whose whole gallery, two items at least, is in its page's HTML (no more than the carousel's first slides). */
export const productWithWholeGalleryInHtml = (content: SiteContent) =>
  productWith(
    content,
    `has from 2 to constants.productCarouselMaxSlides (${content.constants.productCarouselMaxSlides}) gallery items`,
    (product) => product.media.length >= 2 && product.media.length <= content.constants.productCarouselMaxSlides,
  );

/**
 * A product with a video among the slides its page's HTML holds (two slides at least): its slide
 * number (from 1, the first video's) and its carousel's slide count once the island has added the rest.
 */
export function productWithVideoInHtml(content: SiteContent) {
  const max = content.constants.productCarouselMaxSlides;
  const product = productWith(
    content,
    `has a video among its first constants.productCarouselMaxSlides (${max}) gallery items, and two items at least`,
    (p) => p.media.length >= 2 && p.media.slice(0, max).some((item) => item.tipo === 'video'),
  );
  return { product, videoSlide: product.media.findIndex((item) => item.tipo === 'video') + 1, total: product.media.length };
}

/** Where the build publishes a gallery item of `product`: under its folder and its content's hash, never its name. */
export function publishedAddress(product: Pick<Product, 'galleryFolder'>, item: Pick<MediaItem, 'tipo' | 'file'>): string {
  return galleryAddress(product.galleryFolder, item.tipo, path.join(CONTENT_DIR, item.file));
}
