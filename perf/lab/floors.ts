import fs from 'node:fs';
import path from 'node:path';
import { SPECULATION_RULES } from '../../src/boot/speculation';
import { floorPage } from './floorPage';

/** Where a page's floor is served, beside the site's own assets. */
export const floorPath = (page: string) => `/floor${page.endsWith('/') ? page : `/${page.replace(/\.html$/, '')}/`}`;

/**
 * Floor pages in a folder of their own (under `cacheDir`), with the site's assets beside them so
 * the same image files load. `largest` holds each page's largest element (largestElements()).
 */
export function writeFloors(dist: string, largest: Map<string, string>, cacheDir: string): string {
  const root = floorFolder(dist, cacheDir, 'floor-');
  for (const [page, element] of largest) {
    const target = path.join(root, floorPath(page), 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, floorPage(element));
  }
  return root;
}

/** Where the tap floor is served, under the floors' own folder. */
export const TAP_FLOOR_PATH = '/floor/tap/';

/**
 * The tap floor: a bare page whose one button opens a popover, the platform's menu with no CSS and
 * no script. A tap on it costs only the input, the popover's toggle and a frame, so no tap of the
 * site can answer sooner on this machine at this rate. Written into `root` (a writeFloors folder).
 */
export function writeTapFloor(root: string): void {
  const target = path.join(root, TAP_FLOOR_PATH, 'index.html');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, floorPage('<button type="button" popovertarget="menu">Menu</button>\n<div popover id="menu"><a href="/">Início</a></div>'));
}

/**
 * Floors to navigate between: each page's floor at the page's own address, holding its largest
 * element, a plain link to every other page of `largest`, so a journey's taps find their links,
 * and the site's speculation rules, so a touched link is prefetched as on the site.
 * Under `cacheDir`, with the site's assets beside them; returns the folder.
 */
export function writeLinkedFloors(dist: string, largest: Map<string, string>, cacheDir: string): string {
  const root = floorFolder(dist, cacheDir, 'linked-floor-');
  for (const [page, element] of largest) {
    const links = [...largest.keys()].filter((other) => other !== page).map((other) => `<a href="${other}">${other}</a>`);
    const target = path.join(root, page, 'index.html');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, floorPage(`${element}\n<p>${links.join(' ')}</p>\n<script type="speculationrules">${SPECULATION_RULES}</script>`));
  }
  return root;
}

/** A new folder under `cacheDir` for floors, with the site's assets linked beside them. */
function floorFolder(dist: string, cacheDir: string, prefix: string): string {
  fs.mkdirSync(cacheDir, { recursive: true });
  const root = fs.mkdtempSync(path.join(cacheDir, prefix));
  fs.symlinkSync(path.join(dist, 'assets'), path.join(root, 'assets'));
  return root;
}
