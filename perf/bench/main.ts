/**
 * `npm run bench`: every page on the phone our visitors hold, beside its floor (the page's largest
 * element alone, in bare HTML) in the same run. It first finds the CPU slowdown at which this machine
 * scores the low-tier phone's benchmark index (264), then measures at that rate under real
 * throttling and slow 4G: main-thread work, longest task, TBT, LCP and CLS (page and floor
 * alternating), the ten taps' interaction latency beside the tap floor (a bare page's popover
 * button), and touches sent at fixed moments of the first 6 s without waiting for the page. Not a
 * test: it prints tables and writes bench-results/bench.json.
 *
 * BENCH_RUNS (default 3) sets the runs per figure; BENCH_PAGES (comma-separated paths) limits the
 * pages; BENCH_PARTS (comma-separated, default `mainthread,taps,sweep,navigation`: the last is
 * the tap-to-next-page table, cold, prefetched and back, on a mid-tier phone) picks the parts, and
 * `lighthouse` adds Lighthouse's own mobile run (simulated, 4×: a mid-tier phone) beside the floor.
 * `gallery` measures the gallery's three taps ("Ver Projetos", a tab, a thumbnail); with
 * BENCH_GALLERY (item counts, comma-separated, e.g. `400,1000`) it also builds the site with its
 * gallery grown to each size with generated photos (perf/bench/grownGallery.ts) and measures
 * those beside today's, in the same run.
 * BENCH_BEFORE_DIST (a build of the code before a change) measures that site too, at the same rate,
 * its runs alternating with the current site's, for the main thread, the taps, the sweep and the
 * navigation: before and after in one run.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadContent } from '../../src/content/loadContent';
import { sitemapPaths } from '../../src/prerender/sitemap';
import { CHROMIUM_PATH } from '../lab/chromeFlags';
import { startPreviewServer } from '../../scripts/previewServer';
import { calibrateCpu, type Calibration } from '../lab/calibrate';
import { floorPath, TAP_FLOOR_PATH, writeFloors, writeLinkedFloors, writeTapFloor } from '../lab/floors';
import { largestElements } from '../lab/largestElement';
import { formatNavigationTable, measureNavigation, navigationJourneys } from './navigation';
import { measureTap, sweepTouches, tapCases, type SweepPoint, type TapCase } from './interactions';
import { formatLighthouseTable, formatTable, lighthouseRows, ms, type LighthouseRow } from './lighthouseTable';
import { measureMainThread, type MainThreadNumbers } from './mainThread';
import { GALLERY_TAPS, measureGalleryTaps, type GalleryTap, type GalleryTapFigures } from './galleryTaps';
import { buildGrownGallery } from './grownGallery';
import { launchBrowser, PHONE_TIERS } from '../lab/phone';
import { median } from '../lab/runLighthouse';

const ROOT = path.resolve(__dirname, '../..');
/**
 * BENCH_GALLERY_SITES: more built sites for the `gallery` part, as `label=folder` pairs separated by
 * `;` (e.g. the code before a change, built with a grown gallery: `before, 400 items=/tmp/before-400`).
 */
const GALLERY_SITES = (process.env.BENCH_GALLERY_SITES ?? '').split(';').filter((pair) => pair.trim()).map((pair) => {
  const at = pair.lastIndexOf('=');
  if (at <= 0) throw new Error(`BENCH_GALLERY_SITES: "${pair}" is not label=folder`);
  return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
});
/** BENCH_GALLERY: the gallery sizes (comma-separated item counts) the `gallery` part builds and measures beside today's. */
const GALLERY_SIZES = (process.env.BENCH_GALLERY ?? '').split(',').filter((size) => size.trim()).map((size) => {
  const total = Number(size);
  if (!Number.isInteger(total) || total <= 0) throw new Error(`BENCH_GALLERY: "${size}" is not a count of gallery items (write e.g. 400,1000)`);
  return total;
});
const PARTS = new Set((process.env.BENCH_PARTS ?? 'mainthread,taps,sweep,navigation').split(',').map((part) => part.trim()));

