/**
 * `npm run test:lighthouse`: Lighthouse CI over every page the build lists, on the same phone on
 * any machine: the CPU slowed until this machine scores the phone's benchmark index, as DevTools'
 * calibrated presets do (perf/lab/calibrate.ts, the bench's own calibration), and slow 4G.
 *
 * Two kinds of run, each for what it measures well:
 * - The budgets in lighthouserc.json (bytes, requests, layout shift, LCP, accessibility, best
 *   practices, SEO): one run a page under Lighthouse's simulated throttling, gathering only what
 *   they assert (assertedAudits.ts), judged by `lhci assert`.
 * - The main thread (total blocking time beside the page's floor, and the performance score):
 *   runs under real throttling, DevTools' kind (blockingBeyondFloor.ts judges them). Lighthouse's
 *   simulation estimates the first paint from a graph holding only the first parse, layout and
 *   paint tasks, so it counted the page's own first render as blocking after the paint, and
 *   multiplied it by the rate: at ×13–14 a page read 0–650 ms from one run to the next, and seven
 *   fresh-clone runs in a row each failed one to four pages, a different set almost every time
 *   (README, Performance). Under real throttling every page read 0–86 ms and performance 0.99–1
 *   (30 runs, 2026-11-27), and the floors 0.
 *
 * The budgets need one run: bytes, requests and scores do not move between runs, and LCP read
 * 755–961 ms against its 1,500 in all 30 runs of a fresh clone (ci45, ×13.6–14.3).
 *
 * Runs go one at a time. Two pages at once, each in a browser of its own, read a blocking time of
 * 26–484 ms and performance 0.85–0.99 where one at a time read 0–5 ms and 1 (2026-11-27, ×13.4).
 *
 * Lighthouse runs here, in this process and in one browser (lighthouseBrowser.ts says why), and saves
 * each budget run where Lighthouse CI's own `collect` would; `lhci assert` then reads them. Through
 * `lhci collect` every run cost a Node start-up, a Lighthouse load and an HTML report besides the
 * run: 12.7 s a run against 6.8 s here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import type { Config, Result } from 'lighthouse';
import path from 'node:path';
import { sitemapPaths } from '../../src/prerender/sitemap';
import { calibrateCpu } from '../lab/calibrate';
import { floorPath, writeFloors } from '../lab/floors';
import { largestElements } from '../lab/largestElement';
import { launchBrowser, PHONE_TIERS } from '../lab/phone';
import { startPreviewServer } from '../../scripts/previewServer';
import {
  anotherRunNeeded,
  blockingBeyondFloor,
  failureOf,
  floorNeeded,
  formatBlockingTable,
  MAX_RUNS,
  type PhoneRun,
} from './blockingBeyondFloor';
import { assertedAudits, type LighthouseRc } from './assertedAudits';
import { withLighthouseBrowser } from '../lab/lighthouseBrowser';
import { lastRequestOf, tooLateInWatch, WATCH_MS } from './watchWindow';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const OUT = path.join(ROOT, '.lighthouseci');
const SITE_PORT = 9087;
const FLOOR_PORT = 9088;
/** The phone the gate holds the site to; LIGHTHOUSE_TIER=midTier runs it on a mid-tier phone instead. */
const TIER = (process.env.LIGHTHOUSE_TIER ?? 'lowTier') as keyof typeof PHONE_TIERS;

/** The error page: the sitemap leaves it out, but visitors land on it. */
const ERROR_PAGE = '/404.html';

