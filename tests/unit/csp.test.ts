// @vitest-environment node
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPECULATION_RULES } from '../../src/boot/speculation';
import { buildOnce, type BuiltSite } from './support/builtSite';
import { copyOfContent, editJson } from './support/content';

const GTM_ID = 'GTM-TEST123';

let plain: BuiltSite;
let withTagManager: BuiltSite;
beforeAll(async () => {
  const content = copyOfContent();
  editJson(content, 'site.json', (json) => {
    json.googleTagManagerId = GTM_ID;
  });
  [plain, withTagManager] = await Promise.all([buildOnce(), buildOnce({ contentDir: content })]);
});

/** The page's policy, directive by directive. */
function policyOf(site: BuiltSite, file: string): Map<string, string[]> {
  const metas = site.doc(file).querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
  expect(metas.length, file).toBe(1);
  const policy = metas[0]!.getAttribute('content')!;
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The sha256 source of each inline script a browser would run, as the browser hashes it, and of
 * the speculation rules the boot script adds (Chromium checks their text against script-src too).
 */
function inlineScriptHashes(site: BuiltSite, file: string): string[] {
  const scripts = [...site.doc(file).querySelectorAll('script:not([src])')]
    .filter((script) => ['', 'text/javascript', 'module'].includes(script.getAttribute('type') ?? ''))
    .map((script) => script.textContent!);
  return [...scripts, SPECULATION_RULES].map(sha256);
}

describe('Content-Security-Policy', () => {
  it('comes first in the head of every page, before any script or stylesheet', () => {
    for (const file of plain.htmlFiles) {
      const html = plain.read(file);
      const csp = html.indexOf('http-equiv="Content-Security-Policy"');
      expect(csp, file).toBeGreaterThan(0);
      for (const tag of ['<script', '<link', '<style']) {
        if (html.includes(tag)) expect(csp, `${file} ${tag}`).toBeLessThan(html.indexOf(tag));
      }
    }
  });

  it('allows scripts only from the site and by the hash of each inline script the page has', () => {
    for (const site of [plain, withTagManager]) {
      for (const file of site.htmlFiles) {
        const scripts = policyOf(site, file).get('script-src')!;
        for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'https:', 'http:', 'data:', 'blob:']) {
          expect(scripts, `${file} ${unsafe}`).not.toContain(unsafe);
        }
        const hashes = inlineScriptHashes(site, file);
        expect(hashes.length, file).toBeGreaterThan(0);
        expect(scripts.filter((s) => s.startsWith("'sha256-")).sort(), file).toEqual([...new Set(hashes)].sort());
        expect(scripts, file).toContain("'self'");
      }
    }
  });

  it('names no third party when no Tag Manager container is set', () => {
    for (const file of plain.htmlFiles) {
      const policy = policyOf(plain, file);
      expect([...policy.values()].flat().filter((source) => /^https?:/.test(source)), file).toEqual(
        // The contact form may hand its values to the chat app with JavaScript off.
        ['https://wa.me', 'https://api.whatsapp.com'],
      );
      expect(policy.get('form-action'), file).toEqual(["'self'", 'https://wa.me', 'https://api.whatsapp.com']);
      expect(plain.read(file), file).not.toContain('googletagmanager');
    }
  });

  it("allows Google Tag Manager's script, and the hosts its tags report to, when a container is set", () => {
    for (const file of withTagManager.htmlFiles) {
      const policy = policyOf(withTagManager, file);
      expect(policy.get('script-src'), file).toContain('https://www.googletagmanager.com');
      expect(policy.get('connect-src'), file).toContain('https://*.google-analytics.com');
      expect(policy.get('img-src'), file).toContain('https://*.google-analytics.com');
      expect(withTagManager.read(file), file).toContain(GTM_ID);
    }
  });

  it('allows exactly the inlined stylesheet by its hash, and inline style attributes, nothing else', () => {
    for (const file of plain.htmlFiles) {
      const policy = policyOf(plain, file);
      const styles = [...plain.doc(file).querySelectorAll('style')];
      expect(styles.length, file).toBe(1);
      const hash = `'sha256-${createHash('sha256').update(styles[0]!.textContent!, 'utf8').digest('base64')}'`;
      expect(policy.get('style-src'), file).toEqual(["'self'", hash]);
      expect(policy.get('style-src-attr'), file).toEqual(["'unsafe-inline'"]);
    }
  });

  it('shuts what the site never uses, and leaves out what a meta tag cannot carry', () => {
    for (const file of plain.htmlFiles) {
      const policy = policyOf(plain, file);
      expect(policy.get('default-src'), file).toEqual(["'self'"]);
      expect(policy.get('object-src'), file).toEqual(["'none'"]);
      expect(policy.get('base-uri'), file).toEqual(["'none'"]);
      // Browsers ignore these in a <meta> and say so in the console.
      for (const name of ['frame-ancestors', 'report-uri', 'sandbox']) expect(policy.has(name), `${file} ${name}`).toBe(false);
    }
  });
});

describe('referrer policy', () => {
  it('every page sends other sites only its origin', () => {
    for (const file of plain.htmlFiles) {
      expect(plain.doc(file).querySelector('meta[name="referrer"]')?.getAttribute('content'), file).toBe('strict-origin-when-cross-origin');
    }
  });
});
