/**
 * The support floor's Chromium (92, from the npm package @sparticuz/chromium, which ships the
 * binary), for the engines tests and for a look by hand: `npm run old-chromium -- [/path/] [--no-js]`
 * (after a build) serves dist/ and writes screenshots of the page at 360 and 1280 px to
 * screenshots/old-chromium/ (not committed).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { CHROME_FLAGS } from '../perf/lab/chromeFlags';
import { startPreviewServer } from './previewServer';

const ROOT = path.resolve(__dirname, '..');
const requireHere = createRequire(__filename);
const PACKAGE = path.dirname(requireHere.resolve('@sparticuz/chromium/package.json'));

/** The Chromium of @sparticuz/chromium's version (92: the support floor), as the package ships it. */
export const OLD_CHROMIUM_VERSION: string = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')).version;

/**
 * The old Chromium's binary, unpacked once from the package's own compressed files into
 * node_modules/.cache (not the package's /tmp, which other checkouts on the machine share), with
 * the SwiftShader libraries it loads from beside itself. Unpacked into a temporary folder and
 * renamed into place, so two test files starting at once never see half a binary.
 */
export async function oldChromiumPath(): Promise<string> {
  const dir = path.join(ROOT, 'node_modules/.cache/orla-engines', `chromium-${OLD_CHROMIUM_VERSION}`);
  const binary = path.join(dir, 'chromium');
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const partial = fs.mkdtempSync(`${dir}.partial-`);
  // tar-fs is the package's own dependency: what it unpacks its files with.
  const tar = createRequire(path.join(PACKAGE, 'package.json'))('tar-fs') as { extract(dir: string): NodeJS.WritableStream };
  const bin = path.join(PACKAGE, 'bin');
  await Promise.all([
    pipeline(fs.createReadStream(path.join(bin, 'chromium.br')), zlib.createBrotliDecompress(), fs.createWriteStream(path.join(partial, 'chromium'), { mode: 0o755 })),
    pipeline(fs.createReadStream(path.join(bin, 'swiftshader.tar.br')), zlib.createBrotliDecompress(), tar.extract(partial)),
  ]);
  try {
    fs.renameSync(partial, dir);
  } catch (error) {
    // Another file unpacked it first.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(binary)) throw error;
  }
  return binary;
}

/** The flags the old Chromium runs with: Lighthouse's (puppeteer sets headless mode), and no network beyond this machine. */
export const OLD_CHROMIUM_FLAGS = [
  ...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  // Chat links (wa.me) and anything else outside fail to resolve; the test reads the address a tab was opened at.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

async function main() {
  const puppeteer = (await import('puppeteer-core-10')).default;
  const route = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/';
  const javaScript = !process.argv.includes('--no-js');
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  const out = path.join(ROOT, 'screenshots/old-chromium');
  fs.mkdirSync(out, { recursive: true });
  const server = await startPreviewServer(dist, 0);
  const browser = await puppeteer.launch({ executablePath: await oldChromiumPath(), headless: true, args: OLD_CHROMIUM_FLAGS, defaultViewport: null });
  try {
    const [page] = await browser.pages();
    await page!.setJavaScriptEnabled(javaScript);
    for (const [width, height] of [[360, 740], [1280, 800]] as const) {
      await page!.setViewport({ width, height });
      await page!.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`, { waitUntil: 'load' });
      const file = path.join(out, `${route.replace(/\//g, '_') || '_'}-${width}${javaScript ? '' : '-no-js'}.png`);
      await page!.screenshot({ path: file });
      console.log(`${await browser.version()}: ${file}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
