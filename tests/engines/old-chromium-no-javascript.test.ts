import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { chatLink } from '../../src/shared/chatLink';
import { everyPage } from '../browser/support/sitePages';
import { realContent } from '../unit/support/content';
import { DESKTOP, PHONE, type EngineDriver } from './support/driver';
import { OLD_CHROMIUM_VERSION, openOldChromium } from './support/oldChromium';

/*
 * The core, in the support floor's Chromium with JavaScript off: what a browser older than the
 * whole site's support gets (see the README's "Browsers"). Every page readable, the layout whole,
 * every link and quote link working, nothing open that cannot be closed, nothing covering the content.
 */
let driver: EngineDriver;
let content: SiteContent;
beforeAll(async () => {
  [driver, content] = await Promise.all([openOldChromium({ javaScript: false }), realContent()]);
});
afterAll(() => driver?.close());

/** What a visitor meets on the page as it loaded, measured in the page. */
const layout = () => {
  const isShown = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
  };
  const main = document.querySelector('main');
  const headings = [...(main?.querySelectorAll('h1, h2') ?? [])];
  // Fixed or sticky boxes shown over more than a quarter of the view: a panel left open, an overlay.
  const view = innerWidth * innerHeight;
  const covering = [...document.querySelectorAll('body *')]
    .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) && isShown(el))
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
      const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      return width * height > view / 4;
    })
    .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`);
  const menu = document.getElementById('site-menu');
  return {
    mainText: (main?.textContent ?? '').trim().length,
    hiddenHeadings: headings.filter((h) => !isShown(h)).map((h) => h.textContent),
    sideways: document.documentElement.scrollWidth - innerWidth,
    menuShown: !!menu && isShown(menu),
    covering,
  };
};

/** Each heading of the page's main content, scrolled into view: is it what a visitor sees at its middle, or is something over it? */
const coveredHeadings = () =>
  [...document.querySelectorAll('main h1, main h2')].flatMap((heading) => {
    heading.scrollIntoView({ block: 'center' });
    const box = heading.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + Math.min(box.width, 40) / 2, box.top + box.height / 2);
    if (!top || heading.contains(top) || top.contains(heading)) return [];
    const named = top.closest('[id]');
    return [`${heading.textContent} under ${top.tagName.toLowerCase()}${named ? ` in #${named.id}` : ''}`];
  });

const links = () => ({
  quoteHrefs: [...document.querySelectorAll('[data-quote]')].filter((el) => el.tagName !== 'FORM').map((el) => (el.tagName === 'A' ? el.getAttribute('href') : `<${el.tagName.toLowerCase()}>`)),
  formActions: [...document.querySelectorAll('form[data-quote]')].map((form) => form.getAttribute('action')),
  // Other pages of the site (a link within this page, such as the skip link, is no address to resolve).
  internal: [...document.querySelectorAll('a[href]')]
    .map((a) => (a as HTMLAnchorElement).href)
    .filter((href) => href.startsWith(location.origin) && href.split('#')[0] !== location.href.split('#')[0]),
});

const statuses = new Map<string, Promise<number>>();
/** The status the server answers an internal address with (after redirects), asked once per address. */
const statusOf = (href: string) => {
  const url = href.split('#')[0]!;
  if (!statuses.has(url)) statuses.set(url, fetch(url).then((response) => response.status));
  return statuses.get(url)!;
};

describe(`Chromium ${OLD_CHROMIUM_VERSION.split('.')[0]} with JavaScript off: the core`, () => {
  for (const path of everyPage()) {
    it(`${path}: readable and whole at 1280 and 360 px, nothing open or over the content, its links working`, async () => {
      const chatHref = chatLink(content.site.chat.number, content.site.chat.message);
      for (const size of [DESKTOP, PHONE]) {
        const at = `${path} at ${size.width} px`;
        await driver.setViewport(size);
        await driver.goto(path);
        const found = await driver.evaluate(layout, null);
        // Soft: each page's report says all that is wrong with it at both widths.
        expect.soft(found.mainText, `${at}: the main content has text`).toBeGreaterThan(0);
        expect.soft({ hiddenHeadings: found.hiddenHeadings, sideways: found.sideways, menuShown: found.menuShown, covering: found.covering }, at).toEqual({
          hiddenHeadings: [],
          sideways: 0,
          menuShown: false,
          covering: [],
        });
        expect.soft(await driver.evaluate(coveredHeadings, null), `${at}: headings under something else`).toEqual([]);
        expect.soft(await driver.errors(), `${at}: console errors`).toEqual([]);
      }

      const { quoteHrefs, formActions, internal } = await driver.evaluate(links, null);
      expect(new Set(quoteHrefs), `${path}: every quote control is a link to the chat`).toEqual(new Set(quoteHrefs.length ? [chatHref] : []));
      for (const action of formActions) expect(action, `${path}: the contact form goes to the chat`).toMatch(new RegExp(`^https://wa\\.me/${content.site.chat.number}(\\?|$)`));
      const broken = (await Promise.all([...new Set(internal)].map(async (href) => [href, await statusOf(href)] as const))).filter(([, status]) => status !== 200);
      expect(broken, `${path}: internal links that do not answer 200`).toEqual([]);

      // The first quote link shown, clicked as a visitor on a phone would, opens the chat.
      const firstQuote = await driver.evaluate(() => {
        const link = [...document.querySelectorAll('a[data-quote]')].find((a) => a.getBoundingClientRect().width > 0);
        const steps: string[] = [];
        for (let el: Element | null | undefined = link; el?.parentElement; el = el.parentElement) {
          steps.unshift(`${el.tagName.toLowerCase()}:nth-child(${[...el.parentElement.children].indexOf(el) + 1})`);
        }
        return link ? `html > ${steps.join(' > ')}` : null;
      }, null);
      if (quoteHrefs.length) {
        expect(firstQuote, `${path}: a quote link is shown`).not.toBeNull();
        expect(await driver.newTabUrl(() => driver.click(firstQuote!)), `${path}: the tab a quote link opens`).toBe(chatHref);
      }
    });
  }
});