interface MainThreadRow {
  page: string;
  page_: MainThreadNumbers;
  floor: MainThreadNumbers;
  taskRatio: number;
  lcpRatio: number;
  /** Every run's task, LCP and longest task (the page's), page and floor, in bench.json for the spread behind the medians. */
  samples: Array<{ taskMs: number; lcpMs: number; longestAfterFcpMs: number; floorTaskMs: number; floorLcpMs: number }>;
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const dist = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  const allPages = [...sitemapPaths(fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')), '/404.html'];
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()) : allPages;
  const unknown = pages.filter((page) => !allPages.includes(page));
  if (unknown.length) throw new Error(`BENCH_PAGES names pages the site does not have: ${unknown.join(', ')} (it has ${allPages.join(', ')})`);

  const site = await startPreviewServer(dist, 0);
  const at = (server: typeof site) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const before = process.env.BENCH_BEFORE_DIST ? await startPreviewServer(path.resolve(process.env.BENCH_BEFORE_DIST), 0) : undefined;
  /** The sites measured, by label: the current build, and the one before a change if given. */
  const sites: Record<string, string> = before ? { before: at(before), now: at(site) } : { now: at(site) };
  const label = (name: string) => (before ? ` (${name})` : '');
  const browser = await launchBrowser();
  const floorRoot = writeFloors(dist, await largestElements(browser, at(site), pages), path.join(ROOT, '.build-cache'));
  const floors = await startPreviewServer(floorRoot, 0);
  const floorOf = (page: string) => `${at(floors)}${floorPath(page)}`;
  const results: Record<string, unknown> = { date: new Date().toISOString(), runs };
  const extraServers: Array<typeof site> = [];
  try {
    const calibration = await calibrateCpu(browser, PHONE_TIERS.lowTier);
    results.calibration = calibration;
    console.log(describeCalibration(calibration));
    if (PARTS.has('mainthread')) {
      const bySite = await mainThreadRows(browser, pages, sites, floorOf, calibration.rate, runs);
      results.mainThread = before ? bySite : bySite.now;
      for (const [name, rows] of Object.entries(bySite)) {
        console.log(`\nMain thread at the low tier (${calibration.rate}× CPU, slow 4G), load + 6 s, medians of ${runs}${label(name)}; ms\n${formatMainThreadTable(rows)}`);
      }
    }
    if (PARTS.has('taps')) {
      const content = await loadContent(path.join(ROOT, 'content'));
      // The carousel taps need a product page whose carousel shows a video among several slides.
      const shown = (p: (typeof content.products)[number]) => p.media.slice(0, content.constants.productCarouselMaxSlides);
      const product = content.products.find((p) => shown(p).length > 1 && shown(p).some((item) => item.tipo === 'video'));
      if (!product) throw new Error('no product page has a video among its carousel slides: the video tap has nothing to touch');
      const taps: Record<string, Array<{ tap: string; page: string; inpMs: number; samples: number[] }>> = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
      const floorTaps: Array<{ tap: string; inpMs: number; samples: number[] }> = [];
      writeTapFloor(floorRoot);
      const tapFloor: TapCase = { name: 'the tap floor', path: TAP_FLOOR_PATH, target: 'button[popovertarget]' };
      const only = process.env.BENCH_TAPS?.toLowerCase().split(',');
      const chosen = (name: string) => !only || only.some((part) => name.toLowerCase().includes(part.trim()));
      for (const tap of tapCases(content, product.url, content.pages.contato.path).filter((tap) => chosen(tap.name))) {
        const samples: Record<string, number[]> = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
        const floorSamples: number[] = [];
        // Each run, every site and the tap floor once, in an order that turns by one each run (as the main thread's).
        for (let i = 0; i < runs; i++) {
          for (const name of rotated([...Object.keys(sites), FLOOR], i)) {
            if (name === FLOOR) floorSamples.push(await measureTap(browser, at(floors), tapFloor, calibration.rate));
            else samples[name]!.push(await measureTap(browser, sites[name]!, tap, calibration.rate));
          }
        }
        for (const name of Object.keys(sites)) taps[name]!.push({ tap: tap.name, page: tap.path, inpMs: median(samples[name]!), samples: samples[name]! });
        floorTaps.push({ tap: tap.name, inpMs: median(floorSamples), samples: floorSamples });
        console.error(`taps: measured ${tap.name}`);
      }
      results.taps = before ? taps : taps.now;
      results.tapFloor = floorTaps;
      const names = Object.keys(sites);
      const tapMs = (value: number) => (value === 0 ? '<16' : ms(value));
      console.log(
        `\nA tap after the page has settled, at the low tier: the interaction's longest event (Event Timing), medians of ${runs}, beside the tap floor (a bare page's popover button) in the same runs; "<16" is under what the API reports\n` +
          formatTable(
            ['tap', 'page', ...names.map((name) => `ms${label(name)}`), 'tap floor'],
            taps.now!.map((t, i) => [t.tap, t.page, ...names.map((name) => tapMs(taps[name]![i]!.inpMs)), tapMs(floorTaps[i]!.inpMs)]),
          ),
      );
    }
    if (PARTS.has('sweep')) {
      const content = await loadContent(path.join(ROOT, 'content'));
      const names = Object.keys(sites);
      const sweeps: Record<string, Record<string, SweepPoint[]>> = Object.fromEntries(names.map((name) => [name, {}]));
      for (const page of ['/', content.pages.contato.path].filter((p) => pages.includes(p))) {
        const bySite = await sweepTouches(browser, Object.values(sites), page, 'button[popovertarget]', calibration.rate);
        names.forEach((name, i) => (sweeps[name]![page] = bySite[i]!));
        console.error(`sweep: measured ${page}`);
      }
      results.sweeps = before ? sweeps : sweeps.now;
      for (const name of names) {
        console.log(`\nThe menu button touched at a fixed moment after navigation starts (0.3 s to 6 s, every 0.3 s), at the low tier${label(name)}\n${formatSweeps(sweeps[name]!)}`);
      }
    }
    if (PARTS.has('navigation')) {
      const journeyPages = [...new Set(navigationJourneys().flat().flatMap((hop) => [hop.from, hop.to]))];
      const linkedFloorRoot = writeLinkedFloors(dist, await largestElements(browser, at(site), journeyPages), path.join(ROOT, '.build-cache'));
      const linkedFloors = await startPreviewServer(linkedFloorRoot, 0);
      const rows = await measureNavigation(at(site), CHROMIUM_PATH, { runs, floorUrl: at(linkedFloors), beforeUrl: before && at(before) }).finally(() => {
        linkedFloors.close();
        fs.rmSync(linkedFloorRoot, { recursive: true, force: true });
      });
      results.navigation = rows;
      console.log(`\nNavigation under Lighthouse's mobile emulation (slow 4G, 4× CPU), tap to the next page's largest paint, medians of ${runs}\n${formatNavigationTable(rows)}`);
    }
    if (PARTS.has('gallery')) {
      // Today's gallery on each site, and the current code with the gallery grown to each BENCH_GALLERY size.
      const gallerySites: Record<string, string> = Object.fromEntries(Object.entries(sites).map(([name, url]) => [`${name}, today's gallery`, url]));
      for (const [name, dir] of GALLERY_SITES) {
        const server = await startPreviewServer(path.resolve(dir), 0);
        extraServers.push(server);
        gallerySites[name] = at(server);
      }
      for (const total of GALLERY_SIZES) {
        const server = await startPreviewServer(await buildGrownGallery(ROOT, total), 0);
        extraServers.push(server);
        gallerySites[`now, ${total} items`] = at(server);
      }
      const bySite = await galleryRows(browser, gallerySites, calibration.rate, runs);
      results.gallery = bySite;
      console.log(
        `\nThe gallery at the low tier (${calibration.rate}× CPU, files served as they are): from each touch, until every thumbnail in sight (or the lightbox's photo) has its image, the longest task and the tasks over 50 ms until it is still, and the interaction (INP); medians of ${runs}\n${formatGalleryTable(bySite)}`,
      );
    }
    if (PARTS.has('lighthouse')) {
      const rows: LighthouseRow[] = await lighthouseRows(pages, at(site), floorOf, runs);
      results.lighthouse = rows;
      console.log(`\nLighthouse mobile (simulated slow 4G, 4×: a mid-tier phone), medians of ${runs}; bytes in KB (transfer), times in ms\n${formatLighthouseTable(rows)}`);
    }
  } finally {
    await browser.close();
    for (const server of extraServers) server.close();
    site.close();
    before?.close();
    floors.close();
    fs.rmSync(floorRoot, { recursive: true, force: true });
  }
  const out = path.join(ROOT, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'bench.json'), JSON.stringify(results, null, 2));
  console.log('\nwritten to bench-results/bench.json');
}

