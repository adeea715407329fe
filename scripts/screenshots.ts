/**
 * Full-page screenshots of every page at phone and desktop widths, for a person to look at:
 * `npm run screenshots` (after a build) writes them to screenshots/ (not committed).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startPreviewServer } from './previewServer';
import { CHROME_FLAGS, CHROMIUM_PATH } from '../perf/lab/chromeFlags';
import { PAINTING_ATTR } from '../src/shared/attributes';
import { sitemapPaths } from '../src/prerender/sitemap';

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function main() {
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../dist'));
  const out = path.resolve(__dirname, '../screenshots');
  fs.mkdirSync(out, { recursive: true });
  // Every page the build lists, and an address it does not have (the error page).
  const routes = [...sitemapPaths(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')), '/nao-existe/'];
  const server = await startPreviewServer(dist, 0);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const only = process.argv[2];
  for (const size of WIDTHS) {
    // bypassCSP: the pages allow only their own inline style, by hash; the shot adds one (below).
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height }, bypassCSP: true });
    for (const route of routes.filter((r) => !only || r.includes(only))) {
      await page.goto(`${base}${route}`, { waitUntil: 'load' });
      // Media near the fold waits for the first paint (docs/decisions/0008): scrolled past before
      // the page lets it go, those images would never load.
      await page.waitForFunction((attribute) => !document.documentElement.hasAttribute(attribute), PAINTING_ATTR);
      await page.evaluate(async () => {
        // Bring every lazy image in before the full-page shot.
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        scrollTo(0, 0);
      });
      // A full-page shot paints beyond the screen, where a visitor's browser skips the bands
      // (content-visibility: auto) and cards wait for their entrance: show them as a visitor
      // scrolling by would see them.
      await page.addStyleTag({
        content: 'main > section, body > footer { content-visibility: visible !important } [data-reveal] { opacity: 1 !important; transform: none !important; transition: none !important }',
      });
      // Every image the shot shows has come: not those of a closed dialog, nor of a slide off to the
      // side. `shown` runs in the page, sent as its source.
      const shown = (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return image.checkVisibility({ contentVisibilityAuto: true }) && box.right > 0 && box.left < innerWidth;
      };
      await page.waitForFunction(`[...document.images].filter(${shown}).every((image) => image.complete)`, undefined, { timeout: 15_000 });
      await page.waitForTimeout(300);
      const name = route === '/' ? 'home' : route.replace(/\//g, '');
      await page.screenshot({ path: path.join(out, `${name}-${size.name}.png`), fullPage: true });
    }
    await page.close();
  }
  await browser.close();
  server.close();
  console.log(`screenshots written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
