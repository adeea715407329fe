// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { buildOnce, filesUnder, TEST_ORIGIN, type BuiltSite } from './support/builtSite';
import { realContent } from './support/content';
import { cssUrls, referencesIn } from './support/references';

let site: BuiltSite;
let content: SiteContent;
beforeAll(async () => {
  [site, content] = await Promise.all([buildOnce(), realContent()]);
});

/** The URL a page is served at, for resolving relative references: `toldos/index.html` → `/toldos/`. */
const pageUrl = (file: string) => `${TEST_ORIGIN}/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** The file under dist/ a same-site URL path is served from, or why it is not. */
function fileForPath(pathname: string): string | { problem: string } {
  const decoded = decodeURIComponent(pathname);
  if (decoded.endsWith('/')) return `${decoded.slice(1)}index.html`;
  const file = decoded.slice(1);
  if (fs.existsSync(path.join(site.dist, file)) && fs.statSync(path.join(site.dist, file)).isDirectory()) {
    return { problem: 'is a folder: link to it with a trailing slash, so the bucket serves it without a redirect' };
  }
  return file;
}

/** The outside addresses a page may point at: the chat, the phone, the e-mail and the developer's credit. */
function allowedOutside(url: URL): boolean {
  const { site: s } = content;
  if (url.protocol === 'tel:') return url.href === s.contact.phoneHref;
  if (url.protocol === 'mailto:') return url.href === `mailto:${s.contact.email}`;
  if (url.origin === 'https://wa.me') return url.pathname === `/${s.chat.number}`;
  return url.href === new URL(s.credit.url).href;
}

/** Checks one reference of `file`; returns what is wrong with it, or nothing. */
function problemWith(file: string, raw: string): string | undefined {
  if (raw === '' || raw === '#') return 'is empty';
  if (file === '404.html' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(raw)) return 'is relative, but the error page is served at any unknown address';
  const url = new URL(raw, pageUrl(file));
  if (url.protocol === 'javascript:') return `uses ${url.protocol}`;
  if (url.protocol === 'data:') return 'is a data: URL, which the page\'s Content-Security-Policy does not allow';
  if (url.origin !== TEST_ORIGIN) return allowedOutside(url) ? undefined : 'is an outside address that is not allowed';
  const target = fileForPath(url.pathname);
  if (typeof target !== 'string') return target.problem;
  if (!fs.existsSync(path.join(site.dist, target))) return `needs ${target}, which the build did not write`;
  if (url.hash && target.endsWith('.html')) {
    const id = decodeURIComponent(url.hash.slice(1));
    if (!site.doc(target).getElementById(id)) return `points at #${id}, which ${target} does not have`;
  }
  return undefined;
}

describe('link check over dist/', () => {
  it('every href, src, srcset, poster and form action of every page resolves to a file of the build or an allowed address', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of site.htmlFiles) {
      for (const { url, where } of referencesIn(site.doc(file))) {
        checked += 1;
        const problem = problemWith(file, url);
        if (problem) broken.push(`${file}: ${where}="${url}" ${problem}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(broken, `\n${broken.join('\n')}\n`).toEqual([]);
  });

  it('every url() in the styles (inlined or in files) resolves to a file of the build', () => {
    const sheets: Array<[string, string]> = [
      ...filesUnder(site.dist)
        .filter((file) => file.endsWith('.css'))
        .map((file): [string, string] => [file, site.read(file)]),
      ...site.htmlFiles.flatMap((file) => [...site.doc(file).querySelectorAll('style')].map((style): [string, string] => [file, style.textContent ?? ''])),
    ];
    expect(sheets.length).toBeGreaterThan(0);
    const broken = sheets.flatMap(([file, css]) => cssUrls(css).flatMap((url) => (problemWith(file, url) ? [`${file}: url(${url}) ${problemWith(file, url)}`] : [])));
    expect(broken).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    // A product's page, by its route (`/toldos/`) and by its file (`toldos/index.html`).
    const { url } = content.products[0]!;
    expect(problemWith('index.html', '/nao-existe/')).toMatch(/did not write/);
    expect(problemWith('index.html', url.replace(/\/$/, ''))).toMatch(/trailing slash/);
    expect(problemWith('index.html', '#nao-existe')).toMatch(/does not have/);
    expect(problemWith('index.html', 'https://example.org/')).toMatch(/not allowed/);
    expect(problemWith('index.html', 'https://wa.me/5500000000000')).toMatch(/not allowed/);
    expect(problemWith('index.html', 'tel:+550000')).toMatch(/not allowed/);
    expect(problemWith(`${url.slice(1)}index.html`, '../contato/')).toBeUndefined();
    expect(problemWith('404.html', 'assets/x.css')).toMatch(/error page/);
    expect(problemWith('index.html', `${TEST_ORIGIN}/og-image.jpg`)).toBeUndefined();
  });
});

describe('new tabs', () => {
  it('every target="_blank" link and form has rel="noopener noreferrer"', () => {
    const unsafe: string[] = [];
    let found = 0;
    for (const file of site.htmlFiles) {
      for (const element of site.doc(file).querySelectorAll('[target="_blank"]')) {
        found += 1;
        const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${file}: ${element.outerHTML.slice(0, 160)}`);
      }
    }
    expect(found).toBeGreaterThan(0);
    expect(unsafe, `\n${unsafe.join('\n')}\n`).toEqual([]);
  });
});
