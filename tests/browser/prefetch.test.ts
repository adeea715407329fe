import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pages from '../../content/pages.json';
import ui from '../../content/ui.json';
import { startPreviewServer } from '../../scripts/previewServer';
import { unlessSupports } from '../../src/islandBox/unlessSupports';
import { isNeeded } from '../../src/islands/runtime/hydrate';
import { browserForFile, DESKTOP, PHONE } from './support/browser';
import { everyPage, sitemapPaths } from './support/sitePages';

/** A request the site's server answered: the path, and `prefetch` when the browser asked ahead of a navigation. */
interface Served {
  path: string;
  purpose?: string;
}

const browser = browserForFile();
let server: Server;
let site: string;
const served: Served[] = [];
beforeAll(async () => {
  // Its own server, so the test sees every request the browser makes, speculative ones included.
  server = await startPreviewServer(inject('distDir'), 0);
  server.on('request', (request) => served.push({ path: new URL(request.url ?? '/', 'http://site').pathname, purpose: request.headers['sec-purpose']?.toString() }));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

interface Visit {
  page: Page;
  /** Every address Chromium's speculation rules made a candidate for prefetch (DevTools' Preload domain). */
  candidates: Set<string>;
  cdp: CDPSession;
}

async function visit(route: string, options: { viewport?: typeof DESKTOP; hasTouch?: boolean; connection?: object } = {}): Promise<Visit> {
  const context = await browser.newContext({ siteUrl: site, viewport: options.viewport ?? DESKTOP, hasTouch: options.hasTouch });
  await context.addInitScript((connection) => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`));
    if (connection) Object.defineProperty(navigator, 'connection', { value: connection });
  }, options.connection);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const candidates = new Set<string>();
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    for (const source of event.preloadingAttemptSources) candidates.add(new URL(source.key.url).href);
  });
  await cdp.send('Preload.enable');
  served.length = 0;
  await page.goto(`${site}${route}`);
  return { page, candidates, cdp };
}

/**
 * Until the page's code has run (after `load`, the first paint and idle time) the page has no
 * rules, and a pointer already resting on a link when they arrive is no new hover: a visitor's
 * intent is met from then on, so the tests point from then on.
 */
const rulesInPlace = ({ candidates }: Visit, message?: string) => expect.poll(() => candidates.size, { timeout: 15_000, message }).toBeGreaterThan(0);

/** Waits until the boot script has run the page's entry: it has asked for it, and the entry module has been evaluated. */
async function pageCodeHasRun(page: Page): Promise<void> {
  const entry = (await page.locator('script[data-entry]').getAttribute('data-entry'))!;
  await expect.poll(() => servedFor(entry).length, { timeout: 15_000 }).toBeGreaterThan(0);
  // Resolves once the module has run; the boot script's own import, made first, is answered first.
  // A string, so that the test's own bundler leaves this import() alone.
  await page.evaluate(`import(${JSON.stringify(entry)}).then(() => undefined)`);
}

const isAsset = (path: string) => path.startsWith('/assets/');
const servedFor = (path: string) => served.filter((request) => request.path === path);
const cspViolations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

describe('prefetch on intent', () => {
  it('a hover on a page link fetches that page once, ahead of the click, and the click uses it', async () => {
    const visited = await visit('/');
    const { page } = visited;
    await rulesInPlace(visited);
    const products = pages.produtos.path;
    const link = page.locator(`header a[href="${products}"]`).first();
    await link.hover();
    await expect.poll(() => servedFor(products)).toEqual([{ path: products, purpose: 'prefetch' }]);
    await link.click();
    await page.waitForURL(`${site}${products}`);
    await page.waitForLoadState('load');
    expect(servedFor(products)).toEqual([{ path: products, purpose: 'prefetch' }]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('on a phone, the start of a touch fetches the page, and the tap uses it', async () => {
    const visited = await visit('/', { viewport: PHONE, hasTouch: true });
    const { page, cdp } = visited;
    await rulesInPlace(visited);
    const link = page.getByRole('link', { name: ui.learnMoreLabel }).first();
    const path = (await link.getAttribute('href'))!;
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await expect.poll(() => servedFor(path)).toEqual([{ path, purpose: 'prefetch' }]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForURL(`${site}${path}`);
    await page.waitForLoadState('load');
    expect(servedFor(path)).toEqual([{ path, purpose: 'prefetch' }]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('only the site’s pages are ever candidates: never the chat, another site, the 404 page, a file or a fragment of the page', async () => {
    const pages = new Set(sitemapPaths());
    for (const route of everyPage()) {
      const visited = await visit(route);
      const { page, candidates } = visited;
      const pageLinks = await page.$$eval('a[href]', (links) =>
        links
          .map((link) => new URL((link as HTMLAnchorElement).href))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('/') && url.pathname !== location.pathname)
          .map((url) => url.href),
      );
      await rulesInPlace(visited, route);
      const notPages = [...candidates].filter((url) => new URL(url).origin !== site || !pages.has(new URL(url).pathname));
      expect(notPages, route).toEqual([]);
      // Every link to another page is one, so a visitor's intent anywhere on the page is met.
      expect([...new Set(pageLinks.map((href) => href.split('#')[0]))].filter((href) => ![...candidates].some((url) => url.split('#')[0] === href)), route).toEqual([]);
      expect(await cspViolations(page), route).toEqual([]);
      await page.context().close();
    }
  });

  it('hovering the chat and other sites’ links fetches nothing; a page link hovered after them is fetched', async () => {
    const visited = await visit('/');
    const { page } = visited;
    await rulesInPlace(visited);
    const outside = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
    expect(await outside.count()).toBeGreaterThan(2);
    for (const link of await outside.all()) {
      if (!(await link.isVisible())) continue;
      // The floating chat button may still be sliding in: point at where it is.
      await link.hover({ force: true });
    }
    const contact = pages.contato.path;
    await page.locator(`header a[href="${contact}"]`).first().hover();
    await expect.poll(() => servedFor(contact)).toEqual([{ path: contact, purpose: 'prefetch' }]);
    expect(served.filter((request) => request.purpose && !isAsset(request.path))).toEqual([{ path: contact, purpose: 'prefetch' }]);
    await page.context().close();
  });

  it('after load, fetches React ahead without running it, so no island is hydrated until it is due', async () => {
    const { page } = await visit(pages.contato.path);
    const hydrationCode = (await page.locator('script[data-hydration-code]').getAttribute('data-hydration-code'))!.split(' ');
    expect(hydrationCode.length).toBeGreaterThan(0);
    // Asked for by the page's code, which runs after load, the first paint and idle time.
    await expect.poll(() => hydrationCode.filter((path) => servedFor(path).length === 0), { timeout: 15_000 }).toEqual([]);
    for (const path of hydrationCode) expect(servedFor(path), path).toEqual([{ path, purpose: 'prefetch' }]);
    await page.waitForLoadState('networkidle');
    // The form and the header wait for the visitor: nothing has hydrated.
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
    await page.context().close();
  });

  it('fetches React only on a page with an island this browser needs: none where the browser does every island’s work', async () => {
    // One page for each set of islands a page carries, read from the HTML the site serves.
    const pagesByIslands = new Map<string, string>();
    for (const route of everyPage()) {
      const html = await (await fetch(`${site}${route}`)).text();
      const islands = [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name))].sort().join(' ');
      if (!pagesByIslands.has(islands)) pagesByIslands.set(islands, route);
    }
    const seen = { withReact: 0, withoutReact: 0 };
    for (const [islands, route] of pagesByIslands) {
      const { page } = await visit(route);
      const hydrationCode = (await page.locator('script[data-hydration-code]').getAttribute('data-hydration-code'))!.split(' ');
      // The runtime's own rule, sent as its source: it runs in the page.
      const needed = (await page.evaluate(
        `${JSON.stringify(islands.split(' '))}.filter((name) => (${isNeeded})({ unlessSupports: ${JSON.stringify(unlessSupports)}[name] }))`,
      )) as string[];
      await pageCodeHasRun(page);
      await page.waitForLoadState('networkidle');
      const fetched = hydrationCode.filter((path) => servedFor(path).length > 0);
      expect(fetched, `${route} (${islands}; needed here: ${needed.join(' ') || 'none'})`).toEqual(needed.length > 0 ? hydrationCode : []);
      seen[needed.length > 0 ? 'withReact' : 'withoutReact'] += 1;
      await page.context().close();
    }
    // Both kinds are there to check: the header's island alone (the products page, the error page) and more.
    expect(seen.withReact).toBeGreaterThan(0);
    expect(seen.withoutReact).toBeGreaterThan(0);
  });

  it('speculates nothing under Save-Data or on a 2G connection', async () => {
    for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      const { page, candidates } = await visit('/', { connection });
      await pageCodeHasRun(page);
      expect(await page.locator('script[type="speculationrules"]').count(), JSON.stringify(connection)).toBe(0);
      const products = pages.produtos.path;
      await page.locator(`header a[href="${products}"]`).first().hover();
      await page.locator(`header a[href="${products}"]`).first().click();
      await page.waitForURL(`${site}${products}`);
      expect(servedFor(products), JSON.stringify(connection)).toEqual([{ path: products, purpose: undefined }]);
      expect(candidates.size).toBe(0);
      expect(served.filter((request) => request.purpose === 'prefetch'), JSON.stringify(connection)).toEqual([]);
      await page.context().close();
    }
  });
});
