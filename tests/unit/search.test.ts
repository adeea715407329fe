// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { sitemapXml } from '../../src/prerender/sitemap';
import { jsonForScript } from '../../src/site/businessJsonLd';
import { buildOnce, TEST_ORIGIN, type BuiltSite } from './support/builtSite';
import { realContent } from './support/content';

let site: BuiltSite;
let content: SiteContent;
beforeAll(async () => {
  [site, content] = await Promise.all([buildOnce(), realContent()]);
});

/** The routes a visitor can reach: the four fixed pages and one per product. */
const expectedRoutes = () => [content.pages.home, content.pages.produtos, content.pages.beneficios, content.pages.contato].map((p) => p.path).concat(content.products.map((p) => p.url));

const fileForUrl = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.endsWith('/') ? `${pathname.slice(1)}index.html` : pathname.slice(1);
};
const meta = (d: Document, key: string) => d.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const jsonLd = (d: Document) => [...d.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Record<string, unknown>);
const indexablePages = () => site.htmlFiles.filter((file) => site.doc(file).querySelector('meta[name="robots"][content*="noindex"]') === null);

describe('sitemap.xml', () => {
  it('lists the absolute URL of every route, from the configured origin, and nothing else', () => {
    const xml = new JSDOM(site.read('sitemap.xml'), { contentType: 'application/xml' }).window.document;
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent!);
    expect(locs.sort()).toEqual(expectedRoutes().map((route) => `${TEST_ORIGIN}${route}`).sort());
    expect(locs).toHaveLength(expectedRoutes().length);
  });

  it('lists exactly the pages that may be indexed, each at its canonical URL', () => {
    const locs = [...site.read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.map(fileForUrl).sort()).toEqual(indexablePages().sort());
    for (const loc of locs) expect(site.doc(fileForUrl(loc)).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(loc);
    expect(locs.some((loc) => loc.includes('404'))).toBe(false);
  });

  it('escapes URLs as XML and leaves out pages marked noindex', () => {
    const xml = sitemapXml('https://a.example', [
      { path: '/a&b/', head: '' },
      { path: '/404.html', head: '<meta data-rh="true" name="robots" content="noindex"/>' },
    ]);
    expect(xml).toContain('<loc>https://a.example/a&amp;b/</loc>');
    expect(xml).not.toContain('404');
  });
});

describe('robots.txt', () => {
  it('lets every crawler in and names the sitemap by its absolute URL', () => {
    const lines = site.read('robots.txt').split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(lines.filter((line) => /^Disallow:\s*\S/.test(line))).toEqual([]);
  });
});

describe('share and search tags on every page', () => {
  it('has a canonical URL, Open Graph and Twitter card tags that agree with the page', () => {
    for (const file of indexablePages()) {
      const d = site.doc(file);
      const canonical = d.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const description = meta(d, 'description');
      expect(d.documentElement.lang, file).toBe('pt-BR');
      expect(canonical, file).toMatch(new RegExp(`^${TEST_ORIGIN}/`));
      expect(fileForUrl(canonical!), file).toBe(file);
      expect(description, file).toBeTruthy();
      expect(meta(d, 'og:url'), file).toBe(canonical);
      expect(meta(d, 'og:type'), file).toBe('website');
      expect(meta(d, 'og:locale'), file).toBe('pt_BR');
      expect(meta(d, 'og:site_name'), file).toBe(content.site.company.name);
      expect(meta(d, 'og:title'), file).toBe(d.title);
      expect(meta(d, 'og:description'), file).toBe(description);
      // X falls back to the og: title, description and image; repeating them would only cost bytes.
      expect(meta(d, 'twitter:card'), file).toBe('summary_large_image');
      for (const key of ['og:image:alt', 'twitter:image:alt']) expect(meta(d, key), `${file} ${key}`).toBe(content.site.shareImageAlt);
    }
  });

  it('points every page at a 1200×630 share image that the build published', async () => {
    const images = new Set(indexablePages().map((file) => meta(site.doc(file), 'og:image')!));
    expect(images.size).toBe(1);
    const [image] = [...images];
    expect(image).toMatch(new RegExp(`^${TEST_ORIGIN}/`));
    const { width, height, format } = await sharp(fs.readFileSync(path.join(site.dist, fileForUrl(image!)))).metadata();
    const d = site.doc('index.html');
    expect([width, height]).toEqual([1200, 630]);
    expect([meta(d, 'og:image:width'), meta(d, 'og:image:height')]).toEqual(['1200', '630']);
    expect(`image/${format}`).toBe(meta(d, 'og:image:type'));
  });

  it('keeps the error page out of search engines', () => {
    const d = site.doc('404.html');
    expect(d.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(d.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('structured data for the business', () => {
  it('describes the company on the home page as a HomeAndConstructionBusiness, from the content', () => {
    const [business, ...others] = jsonLd(site.doc('index.html'));
    expect(others).toEqual([]);
    const { site: s } = content;
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: s.company.name,
      url: `${TEST_ORIGIN}/`,
      telephone: s.contact.phoneHref.replace('tel:', ''),
      email: s.contact.email,
      address: { '@type': 'PostalAddress', addressLocality: s.contact.locality, addressRegion: s.contact.region, addressCountry: s.contact.country },
      areaServed: s.areaServed.map((area) => ({ '@type': area.type, name: area.name })),
    });
    expect(business!.telephone).toMatch(/^\+\d{12,13}$/);
  });

  it('gives the opening hours as machine-readable days and times, and leaves out the closed day', () => {
    const [business] = jsonLd(site.doc('index.html'));
    // content/site.json's lines in their order, those with no opening time (a closed day) left out.
    const open = content.site.hours.filter((line) => line.opens !== null && line.closes !== null);
    expect(business!.openingHoursSpecification).toEqual(
      open.map((line) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: line.dayOfWeek, opens: line.opens, closes: line.closes })),
    );
  });

  it('names a logo and an image that the build published', () => {
    const [business] = jsonLd(site.doc('index.html'));
    for (const key of ['logo', 'image']) {
      const url = business![key] as string;
      expect(url, key).toMatch(new RegExp(`^${TEST_ORIGIN}/`));
      expect(fs.existsSync(path.join(site.dist, fileForUrl(url))), url).toBe(true);
    }
  });

  it('carries no review or rating markup on any page', () => {
    const ratingKeys = /review|rating/i;
    const keysOf = (value: unknown): string[] =>
      Array.isArray(value) ? value.flatMap(keysOf) : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]) : [];
    for (const file of site.htmlFiles) {
      const d = site.doc(file);
      expect(jsonLd(d).flatMap(keysOf).filter((key) => ratingKeys.test(key)), file).toEqual([]);
      expect(JSON.stringify(jsonLd(d)), file).not.toMatch(/"(Aggregate)?Rating"|"Review"/);
      expect(d.querySelectorAll('[itemprop], [typeof], [property^="schema:"]').length, file).toBe(0);
    }
  });

  it('cannot be closed early by text that contains a script end tag', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
