/**
 * Navigation bench: time from a tap to the next page's largest paint, under Lighthouse's mobile
 * emulation (slow 4G: 150 ms round trip, 1.6 Mbps down; 4× CPU), in three cases: cold (no
 * speculation), prefetched (the finger touched the link first and the prefetch came in) and back
 * (the back/forward cache). Not a test: `npm run bench` prints the table (its `navigation` part).
 * Each case is also timed between the pages' floors (floors.ts, `writeLinkedFloors`: the largest
 * element, plain links and the site's speculation rules), in the same run: what that tap costs on
 * this machine and network with nothing of the site's on the page.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright-core';
import products from '../../content/products.json';
import { CHROME_FLAGS } from '../lab/chromeFlags';
import { median } from '../lab/runLighthouse';

/** One tap: from a page, on its first link to another. */
export interface Hop {
  from: string;
  to: string;
}

/** The journeys of issue 15, as taps: home → a product, home → /produtos/ → a product, a product → /contato/. */
export function navigationJourneys(product = products.products[0]!.url): Hop[][] {
  return [
    [{ from: '/', to: product }],
    [
      { from: '/', to: '/produtos/' },
      { from: '/produtos/', to: product },
    ],
    [{ from: product, to: '/contato/' }],
  ];
}

export interface NavigationOptions {
  runs?: number;
  journeys?: Hop[][];
  /** Where the journeys' pages have floors at their own paths, linked to each other: then every case is timed there too. */
  floorUrl?: string;
  /** A build of the code before a change, served with the same pages: its runs alternate with the site's. */
  beforeUrl?: string;
}

export interface NavigationRow extends Hop {
  runs: number;
  /** Medians, in ms from the tap. */
  site: NavigationTimes;
  /** The same taps between the floors, when measured. */
  floor?: NavigationTimes;
  /** The same taps on the build before a change, when measured. */
  before?: NavigationTimes;
}

export const NAVIGATION_CASES = ['cold', 'prefetched', 'back'] as const;
export type NavigationCase = (typeof NAVIGATION_CASES)[number];
export type NavigationTimes = Record<NavigationCase, number>;

