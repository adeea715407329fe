import type { Browser } from 'playwright-core';
import { openPhone } from './phone';

/**
 * The page's largest element as the browser reports it (the last largest-contentful-paint entry)
 * on the phone's screen, as bare HTML: an image with its whole <picture>, so the floor's browser
 * picks the same file, shown at the screen's width instead of its 1,600 px attribute width (a
 * picture as large as the screen is not a candidate: the browser takes it for a background).
 */
const LARGEST_ELEMENT = `new Promise((resolve, reject) => {
  let element = null;
  new PerformanceObserver((list) => { element = list.getEntries().at(-1).element; }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Looked at two frames on, then every two frames until the browser has reported one: by then an
  // image decoded at load has painted and been reported.
  const settled = (framesLeft) => requestAnimationFrame(() => requestAnimationFrame(() => {
    if (element) resolve(bare(element));
    else if (framesLeft > 0) settled(framesLeft - 2);
    else reject(new Error('the browser reported no largest element for ' + location.pathname));
  }));
  settled(120);
  function bare(element) {
    const copy = (element.closest('picture') ?? element).cloneNode(true);
    for (const node of [copy, ...copy.querySelectorAll('*')]) {
      for (const name of node.getAttributeNames()) if (name === 'class' || name === 'style' || name.startsWith('data-')) node.removeAttribute(name);
    }
    const image = copy.tagName === 'IMG' ? copy : copy.querySelector('img');
    image?.setAttribute('style', 'display:block;width:100%;height:auto');
    return copy.outerHTML;
  }
})`;

/** Each page's largest element, by loading it once on the phone's screen, unthrottled. */
export async function largestElements(browser: Browser, site: string, pages: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const page of pages) {
    const phone = await openPhone(browser, 1, { network: false });
    try {
      await phone.page.goto(`${site}${page}`, { waitUntil: 'load' });
      await phone.page.waitForFunction(() => [...document.images].every((image) => image.loading === 'lazy' || image.complete));
      found.set(page, (await phone.page.evaluate(LARGEST_ELEMENT)) as string);
    } finally {
      await phone.close();
    }
  }
  return found;
}
