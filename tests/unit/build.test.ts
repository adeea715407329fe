// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAtomically } from '../../src/build/atomicDist';
import { buildSite } from '../../src/build/buildSite';
import { chatLink } from '../../src/site/chatLink';
import { copyOfContent, editJson, realContent, ROOT, tempDir } from './support/content';

const PAGES: Array<[string, string]> = [
  ['/', 'index.html'],
  ['/produtos/', 'produtos/index.html'],
  ['/cobertura-retratil/', 'cobertura-retratil/index.html'],
  ['/toldos/', 'toldos/index.html'],
  ['/vidros-esquadrias/', 'vidros-esquadrias/index.html'],
  ['/portas-lambril/', 'portas-lambril/index.html'],
  ['/inox-solucoes-sanitarias/', 'inox-solucoes-sanitarias/index.html'],
  ['/beneficios/', 'beneficios/index.html'],
  ['/contato/', 'contato/index.html'],
];
const ORIGIN = 'https://teste.orla.example';

let dist: string;
const doc = (file: string) => new JSDOM(fs.readFileSync(path.join(dist, file), 'utf8')).window.document;

beforeAll(async () => {
  dist = path.join(tempDir('dist'), 'dist');
  await buildSite({ root: ROOT, distDir: dist, origin: ORIGIN, log: () => {} });
});

describe('the build', () => {
  it('writes every route and the 404 page', () => {
    for (const [, file] of PAGES) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    expect(fs.existsSync(path.join(dist, '404.html'))).toBe(true);
  });

  it('gives each page its own title, description, canonical URL and Open Graph tags', () => {
    const titles = new Set<string>();
    for (const [route, file] of PAGES) {
      const d = doc(file);
      titles.add(d.title);
      expect(d.documentElement.lang).toBe('pt-BR');
      expect(d.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
      expect(d.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${route}`);
      expect(d.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${ORIGIN}${route}`);
      expect(d.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(d.title);
      expect(d.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${ORIGIN}/og-image.jpg`);
    }
    expect(titles.size).toBe(PAGES.length);
  });

  it('has exactly one h1 on every page', () => {
    for (const [, file] of [...PAGES, ['/404.html', '404.html'] as const]) expect(doc(file).querySelectorAll('h1').length, file).toBe(1);
  });

  it('makes every quote control a link to the chat with the pre-filled message', async () => {
    const { site } = await realContent();
    const href = chatLink(site.chat.number, site.chat.message);
    expect(href).toContain('text=Contato%20do%20an%C3%BAncio');
    for (const [, file] of PAGES) {
      const links = [...doc(file).querySelectorAll('a[data-quote]')];
      expect(links.length, file).toBeGreaterThanOrEqual(5);
      for (const link of links) {
        expect(link.getAttribute('href')).toBe(href);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('the 404 page has the heading, the message and a way home, and is not indexed', () => {
    const d = doc('404.html');
    expect(d.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(d.body.textContent).toContain('404 Not Found');
    expect(d.querySelector('main a[href="/"]')).not.toBeNull();
    expect(d.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('inlines one stylesheet, requests no favicon, and hydrates only through a hashed per-page entry', () => {
    const styles = new Set<string>();
    for (const [, file] of PAGES) {
      const d = doc(file);
      expect(d.querySelectorAll('link[rel="stylesheet"]').length).toBe(0);
      const css = d.querySelector('head style')!.textContent!;
      expect(css.length).toBeGreaterThan(1000);
      styles.add(css);
      expect(d.querySelector('link[rel="icon"]')!.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
      expect(d.querySelectorAll('script[src]').length).toBe(0);
      // The boot script sits in the head, so quote clicks count from first paint.
      const loader = d.querySelector('head script:not([type])')!.textContent!;
      const entry = loader.match(/import\("([^"]+)"\)/)![1]!;
      expect(entry).toMatch(/^\/assets\/[a-z0-9-]+-[A-Z0-9]{8}\.js$/);
      expect(fs.existsSync(path.join(dist, entry))).toBe(true);
      expect(loader).toContain('"load"');
    }
    expect(styles.size).toBe(1);
  });

  it('copies the media and public files', async () => {
    const content = await realContent();
    for (const item of content.products.flatMap((p) => p.media)) expect(fs.existsSync(path.join(dist, item.src)), item.src).toBe(true);
    expect(fs.existsSync(path.join(dist, 'favicon.svg'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'galeria/toldos/legendas.json'))).toBe(false);
  });
});

describe('the island markup', () => {
  it('round-trips the header props and keeps prefixes unique', async () => {
    const { navigation } = await realContent();
    for (const [route, file] of PAGES) {
      const boxes = [...doc(file).querySelectorAll('[data-island]')];
      const header = boxes.find((b) => b.getAttribute('data-island') === 'Header')!;
      const props = JSON.parse(header.getAttribute('data-props')!);
      expect(props.nav.map((n: { path: string }) => n.path)).toEqual(navigation.items.map((n) => n.path));
      expect(header.querySelector('header')).not.toBeNull();
      const prefixes = boxes.map((b) => b.getAttribute('data-prefix'));
      expect(new Set(prefixes).size, route).toBe(prefixes.length);
    }
  });
});

describe('a failed build', () => {
  it('leaves the previous dist/ untouched when the content is bad', async () => {
    const previous = path.join(tempDir('prev'), 'dist');
    fs.mkdirSync(previous);
    fs.writeFileSync(path.join(previous, 'index.html'), 'previous site');
    const content = copyOfContent();
    editJson(content, 'products.json', (json) => delete json.products[0].titulo);
    await expect(buildSite({ root: ROOT, contentDir: content, distDir: previous, log: () => {} })).rejects.toThrow('products[0].titulo');
    expect(fs.readFileSync(path.join(previous, 'index.html'), 'utf8')).toBe('previous site');
    expect(fs.readdirSync(path.dirname(previous))).toEqual(['dist']);
  });

  it('leaves the previous dist/ untouched when a later step fails', async () => {
    const previous = path.join(tempDir('prev'), 'dist');
    fs.mkdirSync(previous);
    fs.writeFileSync(path.join(previous, 'index.html'), 'previous site');
    await expect(
      buildAtomically(previous, async (staging) => {
        fs.writeFileSync(path.join(staging, 'index.html'), 'half a site');
        throw new Error('bundling failed');
      }),
    ).rejects.toThrow('bundling failed');
    expect(fs.readFileSync(path.join(previous, 'index.html'), 'utf8')).toBe('previous site');
    expect(fs.readdirSync(path.dirname(previous))).toEqual(['dist']);
  });
});
