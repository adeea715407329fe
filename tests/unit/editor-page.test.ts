// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sitemapPaths } from '../../src/prerender/sitemap';
import { buildOnce, EDITOR_DIR, filesUnder, type BuiltSite } from './support/builtSite';
import { realContent } from './support/content';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildOnce();
});

const editorHtml = () => site.read(`${EDITOR_DIR}index.html`);
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';

describe('the staff\'s editor at /admin/', () => {
  it('is a page search engines are told not to index, left out of the sitemap', () => {
    expect(editorHtml()).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(sitemapPaths(site.read('sitemap.xml')).filter((route) => route.startsWith('/admin'))).toEqual([]);
    expect(site.htmlFiles.length).toBeGreaterThan(5);
  });

  it('loads Decap CMS from the site itself, every file it names there, nothing from another site', () => {
    const html = editorHtml();
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map(([, src]) => src!);
    expect(scripts).toEqual(['/admin/decap-cms.js']);
    for (const src of scripts) expect(fs.existsSync(path.join(site.dist, src)), src).toBe(true);
    expect(html).toContain('<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">');
    expect(html.match(/(src|href)="https?:/g)).toBeNull();
    // The chunks Decap loads on demand sit beside it: it finds them by its own script's address.
    const chunks = filesUnder(path.join(site.dist, EDITOR_DIR)).filter((file) => /^\d+\.decap-cms\.js$/.test(file));
    expect(chunks.length).toBeGreaterThan(10);
    expect(filesUnder(path.join(site.dist, EDITOR_DIR)).filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('has a policy of its own; every page of the site keeps the site\'s, which allows none of it', () => {
    const editor = policyOf(editorHtml());
    expect(editor).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(editor).toContain("connect-src 'self' blob: data: https://api.github.com http://127.0.0.1:8081");
    expect(editor).not.toMatch(/script-src[^;]*https:/);
    for (const file of site.htmlFiles) {
      const policy = policyOf(site.read(file));
      expect(policy, file).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(policy, file).not.toMatch(/unsafe-eval|github|127\.0\.0\.1/);
    }
  });

  it('puts no byte of itself on any other page or file of the site', () => {
    const outside = filesUnder(site.dist).filter((file) => !file.startsWith(EDITOR_DIR) && /\.(html|js|css|json|xml|txt)$/.test(file));
    expect(outside.length).toBeGreaterThan(10);
    for (const file of outside) {
      const text = site.read(file);
      expect(/\/admin\b|decap/i.test(text), file).toBe(false);
    }
  });

  it('edits every content file but the listed ones, and each product\'s gallery', async () => {
    const config = parse(site.read(`${EDITOR_DIR}config.yml`));
    const files = config.collections.flatMap((collection: { files: Array<{ file: string }> }) => collection.files.map((entry) => entry.file));
    const { products } = await realContent();
    for (const product of products) expect(files).toContain(`content/galeria/${product.galleryFolder}/legendas.json`);
    for (const file of ['hero', 'benefits', 'products', 'testimonials', 'contact', 'site', 'ui']) expect(files).toContain(`content/${file}.json`);
    expect(files).not.toContain('content/constants.json');
    expect(config.locale).toBe('pt');
  });
});
