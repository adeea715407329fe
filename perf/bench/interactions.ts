import type { Browser, Page } from 'playwright-core';
import type { SiteContent } from '../../src/content/types';
import { openPhone, touch, type Phone } from '../lab/phone';
import { handOn, labelled, twoFramesOn, type Hand } from './hand';

/**
 * The longest event of each interaction, as `web-vitals` reads interaction to next paint: the
 * Event Timing API's entries grouped by interactionId. Entries under 16 ms are not reported.
 */
const EVENT_TIMING = `(() => {
  const events = (window.__events = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

interface EventEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
}

/**
 * A tap a visitor makes once the page has settled: where, what to do first, and what to touch.
 * Places are CSS selectors, found and touched by a `Hand` (./hand.ts), so no Playwright script
 * sits in the page measured.
 */
export interface TapCase {
  name: string;
  path: string;
  /** The part of the page brought into view first, so an island that waits to be seen runs. */
  near?: string;
  prepare?: (hand: Hand, page: Page) => Promise<void>;
  target: string;
}

/** The ten taps of the main-thread issue, found by the labels in content/. */
export function tapCases(content: SiteContent, productPath: string, contactPath: string): TapCase[] {
  const { ui } = content;
  const slide = (n: number) => labelled(ui.carousel.goToSlide.replace('{n}', String(n)));
  const viewProjects = 'a[data-intent]';
  const openGallery = async (hand: Hand) => {
    await hand.tap(viewProjects);
    await hand.waitFor('dialog[open] [role="tab"]');
  };
  const projects = '#projetos';
  const testimonials = labelled(ui.testimonials.label);
  const play = labelled(ui.carousel.play);
  const form = 'form[data-quote]';
  const submit = `${form} button[type="submit"]`;
  const fillForm = async (hand: Hand) => {
    await hand.type(`${form} [name="nome"]`, 'Ana Souza');
    await hand.type(`${form} [name="email"]`, 'ana@example.com');
    await hand.type(`${form} [name="telefone"]`, '62 99999-0000');
    // Its island hydrates on the first focus; the submit must reach it, not the plain form.
    await hand.waitFor('[data-island="QuoteForm"][data-hydrated]');
  };
  return [
    { name: 'open the menu', path: '/', target: 'button[popovertarget]' },
    { name: '"Ver Projetos" (the gallery opens)', path: '/', target: viewProjects },
    { name: 'a gallery tab', path: '/', prepare: openGallery, target: 'dialog[open] [role="tab"]:nth-child(2)' },
    { name: 'a thumbnail (the lightbox opens)', path: '/', prepare: openGallery, target: 'dialog[open] li button' },
    { name: 'a testimonial dot', path: '/', near: testimonials, target: `${testimonials} ${slide(2)}` },
    { name: "the carousel's next arrow", path: productPath, near: projects, target: `${projects} ${labelled(ui.carousel.next)}` },
    { name: 'a carousel dot', path: productPath, near: projects, target: `${projects} ${slide(2)}` },
    {
      name: "a video slide's play",
      path: productPath,
      near: projects,
      prepare: async (hand, page) => {
        // The first slide with a play control: a video's <video> comes only once it is played.
        const n = (await page.evaluate(
          `[...document.querySelector(${JSON.stringify(`${projects} [id] > [aria-roledescription]`)}).parentElement.children].findIndex((s) => s.querySelector(${JSON.stringify(play)})) + 1`,
        )) as number;
        await hand.tap(`${projects} ${slide(n)}`);
        await page.waitForTimeout(1000);
      },
      // The current slide's: the others are inert.
      target: `${projects} ${play}`,
    },
    { name: "the contact form's submit", path: contactPath, near: submit, prepare: fillForm, target: submit },
    {
      name: "a toast's close",
      path: contactPath,
      near: submit,
      prepare: async (hand, page) => {
        await fillForm(hand);
        // The submit opens the chat in a tab in front. The visitor comes back to this one to close
        // the toast; tapped while it is in the background, a hidden page paints nothing, and the
        // tap measured 960 ms waiting for a frame.
        const [chat] = await Promise.all([page.context().waitForEvent('page'), hand.tap(submit)]);
        await chat.close();
        await page.bringToFront();
        // Focus holds the toast's 5 s timer (as a finger on its way would need): on the slow phone
        // the settling below could otherwise outlast it.
        await hand.focus(labelled(ui.toast.close));
      },
      target: labelled(ui.toast.close),
    },
  ];
}

/** How long a page is given to load its late code and hydrate before a settled tap. */
const SETTLE_MS = 3000;

/** One settled tap on a cold page: the interaction's longest event in ms, 0 when under 16 ms (not reported). */
export async function measureTap(browser: Browser, origin: string, tap: TapCase, cpuRate: number): Promise<number> {
  const phone = await openPhone(browser, cpuRate);
  try {
    await phone.page.addInitScript(EVENT_TIMING);
    const network = trackRequests(phone.page);
    await phone.page.goto(`${origin}${tap.path}`, { waitUntil: 'load', timeout: 120_000 });
    await phone.page.waitForTimeout(SETTLE_MS);
    const hand = handOn(phone);
    if (tap.near) {
      await hand.bringIntoView(tap.near);
      // An island near the viewport fetches its code now (slow 4G: seconds); settled means it has come.
      await network.quiet();
      await phone.page.waitForTimeout(1000);
    }
    await tap.prepare?.(hand, phone.page);
    // What the preparation opened (the gallery's thumbnails) has arrived too: on slow 4G they were
    // still coming when the tap landed, and their decoding shared the machine's two cores with it.
    await network.quiet();
    await hand.bringIntoView(tap.target);
    await phone.page.waitForTimeout(1000);
    const { x, y } = await hand.centre(tap.target);
    // Only what this touch starts: an interaction of the preparation may still be reported late.
    const since = (await phone.page.evaluate('performance.now()')) as number;
    await touch(phone.cdp, x, y);
    return await longestInteractionSince(phone, since);
  } finally {
    await phone.close();
  }
}

export interface SweepPoint {
  atMs: number;
  inpMs: number;
}

/**
 * A finger that does not wait for the page: a cold load of `path`, and the same control touched
 * `atMs` after navigation starts, for every point from 0.3 s to 6 s in 0.3 s steps, on each site
 * in `origins` (the same page before and after a change), the sites in an order that turns by one
 * each point. The control's place comes from a settled load first (nothing on the page shifts).
 */
export async function sweepTouches(browser: Browser, origins: string[], path: string, target: string, cpuRate: number): Promise<SweepPoint[][]> {
  const where = await (async () => {
    const phone = await openPhone(browser, 1, { network: false });
    try {
      await phone.page.goto(`${origins[0]}${path}`, { waitUntil: 'load' });
      return await handOn(phone).centre(target);
    } finally {
      await phone.close();
    }
  })();
  const points: SweepPoint[][] = origins.map(() => []);
  for (let atMs = 300, turn = 0; atMs <= 6000; atMs += 300, turn++) {
    for (let k = 0; k < origins.length; k++) {
      const site = (k + turn) % origins.length;
      points[site]!.push({ atMs, inpMs: await touchAt(browser, `${origins[site]}${path}`, where, atMs, cpuRate) });
    }
  }
  return points;
}

/** A cold load of `url`, touched at `where` `atMs` after navigation starts: the longest event of what followed. */
async function touchAt(browser: Browser, url: string, where: { x: number; y: number }, atMs: number, cpuRate: number): Promise<number> {
  const phone = await openPhone(browser, cpuRate);
  try {
    await phone.page.addInitScript(EVENT_TIMING);
    const started = Date.now();
    const loaded = phone.page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, atMs - (Date.now() - started)));
    await touch(phone.cdp, where.x, where.y);
    await loaded;
    await phone.page.waitForTimeout(1000);
    return await longestInteractionSince(phone, 0);
  } finally {
    await phone.close();
  }
}

/** How long no request may be in flight before the network counts as quiet. */
const QUIET_MS = 500;

/**
 * The page's requests in flight, counted from now. Playwright's `networkidle` cannot stand in: it
 * is an event of the load, so once the load has reached it, waiting for it returns at once.
 */
function trackRequests(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  page.on('request', () => {
    inFlight++;
    changed = Date.now();
  });
  const ended = () => {
    inFlight--;
    changed = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Resolves once no request has been in flight for QUIET_MS. */
    quiet: async (timeoutMs = 60_000) => {
      const started = Date.now();
      while (inFlight > 0 || Date.now() - changed < QUIET_MS) {
        if (Date.now() - started > timeoutMs) throw new Error(`the network did not go quiet within ${timeoutMs} ms (${inFlight} requests in flight)`);
        await page.waitForTimeout(100);
      }
    },
  };
}

/** The longest event of the interactions that started at `since` (page time) or later; 0 when none reached 16 ms. */
async function longestInteractionSince(phone: Phone, since: number): Promise<number> {
  // Event Timing reports an interaction after its next paint: give it frames to arrive.
  await phone.page.waitForTimeout(500);
  await twoFramesOn(phone.page);
  const entries = ((await phone.page.evaluate('window.__events')) as EventEntry[]).filter((e) => e.start >= since);
  return Math.max(0, ...entries.map((e) => e.duration));
}
