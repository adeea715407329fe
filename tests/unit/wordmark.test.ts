// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentErrors } from '../../src/content/ContentError';
import { loadContent } from '../../src/content/loadContent';
import type { SiteContent } from '../../src/content/types';
import { buildOnce, type BuiltSite } from './support/builtSite';
import { copyOfContent, realContent } from './support/content';

describe('the wordmark in content/marca', () => {
  it('is split into its viewBox and the shapes inside the <svg>', async () => {
    const { brand } = await realContent();
    expect(brand.wordmark.viewBox).toMatch(/^(-?[\d.]+ ){3}-?[\d.]+$/);
    expect(brand.wordmark.body).toMatch(/^<path /);
    expect(brand.wordmark.body).not.toContain('<svg');
  });

  it('without a viewBox stops the build, naming the file', async () => {
    const dir = copyOfContent();
    const file = path.join(dir, 'marca/wordmark.svg');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/ viewBox="[^"]*"/, ''));
    const error = await loadContent(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as Error).message).toContain('content/marca/wordmark.svg: the <svg> needs a viewBox');
  });
});

describe('the wordmark on the built pages', () => {
  let site: BuiltSite;
  let content: SiteContent;
  beforeAll(async () => {
    [site, content] = await Promise.all([buildOnce(), realContent()]);
  });

  it('writes the shapes once per page, as a hidden symbol outside any island', () => {
    const shapes = [...content.brand.wordmark.body.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!);
    expect(shapes.length).toBeGreaterThan(0);
    for (const file of site.htmlFiles) {
      const html = site.read(file);
      for (const d of shapes) expect(html.split(d).length - 1, file).toBe(1);
      const symbol = site.doc(file).querySelector('symbol')!;
      expect(symbol.getAttribute('viewBox'), file).toBe(content.brand.wordmark.viewBox);
      expect(symbol.closest('svg')!.getAttribute('aria-hidden'), file).toBe('true');
      expect(symbol.closest('[data-island]'), file).toBeNull();
    }
  });

  it('draws it in the header and the footer with <use>, in the colour of the text around it', () => {
    for (const file of site.htmlFiles) {
      const doc = site.doc(file);
      for (const where of ['header', 'footer']) {
        const use = doc.querySelector(`${where} use`);
        expect(use, `${file} ${where}`).not.toBeNull();
        const target = doc.getElementById(use!.getAttribute('href')!.replace(/^#/, ''));
        expect(target?.tagName, `${file} ${where}`).toBe('symbol');
        expect(use!.closest('[aria-hidden="true"]'), `${file} ${where}`).not.toBeNull();
        expect(use!.closest('svg')!.getAttribute('fill'), `${file} ${where}`).toBe('currentColor');
      }
    }
  });

  it('leaves the markup out of the Header island props', () => {
    for (const file of site.htmlFiles) {
      const props = site.doc(file).querySelector('[data-island="Header"]')!.getAttribute('data-props')!;
      expect(props, file).not.toContain('<svg');
      expect(JSON.parse(props).wordmarkViewBox, file).toBe(content.brand.wordmark.viewBox);
    }
  });
});
