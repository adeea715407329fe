import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import site from '../../content/site.json';
import { unlessSupports } from '../../src/islandBox/unlessSupports';
import { contentPages } from '../unit/support/content';
import { within } from '../support/within';
import { baseUrl, browserForFile, PHONE } from './support/browser';
import { settle } from './support/settle';
import { everyPage } from './support/sitePages';

const browser = browserForFile();

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`));
  });
  return console;
}

/**
 * Uses the page the way a visitor does: reads it to the end, with late elements shown (settle
 * brings the floating chat button's delayed entrance to its end), touches every island that waits
 * for a touch, until every island that this browser needs (not the header here) has hydrated.
 */
async function useFully(page: Page): Promise<void> {
  await settle(page);
  // A box can have no size of its own (the header is fixed): point at the first thing shown in it.
  for (const box of await page.locator('[data-island][data-hydrate="interaction"]').all()) await box.locator(':is(a, button, input):visible').first().hover();
  await page.waitForFunction(
    (conditions: Record<string, string>) =>
      [...document.querySelectorAll('[data-island]')].every((box) => {
        // The runtime's isNeeded, restated: this runs in the page.
        const unless = conditions[box.getAttribute('data-island')!];
        return box.hasAttribute('data-hydrated') || (unless && CSS.supports(unless));
      }),
    unlessSupports,
  );
}

interface Visit {
  route: string;
  cspViolations: string[];
  outsideRequests: string[];
  unsafeNewTabs: string[];
}

/** Visits every page once, as a visitor would use it, recording what the tests below look at. */
async function visitEveryPage(): Promise<Visit[]> {
  const context = await browser.newContext({ viewport: PHONE });
  const local = new URL(baseUrl()).host;
  const visits: Visit[] = [];
  for (const route of everyPage()) {
    const page = await within(30_000, `${route}: opening a tab`, context.newPage());
    const outsideRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.host !== local && !(site.googleTagManagerId && /(^|\.)googletagmanager\.com$/.test(url.host))) outsideRequests.push(request.url());
    });
    const console = await recordCspViolations(page);
    await page.goto(`${baseUrl()}${route}`);
    await useFully(page);
    const unsafeNewTabs = await page.$$eval('[target="_blank"]', (elements) =>
      elements
        .filter((el) => {
          const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
          return !rel.includes('noopener') || !rel.includes('noreferrer');
        })
        .map((el) => el.outerHTML.slice(0, 160)),
    );
    const cspViolations = [...(await page.evaluate(() => window.cspViolations ?? [])), ...console];
    visits.push({ route, cspViolations, outsideRequests, unsafeNewTabs });
    await within(30_000, `${route}: closing the tab`, page.close());
  }
  await context.close();
  return visits;
}

let visits: Visit[];
beforeAll(async () => {
  visits = await visitEveryPage();
}, 300_000);

const report = (pick: (visit: Visit) => string[]) => visits.flatMap((visit) => pick(visit).map((line) => `${visit.route}: ${line}`));

describe('Content-Security-Policy in the browser', () => {
  it('no page reports a violation while it loads, hydrates and is used', async () => {
    // Every page the content defines, and the error page.
    expect(visits.length).toBeGreaterThanOrEqual((await contentPages()).length + 1);
    const problems = report((visit) => visit.cspViolations);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it('is enforced: an inline script the build did not write is refused', async () => {
    const { context, page } = await browser.newPage();
    await recordCspViolations(page);
    await page.goto(`${baseUrl()}/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      return (window as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => page.evaluate(() => window.cspViolations)).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
    await context.close();
  });
});

describe('third parties', () => {
  it(`no page asks another site for anything${site.googleTagManagerId ? ' but Tag Manager' : ''}`, () => {
    expect(report((visit) => visit.outsideRequests)).toEqual([]);
  });

  it('every link or form that opens a new tab, hydrated islands included, has rel="noopener noreferrer"', () => {
    expect(report((visit) => visit.unsafeNewTabs)).toEqual([]);
  });
});