const describeCalibration = (c: Calibration) =>
  `host benchmark index ${c.hostIndex}; the low-tier phone (index ${c.target}) is this machine at ${c.rate}× CPU slowdown (index ${c.indexAtRate} there)`;

/** Each page of each site beside its floor, by site; page runs (of each site) and floor runs alternate. */
async function mainThreadRows(browser: Awaited<ReturnType<typeof launchBrowser>>, pages: string[], sites: Record<string, string>, floorOf: (page: string) => string, rate: number, runs: number) {
  const rows: Record<string, MainThreadRow[]> = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  for (const page of pages) {
    const pageRuns: Record<string, MainThreadNumbers[]> = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
    const floorRuns: MainThreadNumbers[] = [];
    // Pages and floor alternate, so a busy moment of the machine hits them alike, and their order
    // turns by one each run: in a fixed order, an A/A run (one build against its own copy) read the
    // second site's task 88 ms lower and its LCP 76 ms higher than the first's.
    for (let i = 0; i < runs; i++) {
      for (const name of rotated([...Object.keys(sites), FLOOR], i)) {
        if (name === FLOOR) floorRuns.push(await measureMainThread(browser, floorOf(page), rate));
        else pageRuns[name]!.push(await measureMainThread(browser, `${sites[name]}${page}`, rate));
      }
    }
    const floor = medians(floorRuns);
    for (const name of Object.keys(sites)) {
      const page_ = medians(pageRuns[name]!);
      const samples = pageRuns[name]!.map((run, i) => ({ taskMs: run.taskMs, lcpMs: run.lcpMs, longestAfterFcpMs: run.longestAfterFcpMs, floorTaskMs: floorRuns[i]!.taskMs, floorLcpMs: floorRuns[i]!.lcpMs }));
      rows[name]!.push({ page, page_, floor, taskRatio: page_.taskMs / floor.taskMs, lcpRatio: page_.lcpMs / floor.lcpMs, samples });
    }
    console.error(`main thread: measured ${page}`);
  }
  return rows;
}

