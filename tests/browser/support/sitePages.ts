import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { sitemapPaths as pathsIn } from '../../../src/prerender/sitemap';

/** The path of every page the served build lists in its sitemap (`/`, `/toldos/`…), so tests cover pages added later too. */
export function sitemapPaths(): string[] {
  return pathsIn(fs.readFileSync(path.join(inject('distDir'), 'sitemap.xml'), 'utf8'));
}

/** An address the site does not have: the bucket answers it with 404.html. */
export const UNKNOWN_PATH = '/pagina-que-nao-existe/';

/** Every page a visitor can land on: the sitemap's pages and the error page. */
export const everyPage = () => [...sitemapPaths(), UNKNOWN_PATH];