/**
 * Lighthouse's mobile preset (moto g power): screen, slow 4G and CPU slowdown. The colour scheme,
 * motion and forced colours are the browser's own, not emulated: DevTools applies its emulation
 * again to a page restored from the back/forward cache, and an emulated media feature then
 * restyles the whole document before the restored frame (8–21 ms at 4× on /, and a second
 * recalculation after `pageshow`), which no visitor's browser does. Back to / and to /toldos/, 10
 * runs each: 111 and 100 ms emulated, 83 and 78 ms not; floors 26–35 either way.
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, colorScheme: null, reducedMotion: null, forcedColors: null };
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export async function measureNavigation(baseUrl: string, chromiumPath: string, options: NavigationOptions = {}): Promise<NavigationRow[]> {
  const runs = options.runs ?? 3;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Playwright turns the back/forward cache off; a visitor's browser has it on.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const rows: NavigationRow[] = [];
  /** Each case once, from `url`: per case, the ms of each hop. Each in a fresh browser context: an empty cache, as on a first visit. */
  const runCases = async (url: string, journey: Hop[]): Promise<Record<NavigationCase, number[]>> => ({
    cold: await retried(() => walk(browser, url, journey, 'cold')),
    prefetched: await retried(() => walk(browser, url, journey, 'prefetched')),
    back: await retried(() => walkBack(browser, url, journey)),
  });
  const medians = (runs: Array<Record<NavigationCase, number[]>>, hop: number) =>
    Object.fromEntries(NAVIGATION_CASES.map((c) => [c, median(runs.map((run) => run[c][hop]!))])) as NavigationTimes;
  try {
    for (const journey of options.journeys ?? navigationJourneys()) {
      const site: Array<Record<NavigationCase, number[]>> = [];
      const floor: typeof site = [];
      const before: typeof site = [];
      const targets = [
        { url: baseUrl, into: site },
        ...(options.beforeUrl ? [{ url: options.beforeUrl, into: before }] : []),
        ...(options.floorUrl ? [{ url: options.floorUrl, into: floor }] : []),
      ];
      for (let run = 0; run < runs; run++) {
        // The order turns by one each run, so no target is always the one measured first.
        for (let k = 0; k < targets.length; k++) {
          const target = targets[(k + run) % targets.length]!;
          target.into.push(await runCases(target.url, journey));
        }
        console.error(`measured ${journey.map((hop) => hop.from).join(' → ')} → ${journey.at(-1)!.to}, run ${run + 1} of ${runs}`);
      }
      journey.forEach((hop, i) =>
        rows.push({ ...hop, runs, site: medians(site, i), ...(floor.length > 0 ? { floor: medians(floor, i) } : {}), ...(before.length > 0 ? { before: medians(before, i) } : {}) }),
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** A run that failed (a navigation Chromium aborted on this busy machine) is run again, up to twice, and says so. */
async function retried<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`run failed, again: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Preload.enable');
  return { context, page, cdp };
}

/** Loads `url` and waits until its islands have hydrated: the visitor has been reading for a while. */
async function arrive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydratedPage(page);
}

async function hydratedPage(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]:not([data-hydrate])')].every((box) => box.hasAttribute('data-hydrated')), undefined, {
    timeout: 60_000,
  });
}

/** Taps through `journey`, returning for each tap the ms from the tap to the next page's largest paint. */
async function walk(browser: Browser, baseUrl: string, journey: Hop[], mode: 'cold' | 'prefetched'): Promise<number[]> {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    await arrive(page, `${baseUrl}${journey[0]!.from}`);
    const times: number[] = [];
    for (const hop of journey) {
      if (mode === 'cold') await withoutRules(page);
      await recordTap(page);
      const point = await touchPoint(page.locator(`a[href="${hop.to}"]`).filter({ visible: true }).first());
      const ready = mode === 'prefetched' ? prefetchReady(cdp, new URL(hop.to, baseUrl).href) : undefined;
      // Awaited once the touch has started; a failure meanwhile must not go unhandled.
      ready?.catch(() => undefined);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await ready;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForURL(`${baseUrl}${hop.to}`, { waitUntil: 'commit' });
      times.push(await tapToLargestPaint(page));
      // The next hop starts from a page the visitor has been reading.
      await hydratedPage(page);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** Taps through `journey`, then goes back one page per hop: ms from the back action to the restored page's next frame. */
async function walkBack(browser: Browser, baseUrl: string, journey: Hop[]): Promise<number[]> {
  const { context, page } = await throttledPage(browser);
  // Restored from the cache, a page reports no new largest paint: it is on screen at the frame
  // after `pageshow`. The page says when, in a console message: polling from here (waitForFunction)
  // puts Playwright's 330 KB helper script into the restored page, and compiling it landed before
  // that frame, ~30 ms at 4× that no visitor pays.
  await context.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      const backAt = sessionStorage.getItem('bench:back');
      if (backAt === null) return;
      sessionStorage.removeItem('bench:back');
      if (!event.persisted) console.debug('bench:back not restored');
      else requestAnimationFrame(() => setTimeout(() => console.debug(`bench:back ${performance.timeOrigin + performance.now() - Number(backAt)}`)));
    }),
  );
  try {
    await arrive(page, `${baseUrl}${journey[0]!.from}`);
    for (const hop of journey) {
      await page.locator(`a[href="${hop.to}"]`).filter({ visible: true }).first().click();
      await page.waitForURL(`${baseUrl}${hop.to}`);
      await hydratedPage(page);
    }
    const times: number[] = [];
    for (const hop of [...journey].reverse()) {
      const shown = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('bench:back '), timeout: 30_000 });
      await page.evaluate(() => {
        sessionStorage.setItem('bench:back', String(performance.timeOrigin + performance.now()));
        history.back();
      });
      const text = (await shown).text();
      if (text.endsWith('not restored')) throw new Error(`${hop.from} did not come back from the back/forward cache`);
      times.push(Number(text.split(' ')[1]));
    }
    return times.reverse();
  } finally {
    await context.close();
  }
}

/**
 * Where a finger touches `link`: its centre, once the link is what the page has there. A band
 * rendered only as it nears the viewport (content-visibility) takes its real height after the
 * scroll that brought it near, and a box read before that points at what is there now (the
 * footer's links: the touch landed on the footer itself).
 */
async function touchPoint(link: Locator): Promise<{ x: number; y: number }> {
  for (let frame = 0; frame < 30; frame++) {
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (await link.evaluate((a, { x, y }) => a.contains(document.elementFromPoint(x, y)), point)) return point;
    await link.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  throw new Error(`${await link.evaluate((a) => a.outerHTML)} is not under its own centre`);
}

/** A cold tap: the page's speculation rules are taken away first, so nothing is fetched ahead of it. */
async function withoutRules(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('script[type="speculationrules"]').forEach((rules) => rules.remove()));
}

/** The tap is the finger lifting: a click's time stamp is the touch's start, which the prefetched case holds. */
async function recordTap(page: Page): Promise<void> {
  await page.evaluate(() => {
    addEventListener('touchend', (event) => sessionStorage.setItem('bench:tap', String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true });
  });
}

const SPECULATION_TIMEOUT_MS = 20_000;

/** Resolves once Chromium reports the prefetch of `url` ready to use. */
function prefetchReady(cdp: CDPSession, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const event = 'Preload.prefetchStatusUpdated';
    const onStatus = (status: { key: { url: string }; status: string }) => {
      if (status.key.url !== url || (status.status !== 'Ready' && status.status !== 'Failure')) return;
      cdp.off(event, onStatus);
      if (status.status === 'Ready') resolve();
      else reject(new Error(`prefetch of ${url} failed: ${JSON.stringify(status)}`));
    };
    cdp.on(event, onStatus);
    setTimeout(() => reject(new Error(`prefetch of ${url}: not ready after ${SPECULATION_TIMEOUT_MS} ms`)), SPECULATION_TIMEOUT_MS);
  });
}

/** How long after `load` no new largest paint may come before the last one counts. */
const LARGEST_PAINT_QUIET_MS = 500;

/** On the page just navigated to: ms from the tap (recorded on the page before) to its largest paint. */
async function tapToLargestPaint(page: Page): Promise<number> {
  return page.evaluate(
    (quietMs) =>
      new Promise<number>((resolve) => {
        let largest: PerformanceEntry | undefined;
        let quiet: ReturnType<typeof setTimeout> | undefined;
        const read = () => (largest ? resolve(performance.timeOrigin + largest.startTime - Number(sessionStorage.getItem('bench:tap'))) : waitQuiet());
        const waitQuiet = () => {
          clearTimeout(quiet);
          quiet = setTimeout(read, quietMs);
        };
        // The browser reports an image's paint a frame or more after it: the last report counts once
        // this page has loaded and none has come for a while. (Read two frames after Playwright's
        // load, the floors' largest paint was still a link's text, their image not yet reported.)
        new PerformanceObserver((list) => {
          largest = list.getEntries().at(-1) ?? largest;
          if (quiet !== undefined) waitQuiet();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        if (document.readyState === 'complete') waitQuiet();
        else addEventListener('load', waitQuiet, { once: true });
        setTimeout(() => resolve(NaN), 15_000);
      }),
    LARGEST_PAINT_QUIET_MS,
  );
}

/** The rows as a markdown table: each case on the build before a change when measured, then the site, then between the floors when measured. */
export function formatNavigationTable(rows: NavigationRow[]): string {
  const withFloor = rows.some((r) => r.floor !== undefined);
  const withBefore = rows.some((r) => r.before !== undefined);
  const columns = (c: NavigationCase) => [
    ...(withBefore ? [{ name: `${c}, before`, of: (r: NavigationRow) => r.before?.[c] }] : []),
    { name: c, of: (r: NavigationRow) => r.site[c] },
    ...(withFloor ? [{ name: `${c}, floor`, of: (r: NavigationRow) => r.floor?.[c] }] : []),
  ];
  const header = ['tap', ...NAVIGATION_CASES.flatMap((c) => columns(c).map((column) => column.name))];
  const ms = (value: number | undefined) => (value === undefined ? '' : `${Math.round(value)}`);
  const lines = rows.map((r) => [`${r.from} → ${r.to}`, ...NAVIGATION_CASES.flatMap((c) => columns(c).map((column) => ms(column.of(r))))]);
  const runs = rows[0]?.runs ?? 0;
  return [
    `Tap to the next page's largest paint, ms (median of ${runs} runs; slow 4G, 4× CPU; back: to the restored page's next frame${withFloor ? "; floor: the same tap between the pages' floors" : ''})`,
    '',
    `| ${header.join(' | ')} |`,
    `| --- | ${header.slice(1).map(() => '---:').join(' | ')} |`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
