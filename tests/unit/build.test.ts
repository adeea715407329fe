// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAtomically } from '../../src/prerender/atomicDist';
import { buildSite } from '../../src/prerender/buildSite';
import { COMPILE_HINT } from '../../src/prerender/bundleClient';
import { chatLink } from '../../src/shared/chatLink';
import { DEV_PATH } from '../../scripts/dev/protocol';
import { displaySize, displayWeight, textSize, textWeight } from '../../src/theme/typeScale';
import { buildOnce, EDITOR_DIR, filesUnder, TEST_ORIGIN as ORIGIN, type BuiltSite } from './support/builtSite';
import { contentPages, copyOfContent, editJson, publishedAddress, realContent, ROOT, tempDir } from './support/content';

let PAGES: Array<[string, string]>;

let site: BuiltSite;
let dist: string;
const doc = (file: string) => site.doc(file);

beforeAll(async () => {
  PAGES = await contentPages();
  site = await buildOnce();
  dist = site.dist;
});

describe('the build', () => {
  it('writes every route and the 404 page', () => {
    for (const [, file] of PAGES) expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    expect(fs.existsSync(path.join(dist, '404.html'))).toBe(true);
  });

  it("holds each page's first frame until the whole document is read: its one expect link names the body's last element", () => {
    for (const file of [...PAGES.map(([, file]) => file), '404.html']) {
      const d = doc(file);
      const links = d.head.querySelectorAll('link[rel="expect"]');
      expect(links.length, file).toBe(1);
      expect(links[0]!.getAttribute('blocking'), file).toBe('render');
      expect(`#${d.body.lastElementChild?.id}`, file).toBe(links[0]!.getAttribute('href'));
    }
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
    // The company's chat, with content/site.json's message, every character of it outside A-Z a-z 0-9 - _ . ! ~ * ' ( ) percent-encoded (a space as %20, never +).
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.chat.number}`);
    expect(url.searchParams.get('text')).toBe(site.chat.message);
    expect(url.search).toMatch(/^\?text=(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-F]{2})+$/);
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

  it("a product page's slides lead with \"Saiba Mais\" down the page to what the product includes, not to the page again", async () => {
    const content = await realContent();
    for (const product of content.products.filter((p) => p.media.length > 0)) {
      const d = doc(`${product.url.slice(1)}index.html`);
      const links = [...d.querySelectorAll('a')].filter((a) => a.textContent?.startsWith(content.ui.learnMoreLabel));
      expect(links.length, product.url).toBeGreaterThan(0);
      for (const link of links) {
        const [page, fragment] = link.getAttribute('href')!.split('#');
        expect(page, product.url).toBe(product.url);
        expect(d.getElementById(fragment ?? '')?.textContent, `${product.url}: the band "Saiba Mais" leads to`).toContain(content.ui.productPage.benefitsHeading);
      }
    }
  });

  it('the 404 page has the heading, the message and a way home, and is not indexed', async () => {
    const { notFound } = (await realContent()).ui;
    const d = doc('404.html');
    expect(d.querySelector('h1')?.textContent).toBe(notFound.heading);
    expect(d.body.textContent).toContain(notFound.message);
    expect(d.querySelector('main a[href="/"]')?.textContent).toContain(notFound.homeLabel);
    expect(d.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('inlines the rules its own markup uses, links a small PNG favicon, and leaves the other rules and a hashed per-page entry to the boot script', () => {
    const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
    for (const [route, file] of PAGES) {
      const d = doc(file);
      expect(d.querySelectorAll('link[rel="stylesheet"]').length).toBe(0);
      // Not the SVG: Chromium decodes a tab's icon on the page's main thread (src/media/images/favicon.ts).
      const icon = d.querySelector('link[rel="icon"]')!;
      expect(icon.getAttribute('type')).toBe('image/png');
      const png = fs.readFileSync(path.join(dist, icon.getAttribute('href')!));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(icon.getAttribute('sizes')).toBe(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`);
      expect(d.querySelectorAll('script[src]').length).toBe(0);
      // The boot script sits in the head, so quote clicks count from first paint.
      const loader = d.querySelector('head script:not([type])')!;
      const entry = loader.getAttribute('data-entry')!;
      expect(entry).toMatch(/^\/assets\/[a-z0-9-]+-[A-Z0-9]{8}\.js$/);
      expect(fs.existsSync(path.join(dist, entry))).toBe(true);
      expect(loader.textContent).toContain('"load"');
      const sheet = loader.getAttribute('data-stylesheet')!;
      expect(sheet).toMatch(/^\/assets\/site-[0-9a-f]{10}\.css$/);
      const late = fs.readFileSync(path.join(dist, sheet), 'utf8');
      const inline = d.querySelector('head style')!.textContent!;
      // Without JavaScript the late sheet never loads: every class the markup uses must be styled inline.
      const styled = classesIn(inline);
      const used = new Set([...d.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
      const missing = [...used].filter((name) => classesIn(late).has(name) && !styled.has(name));
      expect(missing, route).toEqual([]);
      // Nor its @keyframes: an inline animation whose keyframes were left to that sheet would not
      // run until it came, and never without JavaScript. The critical-CSS pass reads only the first
      // name of a minified list of animations, so a second one must not be lost in silence.
      const keyframesIn = (css: string) => {
        const names = new Set<string>();
        postcss.parse(css).walkAtRules(/keyframes$/, (rule) => void names.add(rule.params));
        return names;
      };
      const inlineKeyframes = keyframesIn(inline);
      const everyKeyframes = new Set([...inlineKeyframes, ...keyframesIn(late)]);
      const animated = new Set<string>();
      postcss.parse(inline).walkDecls(/^animation(-name)?$/, (decl) => {
        for (const token of decl.value.split(/[\s,]+/)) if (everyKeyframes.has(token)) animated.add(token);
      });
      expect(animated.size, route).toBeGreaterThan(0);
      expect([...animated].filter((name) => !inlineKeyframes.has(name)), route).toEqual([]);
      // Arriving after the first paint, it repeats nothing the page has, and holds no selector that
      // could match any element (which would make the browser restyle the whole page).
      const rules = (css: string) => {
        const found: Array<{ selector: string; body: string }> = [];
        postcss.parse(css).walkRules((rule) => {
          if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
          for (const selector of rule.selectors) found.push({ selector, body: rule.nodes.map(String).join(';') });
        });
        return found;
      };
      const inlined = new Set(rules(inline).map((r) => `${r.selector}{${r.body}`));
      const lateRules = rules(late);
      expect(lateRules.length, route).toBeGreaterThan(0);
      expect(lateRules.filter((r) => inlined.has(`${r.selector}{${r.body}`)), route).toEqual([]);
      const matchesAny = (selector: string) => !/[.#[]|(^|[\s>+~])[a-z]/i.test(selector.split(/[\s>+~]+(?![^(]*\))/).at(-1)!);
      expect(lateRules.map((r) => r.selector).filter(matchesAny), route).toEqual([]);
      // Nor a rule the page's own markup matches, states and pseudo-elements aside: the critical-CSS
      // pass leaves out a selector it cannot read (`:where()`, `:is()`), and the first frame then
      // renders without it.
      const matchesMarkup = (selector: string) => d.querySelector(selector.replace(/::?[a-z-]+(?![a-z-(])/gi, '') || '*') !== null;
      expect(lateRules.map((r) => r.selector).filter(matchesMarkup), route).toEqual([]);
    }
  });

  it('sets text only in the sizes and weights of the type scale, each a font strike the first layout pays for', () => {
    const css = [
      ...PAGES.map(([, file]) => [...doc(file).querySelectorAll('style')].map((style) => style.textContent).join('')),
      ...filesUnder(path.join(dist, 'assets')).filter((file) => file.endsWith('.css')).map((file) => fs.readFileSync(path.join(dist, 'assets', file), 'utf8')),
    ].join('');
    // The minifier drops spaces and leading zeros: compare values in that form.
    const compact = (value: string | number) => String(value).replace(/\s*([,()])\s*/g, '$1').replace(/(^|[^\d])0\./g, '$1.');
    const parsed = postcss.parse(css);
    const declared = (property: string) => {
      const values = new Set<string>();
      parsed.walkDecls(property, (decl) => void values.add(compact(decl.value)));
      return [...values];
    };
    const sizes = new Set([...Object.values(displaySize), ...Object.values(textSize)].map(compact));
    const weights = new Set([...Object.values(displayWeight), ...Object.values(textWeight)].map(compact));
    // Read from the build, not assumed: the pages set text in several of the scale's sizes.
    expect(declared('font-size').length).toBeGreaterThan(4);
    expect(declared('font-size').filter((size) => !sizes.has(size))).toEqual([]);
    expect(declared('font-weight').filter((weight) => !weights.has(weight))).toEqual([]);
    // `font` only ever passes its parent's on (form fields, visually hidden text).
    expect(declared('font').filter((value) => value !== 'inherit')).toEqual([]);
  });

  it('loads at most one image eagerly, with high priority; every other image waits, and no video loads before play', () => {
    for (const [route, file] of PAGES) {
      const d = doc(file);
      const images = [...d.querySelectorAll('img')];
      const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy');
      expect(eager.length, route).toBeLessThanOrEqual(1);
      for (const img of eager) expect(img.getAttribute('fetchpriority'), route).toBe('high');
      for (const img of images) {
        // Content images carry their size (nothing shifts) and are offered as AVIF, then WebP.
        if (img.getAttribute('src')!.startsWith('data:')) continue;
        expect(Number(img.getAttribute('width')), `${route} ${img.src}`).toBeGreaterThan(0);
        expect(Number(img.getAttribute('height')), `${route} ${img.src}`).toBeGreaterThan(0);
        const sources = [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('type'));
        expect(sources, `${route} ${img.src}`).toEqual(['image/avif', 'image/webp']);
      }
      for (const video of d.querySelectorAll('video')) {
        expect(video.getAttribute('preload'), route).toBe('none');
        // A poster attribute would load at once, wherever the video is; its poster is a lazy picture instead.
        expect(video.hasAttribute('poster'), route).toBe(false);
        expect(video.previousElementSibling?.tagName, route).toBe('PICTURE');
      }
    }
  });

  it('has Chromium compile each script as it arrives, not at the first tap', () => {
    // The site's scripts: the staff's editor at admin/ is Decap CMS's own files, as they come.
    const scripts = filesUnder(dist).filter((file) => file.endsWith('.js') && !file.startsWith(EDITOR_DIR));
    expect(scripts.length).toBeGreaterThan(3);
    for (const file of scripts) expect(fs.readFileSync(path.join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
  });

  it('copies the media and public files', async () => {
    const content = await realContent();
    for (const product of content.products) {
      for (const item of product.media) {
        expect(fs.existsSync(path.join(dist, publishedAddress(product, item))), item.file).toBe(true);
      }
    }
    expect(fs.existsSync(path.join(dist, 'favicon.svg'))).toBe(true);
    // A folder's captions reach the pages and the gallery's data, never as their own file.
    for (const product of content.products) expect(fs.existsSync(path.join(dist, 'galeria', product.galleryFolder, 'legendas.json')), product.galleryFolder).toBe(false);
  });

  it('holds nothing of the dev server: no reload client, no address of it', () => {
    const text = filesUnder(dist).filter((file) => /\.(html|js|css|json|xml|txt|svg)$/.test(file));
    expect(text.length).toBeGreaterThan(10);
    for (const file of text) {
      const body = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(body.includes(DEV_PATH), file).toBe(false);
      expect(body.includes('EventSource'), file).toBe(false);
    }
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
