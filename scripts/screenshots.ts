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

const ROUTES = ['/', '/produtos/', '/cobertura-retratil/', '/toldos/', '/vidros-esquadrias/', '/portas-lambril/', '/inox-solucoes-sanitarias/', '/beneficios/', '/contato/', '/nao-existe/'];
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function main() {
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(__dirname, '../dist'));
  const out = path.resolve(__dirname, '../screenshots');
  fs.mkdirSync(out, { recursive: true });
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
    for (const route of ROUTES.filter((r) => !only || r.includes(only))) {
      await page.goto(`${base}${route}`, { waitUntil: 'load' });
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
