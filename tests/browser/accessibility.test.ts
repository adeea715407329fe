import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import ui from '../../content/ui.json';
import { axeViolations } from './support/axe';
import { baseUrl, launch, newContext, PHONE } from './support/browser';
import { settle } from './support/settle';
import { everyPage } from './support/sitePages';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const VIEWPORTS = [
  { name: 'phone 360×740', size: PHONE },
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
];

// Pages are independent, so a few run at once: each waits for its late elements on its own clock.
describe.each(VIEWPORTS)('axe (WCAG 2.x A and AA) at $name', ({ size }) => {
  it.concurrent.for(everyPage())('%s has no violations', async (route, { expect }) => {
    const context = await newContext(browser, { viewport: size });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${route}`);
    // Elements that appear after a delay (the floating chat button) are part of the page too:
    // settle brings their entrance to its end.
    await settle(page);
    await page.locator(`a[data-quote][aria-label^="${ui.floatingChat}"]`).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
