/**
 * `npm run test:lighthouse`: Lighthouse CI over every page the build lists, on the same phone on
 * any machine. Lighthouse's simulated throttling multiplies this machine's main-thread work by
 * `cpuSlowdownMultiplier`; a fixed multiplier is a different phone on a fast machine and a slow
 * one, so it is found here, and kept up to date from run to run: this machine's benchmark index,
 * as Lighthouse reads it in its runs, over the low-tier phone's (simulatedSlowdown.ts). The
 * budgets stay in lighthouserc.json, except total blocking time, which is held against the page's
 * floor (blockingBeyondFloor.ts says why).
 *
 * Lighthouse runs here, in this process and in one browser (lighthouseBrowser.ts says why), and saves
 * each report where Lighthouse CI's own `collect` would; `lhci assert` then reads them. Through
 * `lhci collect` every run cost a Node start-up, a Lighthouse load and an HTML report besides the
 * run: 12.7 s a run against 6.8 s here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Config } from 'lighthouse';
import path from 'node:path';
import { sitemapPaths } from '../../src/build/sitemap';
import { floorPath, writeFloors } from '../bench/floors';
import { largestElements } from '../bench/largestElement';
import { launchBrowser, PHONE_TIERS } from '../bench/phone';
import { startPreviewServer } from '../previewServer';
import { blockingBeyondFloor, floorNeeded, formatBlockingTable, pageRunsFrom } from './blockingBeyondFloor';
import { floorBlockingTime } from './floorBlockingTime';
import { withLighthouseBrowser } from './lighthouseBrowser';
import { simulatedSlowdown } from './simulatedSlowdown';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const OUT = path.join(ROOT, '.lighthouseci');
const SITE_PORT = 9087;
const FLOOR_PORT = 9088;
/** The phone the gate holds the site to; LIGHTHOUSE_TIER=midTier runs it on a mid-tier phone instead. */
const TIER = (process.env.LIGHTHOUSE_TIER ?? 'lowTier') as keyof typeof PHONE_TIERS;

/** The error page: the sitemap leaves it out, but visitors land on it. */
const ERROR_PAGE = '/404.html';

interface LighthouseRc {
  ci: {
    collect: { numberOfRuns?: number; settings?: Record<string, unknown> } & Record<string, unknown>;
  } & Record<string, unknown>;
}

