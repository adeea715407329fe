/**
 * Navigation bench: time from a tap to the next page's largest paint, under Lighthouse's mobile
 * emulation (slow 4G: 150 ms round trip, 1.6 Mbps down; 4× CPU), in three cases: cold (no
 * speculation), prefetched (the finger touched the link first and the prefetch came in) and back
 * (the back/forward cache). Not a test: `npm run bench` prints the table (its `navigation` part).
 * Back is also timed between the pages' floors (floors.ts, `writeLinkedFloors`), in the same run:
 * what a restore costs this machine with nothing of the site's on the page.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import products from '../../content/products.json';
import { CHROME_FLAGS } from '../lighthouse/chromeFlags';
import { median } from './runLighthouse';

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
  /** Where the journeys' pages have floors at their own paths, linked to each other: then back is timed there too. */
  floorUrl?: string;
}

export interface NavigationRow extends Hop {
  runs: number;
  /** Medians, in ms from the tap. */
  cold: number;
  prefetched: number;
  back: number;
  /** Back between the floors, when measured. */
  backFloor?: number;
}

/** Lighthouse's mobile preset (moto g power): screen, slow 4G and CPU slowdown. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
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
  try {
    for (const journey of options.journeys ?? navigationJourneys()) {
      const samples = journey.map(() => ({ cold: [] as number[], prefetched: [] as number[], back: [] as number[], backFloor: [] as number[] }));
      for (let run = 0; run < runs; run++) {
        // Each case in a fresh browser context: an empty cache, as on a first visit.
        for (const [i, ms] of (await retried(() => walk(browser, baseUrl, journey, 'cold'))).entries()) samples[i]!.cold.push(ms);
        for (const [i, ms] of (await retried(() => walk(browser, baseUrl, journey, 'prefetched'))).entries()) samples[i]!.prefetched.push(ms);
        for (const [i, ms] of (await retried(() => walkBack(browser, baseUrl, journey))).entries()) samples[i]!.back.push(ms);
        const floorUrl = options.floorUrl;
        if (floorUrl) for (const [i, ms] of (await retried(() => walkBack(browser, floorUrl, journey))).entries()) samples[i]!.backFloor.push(ms);
        console.error(`measured ${journey.map((hop) => hop.from).join(' → ')} → ${journey.at(-1)!.to}, run ${run + 1} of ${runs}`);
      }
      journey.forEach((hop, i) => {
        const s = samples[i]!;
        const backFloor = s.backFloor.length > 0 ? { backFloor: median(s.backFloor) } : {};
        rows.push({ ...hop, runs, cold: median(s.cold), prefetched: median(s.prefetched), back: median(s.back), ...backFloor });
      });
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
      const link = page.locator(`a[href="${hop.to}"]`).filter({ visible: true }).first();
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
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
  // Restored from the cache, a page reports no new largest paint: it is on screen at the frame after `pageshow`.
  await context.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      if (event.persisted) requestAnimationFrame(() => setTimeout(() => sessionStorage.setItem('bench:shown', String(performance.timeOrigin + performance.now()))));
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
      await page.evaluate(() => {
        sessionStorage.removeItem('bench:shown');
        sessionStorage.setItem('bench:tap', String(performance.timeOrigin + performance.now()));
        history.back();
      });
      await page.waitForURL(`${baseUrl}${hop.from}`, { waitUntil: 'commit' });
      const shown = await page.waitForFunction(() => sessionStorage.getItem('bench:shown') ?? (document.readyState === 'complete' && 'not restored'));
      const value = await shown.jsonValue();
      if (value === 'not restored') throw new Error(`${hop.from} did not come back from the back/forward cache`);
      times.push(Number(value) - Number(await page.evaluate(() => sessionStorage.getItem('bench:tap'))));
    }
    return times.reverse();
  } finally {
    await context.close();
  }
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

/** On the page just navigated to: ms from the tap (recorded on the page before) to its largest paint. */
async function tapToLargestPaint(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let largest: PerformanceEntry | undefined;
        new PerformanceObserver((list) => (largest = list.getEntries().at(-1) ?? largest)).observe({ type: 'largest-contentful-paint', buffered: true });
        // Two frames after `load`, so a later, larger paint is not missed.
        const read = () => (largest ? resolve(performance.timeOrigin + largest.startTime - Number(sessionStorage.getItem('bench:tap'))) : requestAnimationFrame(read));
        requestAnimationFrame(() => requestAnimationFrame(read));
        setTimeout(() => resolve(NaN), 15_000);
      }),
  );
}

/** The rows as a markdown table. */
export function formatNavigationTable(rows: NavigationRow[]): string {
  const withFloor = rows.some((r) => r.backFloor !== undefined);
  const header = ['tap', 'cold', 'prefetched', 'back', ...(withFloor ? ['back, floor'] : [])];
  const lines = rows.map((r) => [
    `${r.from} → ${r.to}`,
    `${Math.round(r.cold)}`,
    `${Math.round(r.prefetched)}`,
    `${Math.round(r.back)}`,
    ...(withFloor ? [r.backFloor === undefined ? '' : `${Math.round(r.backFloor)}`] : []),
  ]);
  const runs = rows[0]?.runs ?? 0;
  return [
    `Tap to the next page's largest paint, ms (median of ${runs} runs; slow 4G, 4× CPU; back: to the restored page's next frame${withFloor ? "; back, floor: the same between the pages' floors" : ''})`,
    '',
    `| ${header.join(' | ')} |`,
    `| --- | ${header.slice(1).map(() => '---:').join(' | ')} |`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
