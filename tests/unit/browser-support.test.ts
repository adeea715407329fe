// @vitest-environment node
import fs from 'node:fs';
import doiuse from 'doiuse';
import postcss, { type Declaration, type Rule } from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportedBrowsers } from '../../src/prerender/browserTargets';
import { buildOnce } from './support/builtSite';

/**
 * CSS features that some browser of package.json's `browserslist` lacks (or supports in part),
 * each used on purpose, with what that browser does instead. A feature missing here fails the
 * test: it either gets a fallback that keeps content, layout and function, and a line here, or
 * it goes. A line whose feature is no longer used fails too.
 */
const ENHANCEMENTS: Record<string, string> = {
  'css-content-visibility': 'ignored (Firefox before 125, Safari before 18), and not offered before Chrome 95 (checked below): the box is laid out with the page',
  'css-overflow': '`overflow: clip` partly supported in Safari 15: content is still clipped, as with `hidden`',
  'css-overscroll-behavior': 'ignored in Safari 15: scrolling past the end of a dialog scrolls the page behind',
  'css-scrollbar': 'ignored: the carousel tracks show their scrollbar',
  'css3-cursors-newer': 'no pointer cursors on phones: the default cursor',
  'viewport-unit-variants': 'a plain `vh` value first (checked below), which these browsers keep',
  'css-touch-action': 'a toast swipe only: its close button and Escape still close it',
  'css-display-contents': '<picture> only, which holds no text or control for the accessibility bugs of older engines to lose',
  'css-has': 'the menu button\'s face for an open popover only, and every browser with popovers has `:has()`; elsewhere the header island says the menu is open',
};

let css: postcss.Root;

beforeAll(async () => {
  const site = await buildOnce();
  const sheets = site.htmlFiles.flatMap((file) => [...site.doc(file).querySelectorAll('style')].map((style) => style.textContent ?? ''));
  const linked = fs.readdirSync(`${site.dist}/assets`).filter((file) => file.endsWith('.css'));
  css = postcss.parse([...sheets, ...linked.map((file) => site.read(`assets/${file}`))].join('\n'));
});

const declarations = (property: RegExp) => {
  const found: Declaration[] = [];
  css.walkDecls(property, (decl) => void found.push(decl));
  return found;
};

describe('the site’s styles in the browsers that get the whole site', () => {
  it('use what those browsers support, or a listed enhancement with its fallback', async () => {
    const used = new Map<string, string>();
    await postcss(doiuse({ browsers: supportedBrowsers(), onFeatureUsage: (usage) => void used.set(usage.feature, usage.message) })).process(css, { from: undefined });
    const unlisted = [...used].filter(([feature]) => !(feature in ENHANCEMENTS)).map(([, message]) => message);
    expect(unlisted, 'a feature these browsers lack: give it a fallback and list it, or do without').toEqual([]);
    expect(Object.keys(ENHANCEMENTS).filter((feature) => !used.has(feature)), 'listed but no longer used').toEqual([]);
  });

  it('give every small, large or dynamic viewport length a plain `vh` one before it (Chrome before 108)', () => {
    const variants = declarations(/./).filter((decl) => /\d[sld]vh\b/.test(decl.value));
    expect(variants.length).toBeGreaterThan(0);
    for (const decl of variants) {
      const before = decl.prev();
      expect(before?.type === 'decl' && before.prop === decl.prop && before.value === decl.value.replace(/(\d)[sld]vh\b/g, '$1vh'), `${(decl.parent as Rule).selector} { ${decl} }`).toBe(true);
    }
  });

  it('size a box not yet drawn only where the browser remembers its real size (Chrome before 95 does not)', () => {
    const sizes = declarations(/^contain-intrinsic-size$/);
    expect(sizes.length).toBeGreaterThan(0);
    for (const decl of sizes) {
      const inside = decl.parent?.parent;
      const guarded = inside?.type === 'atrule' && (inside as postcss.AtRule).name === 'supports' && /contain-intrinsic-size:\s*auto/.test((inside as postcss.AtRule).params);
      expect(guarded, `${(decl.parent as Rule).selector} { ${decl} }`).toBe(true);
    }
  });

  it('keep `:popover-open` alone in its selector list, so browsers without popovers keep the rest', () => {
    const lists: string[] = [];
    css.walkRules(/:popover-open/, (rule) => void lists.push(rule.selector));
    expect(lists.length).toBeGreaterThan(0);
    for (const selector of lists) expect(selector.split(',').length, selector).toBe(1);
  });

  it('hang what needs script on the root’s mark, not on `@media (scripting)` (Chrome 120, Safari 17)', () => {
    const scripting: string[] = [];
    css.walkAtRules('media', (rule) => void (/scripting/.test(rule.params) && scripting.push(rule.params)));
    expect(scripting).toEqual([]);
  });
});