async function main() {
  if (!(TIER in PHONE_TIERS)) throw new Error(`LIGHTHOUSE_TIER must be one of ${Object.keys(PHONE_TIERS).join(', ')}`);
  const site = await startPreviewServer(DIST, SITE_PORT);
  const pages = [...sitemapPaths(fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')), ERROR_PAGE];
  const largest = await largestElementsOf(pages).catch(async (error: unknown) => {
    await close(site);
    throw error;
  });

  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'lighthouserc.json'), 'utf8')) as LighthouseRc;
  const runs = config.ci.collect.numberOfRuns ?? 3;
  fs.mkdirSync(OUT, { recursive: true });
  for (const name of fs.readdirSync(OUT).filter((file) => /^lhr-/.test(file))) fs.rmSync(path.join(OUT, name));

  // The site and the floors are served from here, and run in the same browser and the same CI run.
  const floorRoot = writeFloors(DIST, largest, path.join(ROOT, '.build-cache'));
  const servers = [site, await startPreviewServer(floorRoot, FLOOR_PORT)];
  const floorTbt = new Map<string, number[]>();
  const rates: number[] = [];
  try {
    await withLighthouseBrowser(async (lighthouse) => {
      const slowdown = await simulatedSlowdown(lighthouse, `http://127.0.0.1:${SITE_PORT}${ERROR_PAGE}`, PHONE_TIERS[TIER]);
      console.log(`benchmark index in Lighthouse's first runs ${slowdown.hostIndex}; the ${TIER} phone (${slowdown.target}) is ${slowdown.rate}× slower`);
      /** A run on the phone as the machine's speed stands now; its own reading then joins the others. */
      const onPhone = async (url: string, config: Config) => {
        const rate = slowdown.rate;
        const throttling = { ...(config.settings?.throttling as object | undefined), cpuSlowdownMultiplier: rate };
        const lhr = await lighthouse(url, {}, { ...config, settings: { ...config.settings, throttling } });
        slowdown.add(lhr.environment.benchmarkIndex);
        rates.push(rate);
        return lhr;
      };
      const lighthouseConfig: Config = { extends: 'lighthouse:default', settings: config.ci.collect.settings as Config['settings'] };

      // Every page once, then every page again: a page's runs lie a whole round apart. Back to
      // back, a page's three runs were often slow together while its floor, right after, was not
      // (/vidros-esquadrias/ 352, 439 and 300 ms in one CI run against 0, 0 and 110; best 38 in the run before).
      const pageTbt = new Map(pages.map((page) => [page, [] as number[]]));
      for (let run = 0; run < runs; run++) {
        console.log(`Lighthouse, run ${run + 1} of ${runs} of every page`);
        for (const page of pages) {
          const lhr = await onPhone(`http://127.0.0.1:${SITE_PORT}${page}`, lighthouseConfig);
          // Lighthouse's own benchmark, taken at the start of this run: when the machine is slower
          // there than in the readings so far, the run stood for a slower phone than the one aimed at.
          const index = lhr.environment.benchmarkIndex;
          const rate = lhr.configSettings.throttling.cpuSlowdownMultiplier;
          console.log(
            `  ${page}: TBT ${lhr.audits['total-blocking-time']?.numericValue?.toFixed(0)} ms at ×${rate}; machine index in this run ${index.toFixed(0)},` +
              ` so a phone of ${(index / rate).toFixed(0)} (aimed at ${slowdown.target})`,
          );
          // The name Lighthouse CI gives a run it saved, which `lhci assert` looks for.
          fs.writeFileSync(path.join(OUT, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
          pageTbt.get(page)!.push(lhr.audits['total-blocking-time']?.numericValue ?? Infinity);
        }
      }
      const needFloors = pages.filter((page) => floorNeeded(pageTbt.get(page)!));
      for (const page of pages) floorTbt.set(page, []);
      for (let run = 0; run < runs && needFloors.length > 0; run++) {
        console.log(`Floors, run ${run + 1} of ${runs}, of the pages whose best run is over the budget on its own: ${needFloors.join(', ')}`);
        for (const page of needFloors) floorTbt.get(page)!.push(await floorBlockingTime(onPhone, `http://127.0.0.1:${FLOOR_PORT}${floorPath(page)}`));
      }
    });
  } finally {
    await Promise.all(servers.map(close));
    fs.rmSync(floorRoot, { recursive: true, force: true });
  }

  const rows = blockingBeyondFloor(pages, pageRunsFrom(OUT, SITE_PORT), floorTbt);
  const span = `×${Math.min(...rates)}–${Math.max(...rates)}`;
  console.log(`\nTotal blocking time on the ${TIER} phone (${span}), ${runs} runs each, page beside its floor where the page's best needs it:\n${formatBlockingTable(rows)}\n`);
  const assertion = await lhci(['assert', `--config=${path.join(ROOT, 'lighthouserc.json')}`]).then(
    () => true,
    () => false,
  );
  const overBudget = rows.filter((row) => !row.withinBudget);
  for (const row of overBudget) console.error(`${row.page}: ${row.beyondFloor.toFixed(0)} ms of blocking time beyond its floor's (budget ${row.budget} ms)`);
  if (!assertion || overBudget.length) process.exit(1);
}

/** Each page's largest element on the phone's screen, for its floor. */
async function largestElementsOf(pages: string[]) {
  const browser = await launchBrowser();
  try {
    return await largestElements(browser, `http://127.0.0.1:${SITE_PORT}`, pages);
  } finally {
    await browser.close();
  }
}

function lhci(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['lhci', ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lhci ${args[0]} exited with ${code}`))));
  });
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
