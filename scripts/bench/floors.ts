import fs from 'node:fs';
import path from 'node:path';
import { floorPage } from './floorPage';

/** Where a page's floor is served, beside the site's own assets. */
export const floorPath = (page: string) => `/floor${page.endsWith('/') ? page : `/${page.replace(/\.html$/, '')}/`}`;

/**
 * Floor pages in a folder of their own (under `cacheDir`), with the site's assets beside them so
 * the same image files load. `largest` holds each page's largest element (largestElements()).
 */
export function writeFloors(dist: string, largest: Map<string, string>, cacheDir: string): string {
  fs.mkdirSync(cacheDir, { recursive: true });
  const root = fs.mkdtempSync(path.join(cacheDir, 'floor-'));
  fs.symlinkSync(path.join(dist, 'assets'), path.join(root, 'assets'));
  for (const [page, element] of largest) {
    const target = path.join(root, floorPath(page), 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, floorPage(element));
  }
  return root;
}
