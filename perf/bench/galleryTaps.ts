import type { Browser } from 'playwright-core';
import { openPhone } from '../lab/phone';
import { handOn, twoFramesOn } from './hand';

/** What one tap in the gallery cost, in ms from the touch (page time). */
export interface GalleryTapFigures {
  /** Until the frame in which every thumbnail in sight (or the lightbox's photo) had its image. */
  shownMs: number;
  /** The longest task from the touch until the gallery was complete and still. */
  longestTaskMs: number;
  /** How many tasks over 50 ms ran in that time. */
  longTasks: number;
  /** The interaction's longest event (Event Timing), 0 under 16 ms. */
  inpMs: number;
}

export const GALLERY_TAPS = ['"Ver Projetos"', 'a tab', 'a thumbnail'] as const;
export type GalleryTap = (typeof GALLERY_TAPS)[number];

/** Installed before the page's own scripts: long tasks and interactions, kept from the start. */
const OBSERVERS = `(() => {
  const tasks = (window.__tasks = []);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  const events = (window.__events = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) events.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/**
 * Runs in the page: resolves with the time (performance.now(), at a frame) when `what` is shown:
 * the open gallery's tab `tab` (its label) with every thumbnail in sight holding its decoded image,
 * or the lightbox's photo.
 */
const WHEN_SHOWN = `(what, tab) => new Promise((resolve) => {
  const loaded = (img) => !!img && img.complete && img.naturalWidth > 0;
  const check = (now) => {
    const dialog = document.querySelector('dialog[open]');
    let done = false;
    if (what === 'lightbox') {
      done = loaded(document.querySelector('dialog[open] dialog[open] img'));
    } else if (dialog) {
      const panel = dialog.querySelector('[role="tabpanel"]');
      const selected = dialog.querySelector('[role="tab"][aria-selected="true"]');
      const view = dialog.getBoundingClientRect();
      const inSight = [...dialog.querySelectorAll('[role="tabpanel"] li')].filter((li) => { const r = li.getBoundingClientRect(); return r.bottom > view.top && r.top < view.bottom; });
      done = selected?.textContent === tab && panel?.getAttribute('aria-busy') !== 'true' && inSight.length > 0 && inSight.every((li) => loaded(li.querySelector('img')));
    }
    if (done) resolve(now); else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** How long the gallery is given to be still after it is shown: no more work from the tap comes later than this. */
const STILL_MS = 1500;

/**
 * One visit at the low tier, the site's files served as they are (no network throttling: the
 * data's size is reported apart): the home page settled, then "Ver Projetos" touched, then the
 * first product's tab, then that tab's first thumbnail, each measured from its touch.
 */
export async function measureGalleryTaps(browser: Browser, origin: string, cpuRate: number): Promise<Record<GalleryTap, GalleryTapFigures>> {
  const phone = await openPhone(browser, cpuRate, { network: false });
  const { page } = phone;
  try {
    await page.addInitScript(OBSERVERS);
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(6000);
    const hand = handOn(phone);
    const figures = {} as Record<GalleryTap, GalleryTapFigures>;
    const measure = async (tap: GalleryTap, target: string, what: 'grid' | 'lightbox', tab: string) => {
      const { x, y } = await hand.centre(target);
      const since = (await page.evaluate('performance.now()')) as number;
      await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      const shownAt = (await page.evaluate(`(${WHEN_SHOWN})(${JSON.stringify(what)}, ${JSON.stringify(tab)})`)) as number;
      await page.waitForTimeout(STILL_MS);
      await twoFramesOn(page);
      const tasks = ((await page.evaluate('window.__tasks')) as Array<{ start: number; duration: number }>).filter((t) => t.start >= since);
      const events = ((await page.evaluate('window.__events')) as Array<{ start: number; duration: number }>).filter((e) => e.start >= since);
      figures[tap] = {
        shownMs: Math.round(shownAt - since),
        longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
        longTasks: tasks.length,
        inpMs: Math.round(Math.max(0, ...events.map((e) => e.duration))),
      };
    };
    await measure('"Ver Projetos"', 'a[data-intent]', 'grid', await firstTabLabel(origin));
    const product = (await page.evaluate(`document.querySelector('dialog[open] [role="tab"]:nth-child(2)').textContent`)) as string;
    await measure('a tab', 'dialog[open] [role="tab"]:nth-child(2)', 'grid', product);
    await measure('a thumbnail', 'dialog[open] [role="tabpanel"] li button', 'lightbox', product);
    return figures;
  } finally {
    await phone.close();
  }
}

/** The label of the tab the gallery opens on ("Todos"), from its index. */
async function firstTabLabel(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const url = html.match(/\/assets\/galeria-[0-9a-f]+\.json/)?.[0];
  if (!url) throw new Error(`${origin}/ names no gallery index`);
  return ((await (await fetch(`${origin}${url}`)).json()) as { labels: { allTab: string } }).labels.allTab;
}
