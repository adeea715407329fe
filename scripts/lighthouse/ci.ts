/**
 * `npm run test:lighthouse`: Lighthouse CI over every page the build lists, on the same phone on
 * any machine. Lighthouse's simulated throttling multiplies this machine's main-thread work by
 * `cpuSlowdownMultiplier`; a fixed multiplier is a different phone on a fast machine and a slow
 * one, so it is found here first: the rate at which this machine scores the low-tier phone's
 * benchmark index (scripts/bench/calibrate.ts). The budgets stay in lighthouserc.json, except
 * total blocking time, which is held against the page's floor (blockingBeyondFloor.ts says why).
 *
 * Lighthouse runs here, in this process, and saves each report where Lighthouse CI's own `collect`
 * would; `lhci assert` then reads them. Through `lhci collect` every run cost a Node start-up, a
 * Lighthouse load and an HTML report besides the run: 12.7 s a run against 6.8 s here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Config } from 'lighthouse';
import path from 'node:path';
import { sitemapPaths } from '../../src/build/sitemap';
import { calibrateCpu } from '../bench/calibrate';
import { floorPath, writeFloors } from '../bench/floors';
import { largestElements } from '../bench/largestElement';
import { launchBrowser, PHONE_TIERS } from '../bench/phone';
import { startPreviewServer } from '../previewServer';
import { blockingBeyondFloor, formatBlockingTable, pageRunsFrom } from './blockingBeyondFloor';
import { floorBlockingTime } from './floorBlockingTime';
import { lighthouseReport } from './lighthouseReport';

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
  const { calibration, largest } = await prepare(pages).catch(async (error: unknown) => {
    await close(site);
    throw error;
  });
  const rate = calibration.rate;
  console.log(
    `host benchmark index ${calibration.hostIndex}; the ${TIER} phone (${calibration.target}) is ${rate}× slower` +
      ` (index ${calibration.indexAtRate} there): Lighthouse's cpuSlowdownMultiplier = ${rate}`,
  );

  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'lighthouserc.json'), 'utf8')) as LighthouseRc;
  const runs = config.ci.collect.numberOfRuns ?? 3;
  const settings = (config.ci.collect.settings ??= {});
  settings.throttling = { ...(settings.throttling as object | undefined), cpuSlowdownMultiplier: rate };
  fs.mkdirSync(OUT, { recursive: true });
  for (const name of fs.readdirSync(OUT).filter((file) => /^lhr-/.test(file))) fs.rmSync(path.join(OUT, name));
  const calibrated = path.join(OUT, 'lighthouserc.calibrated.json');
  fs.writeFileSync(calibrated, JSON.stringify(config, null, 2));
  const lighthouseConfig: Config = { extends: 'lighthouse:default', settings: settings as Config['settings'] };

  // The site and the floors are served from here, so that each page's floor runs right after it.
  const floorRoot = writeFloors(DIST, largest, path.join(ROOT, '.build-cache'));
  const servers = [site, await startPreviewServer(floorRoot, FLOOR_PORT)];
  const floorTbt = new Map<string, number[]>();
  try {
    for (const page of pages) {
      console.log(`Lighthouse, ${runs} runs, then its floor's: ${page}`);
      for (let run = 0; run < runs; run++) {
        const lhr = await lighthouseReport(`http://127.0.0.1:${SITE_PORT}${page}`, {}, lighthouseConfig);
        // The name Lighthouse CI gives a run it saved, which `lhci assert` looks for.
        fs.writeFileSync(path.join(OUT, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
      }
      const floorRuns: number[] = [];
      for (let run = 0; run < runs; run++) floorRuns.push(await floorBlockingTime(`http://127.0.0.1:${FLOOR_PORT}${floorPath(page)}`, rate));
      floorTbt.set(page, floorRuns);
    }
  } finally {
    await Promise.all(servers.map(close));
    fs.rmSync(floorRoot, { recursive: true, force: true });
  }

  const rows = blockingBeyondFloor(pages, pageRunsFrom(OUT, SITE_PORT), floorTbt);
  console.log(`\nTotal blocking time at ×${rate}, ${runs} runs each, page beside its floor:\n${formatBlockingTable(rows)}\n`);
  const assertion = await lhci(['assert', `--config=${calibrated}`]).then(
    () => true,
    () => false,
  );
  const overBudget = rows.filter((row) => !row.withinBudget);
  for (const row of overBudget) console.error(`${row.page}: ${row.beyondFloor.toFixed(0)} ms of blocking time beyond its floor's (budget ${row.budget} ms)`);
  if (!assertion || overBudget.length) process.exit(1);
}

/** This machine's rate for the phone, and each page's largest element, for its floor. */
async function prepare(pages: string[]) {
  const browser = await launchBrowser();
  try {
    const calibration = await calibrateCpu(browser, PHONE_TIERS[TIER]);
    console.log(`calibrated at ×${calibration.rate}; finding each page's largest element for its floor`);
    const largest = await largestElements(browser, `http://127.0.0.1:${SITE_PORT}`, pages);
    return { calibration, largest };
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
