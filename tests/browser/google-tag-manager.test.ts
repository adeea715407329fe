import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pages from '../../content/pages.json';
import { startPreviewServer } from '../../scripts/previewServer';
import { buildSite } from '../../src/prerender/buildSite';
import { copyOfContent, editJson, ROOT, tempDir } from '../unit/support/content';
import { baseUrl, browserForFile, hydrated } from './support/browser';
import { dataLayer, QUOTE_EVENT } from './support/chat';

const CONTAINER = 'GTM-TEST123';
const GTM_HOST = 'www.googletagmanager.com';

const browser = browserForFile();
let withTagManager: Server;
let withTagManagerUrl: string;

beforeAll(async () => {
  // The shared build has no container (content/site.json: null); this test builds the site once more with one.
  const content = copyOfContent();
  editJson(content, 'site.json', (site) => (site.googleTagManagerId = CONTAINER));
  const dist = path.join(tempDir('gtm'), 'dist');
  await buildSite({ root: ROOT, contentDir: content, distDir: dist, log: () => {} });
  withTagManager = await startPreviewServer(dist, 0);
  withTagManagerUrl = `http://127.0.0.1:${(withTagManager.address() as AddressInfo).port}`;
  fs.rmSync(content, { recursive: true, force: true });
}, 180_000);
afterAll(() => new Promise((resolve) => withTagManager?.close(resolve)));

/** Every request the page makes to another host (the test context refuses them all unless a route answers). */
function thirdParty(page: Page, site: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => new URL(request.url()).host !== new URL(site).host && seen.push(request));
  return seen;
}

describe('Google Tag Manager', () => {
  it('without a container id, the site makes no third-party request at all', async () => {
    const { context, page } = await browser.newPage();
    const requests = thirdParty(page, baseUrl());
    for (const route of ['/', pages.contato.path]) {
      await page.goto(`${baseUrl()}${route}`);
      await hydrated(page);
      // The late code has run (the islands hydrated with it); wait until nothing more is requested.
      await page.waitForLoadState('networkidle');
    }
    expect(requests.map((r) => r.url())).toEqual([]);
    expect(await page.locator(`script[src*="${GTM_HOST}"]`).count()).toBe(0);
    await context.close();
  });

  it('with a container id, its script is requested only after the page has loaded, and then runs', async () => {
    const { context, page } = await browser.newPage({ siteUrl: withTagManagerUrl });
    await page.route(`https://${GTM_HOST}/**`, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'window.dataLayer.push({ event: "container-ran" });' }),
    );
    const requests = thirdParty(page, withTagManagerUrl);
    await page.goto(`${withTagManagerUrl}/`);
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(1);
    expect(requests[0]!.url()).toBe(`https://${GTM_HOST}/gtm.js?id=${CONTAINER}`);

    // Its timing entry is written once the response is in.
    await expect.poll(() => page.evaluate((host) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(host)), GTM_HOST)).toBe(true);
    const timing = await page.evaluate((host) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const gtm = performance.getEntriesByType('resource').find((entry) => entry.name.includes(host))!;
      return { requested: gtm.startTime, loaded: navigation.loadEventEnd };
    }, GTM_HOST);
    expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded);
    // Nothing in the page as served asks for it: first paint never waits on Google.
    const html = await (await context.request.get(`${withTagManagerUrl}/`)).text();
    expect(html).not.toMatch(/<script[^>]+src=/);

    await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }), { event: 'container-ran' }]);
    // Quote clicks land in the same data layer the container reads.
    await page.locator('footer a[data-quote]').first().click();
    await expect.poll(() => dataLayer(page)).toContainEqual(QUOTE_EVENT);
    await context.close();
  });
});
