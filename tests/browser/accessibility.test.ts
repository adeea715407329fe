import { describe, it } from 'vitest';
import ui from '../../content/ui.json';
import { axeViolations } from './support/axe';
import { browserForFile, PHONE } from './support/browser';
import { settle } from './support/settle';
import { everyPage } from './support/sitePages';

const browser = browserForFile();

const VIEWPORTS = [
  { name: 'phone 360×740', size: PHONE },
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
];

// Pages are independent, so a few run at once: each waits for its late elements on its own clock.
describe.each(VIEWPORTS)('axe (WCAG 2.x A and AA) at $name', ({ size }) => {
  it.concurrent.for(everyPage())('%s has no violations', async (route, { expect }) => {
    const { context, page } = await browser.openPage(route, { viewport: size });
    // Elements that appear after a delay (the floating chat button) are part of the page too:
    // settle brings their entrance to its end.
    await settle(page);
    await page.locator(`a[data-quote][aria-label^="${ui.floatingChat}"]`).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
