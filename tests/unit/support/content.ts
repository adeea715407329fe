import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../../src/content/loadContent';
import type { SiteContent } from '../../../src/content/types';

export const ROOT = path.resolve(__dirname, '../../..');
export const CONTENT_DIR = path.join(ROOT, 'content');

let cached: Promise<SiteContent> | undefined;
/** The project's real content, validated once per test file. */
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