/** Each gallery tap's figures on each site, medians of `runs` visits; the sites' visits alternate, their order turning each run. */
async function galleryRows(browser: Awaited<ReturnType<typeof launchBrowser>>, sites: Record<string, string>, rate: number, runs: number) {
  const visits: Record<string, Array<Record<GalleryTap, GalleryTapFigures>>> = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
  for (let i = 0; i < runs; i++) {
    for (const name of rotated(Object.keys(sites), i)) visits[name]!.push(await measureGalleryTaps(browser, sites[name]!, rate));
    console.error(`gallery: run ${i + 1} of ${runs}`);
  }
  return Object.fromEntries(
    Object.entries(visits).map(([name, runsOf]) => [
      name,
      Object.fromEntries(
        GALLERY_TAPS.map((tap) => {
          const of = (key: keyof GalleryTapFigures) => median(runsOf.map((visit) => visit[tap][key]));
          return [tap, { shownMs: of('shownMs'), longestTaskMs: of('longestTaskMs'), longTasks: of('longTasks'), inpMs: of('inpMs'), samples: runsOf.map((visit) => visit[tap]) }];
        }),
      ),
    ]),
  );
}

function formatGalleryTable(bySite: Awaited<ReturnType<typeof galleryRows>>): string {
  return formatTable(
    ['site', 'tap', 'shown ms', 'longest task ms', 'tasks > 50 ms', 'INP ms'],
    Object.entries(bySite).flatMap(([name, taps]) =>
      GALLERY_TAPS.map((tap) => {
        const figures = taps[tap]!;
        return [name, tap, ms(figures.shownMs), ms(figures.longestTaskMs), String(figures.longTasks), figures.inpMs === 0 ? '<16' : ms(figures.inpMs)];
      }),
    ),
  );
}

/** Stands for the floor among the sites' names in a run's order. */
const FLOOR = '\0floor';

/** `items` turned left by `by` places: [a, b, c] by 1 is [b, c, a]. */
const rotated = <T>(items: T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length]!);

function medians(runs: MainThreadNumbers[]): MainThreadNumbers {
  const keys = Object.keys(runs[0]!) as Array<keyof MainThreadNumbers>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as MainThreadNumbers;
}

function formatMainThreadTable(rows: MainThreadRow[]): string {
  return formatTable(
    ['page', 'task', 'floor', 'ratio', 'style', 'script', 'layout', 'longest', 'TBT', 'LCP', 'floor LCP', 'LCP/floor', 'CLS'],
    rows.map((r) => [
      r.page,
      ms(r.page_.taskMs),
      ms(r.floor.taskMs),
      r.taskRatio.toFixed(2),
      ms(r.page_.styleMs),
      ms(r.page_.scriptMs),
      ms(r.page_.layoutMs),
      ms(r.page_.longestAfterFcpMs),
      ms(r.page_.tbtMs),
      ms(r.page_.lcpMs),
      ms(r.floor.lcpMs),
      r.lcpRatio.toFixed(2),
      r.page_.cls.toFixed(3),
    ]),
  );
}

function formatSweeps(sweeps: Record<string, SweepPoint[]>): string {
  return formatTable(
    ['page', 'median', 'p75', 'worst', 'worst at', 'every point (ms)'],
    Object.entries(sweeps).map(([page, points]) => {
      const values = points.map((p) => p.inpMs).sort((a, b) => a - b);
      const worst = points.reduce((a, b) => (b.inpMs > a.inpMs ? b : a));
      return [page, ms(median(values)), ms(values[Math.ceil(values.length * 0.75) - 1]!), ms(worst.inpMs), `${worst.atMs} ms`, points.map((p) => ms(p.inpMs)).join(' ')];
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