async function main() {
  if (!(TIER in PHONE_TIERS)) throw new Error(`LIGHTHOUSE_TIER must be one of ${Object.keys(PHONE_TIERS).join(', ')}`);
  const site = await startPreviewServer(DIST, SITE_PORT);
  const pages = [...sitemapPaths(fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')), ERROR_PAGE];
  try {
    await gate(pages);
  } finally {
    await close(site);
  }
}

async function gate(pages: string[]) {
  const calibration = await withBrowser((browser) => calibrateCpu(browser, PHONE_TIERS[TIER]));
  const rate = calibration.rate;
  console.log(`host benchmark index ${calibration.hostIndex}; the ${TIER} phone (${calibration.target}) is ${rate}× slower (index ${calibration.indexAtRate} there)`);

  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'lighthouserc.json'), 'utf8')) as LighthouseRc;
  const budgetRuns = config.ci.collect.numberOfRuns ?? 1;
  const settings = config.ci.collect.settings as Config['settings'];
  const simulated: Config = { extends: 'lighthouse:default', settings: { ...settings, ...assertedAudits(config), throttling: { cpuSlowdownMultiplier: rate } } };
  const real = (only: Config['settings']): Config => ({
    extends: 'lighthouse:default',
    // Lighthouse's slow 4G (its default) applied for real, and the calibrated CPU; each page
    // watched for WATCH_MS, not Lighthouse's 17 s of quiet windows (watchWindow.ts).
    settings: { ...settings, ...only, throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: rate }, maxWaitForLoad: WATCH_MS },
  });
  fs.mkdirSync(OUT, { recursive: true });
  for (const name of fs.readdirSync(OUT).filter((file) => /^lhr-/.test(file))) fs.rmSync(path.join(OUT, name));

  const pageRuns = new Map(pages.map((page) => [page, [] as PhoneRun[]]));
  const floorRuns = new Map(pages.map((page) => [page, [] as number[]]));
  await withLighthouseBrowser(async (lighthouse) => {
    for (let run = 0; run < budgetRuns; run++) {
      console.log(`Budgets (lighthouserc.json), simulated at ×${rate}, run ${run + 1} of ${budgetRuns} of every page`);
      for (const page of pages) {
        const lhr = await lighthouse(`http://127.0.0.1:${SITE_PORT}${page}`, {}, simulated);
        // The name Lighthouse CI gives a run it saved, which `lhci assert` looks for.
        fs.writeFileSync(path.join(OUT, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
      }
    }

    // Every page once, then again only the pages that need it: a page's runs lie a round apart,
    // so a few slow seconds of the machine do not fall on all of them.
    for (let run = 0; run < MAX_RUNS; run++) {
      const due = pages.filter((page) => run === 0 || anotherRunNeeded(pageRuns.get(page)!));
      if (due.length === 0) break;
      console.log(`Main thread, real throttling at ×${rate} and slow 4G, run ${run + 1}: ${due.join(', ')}`);
      for (const page of due) {
        const lhr = await lighthouse(`http://127.0.0.1:${SITE_PORT}${page}`, {}, real({ onlyCategories: ['performance'] }));
        const late = tooLateInWatch(lhr);
        if (late) throw new Error(late);
        const phoneRun = phoneRunOf(lhr);
        const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
        const lastRequest = lastRequestOf(lhr)!.networkEndTime;
        console.log(
          `  ${page}: TBT ${phoneRun.tbt.toFixed(0)} ms, performance ${phoneRun.performance}, LCP ${lcp.toFixed(0)} ms, last request ${lastRequest.toFixed(0)} ms in; index in this run ${lhr.environment.benchmarkIndex.toFixed(0)}`,
        );
        pageRuns.get(page)!.push(phoneRun);
      }
    }

    const needFloors = pages.filter((page) => floorNeeded(pageRuns.get(page)!));
    if (needFloors.length === 0) return;
    // The floors are served from here, and run in the same browser and the same CI run.
    const largest = await withBrowser((browser) => largestElements(browser, `http://127.0.0.1:${SITE_PORT}`, needFloors));
    const floorRoot = writeFloors(DIST, largest, path.join(ROOT, '.build-cache'));
    const floors = await startPreviewServer(floorRoot, FLOOR_PORT);
    try {
      for (let run = 0; run < MAX_RUNS; run++) {
        console.log(`Floors, run ${run + 1} of ${MAX_RUNS}, of the pages whose best run is over the budget on its own: ${needFloors.join(', ')}`);
        for (const page of needFloors) {
          // Only the trace the blocking time needs: a floor has nothing else to measure.
          const lhr = await lighthouse(`http://127.0.0.1:${FLOOR_PORT}${floorPath(page)}`, {}, real({ onlyAudits: ['total-blocking-time'] }));
          floorRuns.get(page)!.push(blockingTimeOf(lhr));
        }
      }
    } finally {
      await close(floors);
      fs.rmSync(floorRoot, { recursive: true, force: true });
    }
  });

  const rows = blockingBeyondFloor(pages, pageRuns, floorRuns);
  console.log(`\nThe main thread on the ${TIER} phone (×${rate}, real throttling), page beside its floor where the page's best needs it:\n${formatBlockingTable(rows)}\n`);
  const assertion = await lhci(['assert', `--config=${path.join(ROOT, 'lighthouserc.json')}`]).then(
    () => true,
    () => false,
  );
  const over = rows.filter((row) => !row.withinBudget);
  for (const row of over) console.error(failureOf(row));
  if (!assertion || over.length) process.exit(1);
}

function blockingTimeOf(lhr: Result): number {
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  if (tbt === undefined) throw new Error(`${lhr.requestedUrl}: Lighthouse gave no total blocking time`);
  return tbt;
}

function phoneRunOf(lhr: Result): PhoneRun {
  const performance = lhr.categories.performance?.score;
  if (performance == null) throw new Error(`${lhr.requestedUrl}: Lighthouse gave no performance score`);
  return { tbt: blockingTimeOf(lhr), performance };
}

/** `work` with a Playwright Chromium of its own, closed after it: the calibration's, the floors'. */
async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await work(browser);
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
