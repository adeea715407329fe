import type { Page } from 'playwright-core';

/**
 * What Chromium's accessibility tree says of the element at `selector`: the name a screen reader
 * reads, and whether it is expanded (`undefined` when it says nothing). Read from the browser
 * itself, not from attributes: a popover's button is expanded without an `aria-expanded`.
 * Chromium brings its tree up to date after the page has rendered a change, so a test reads it
 * with `expect.poll`.
 */
export async function accessibleState(page: Page, selector: string): Promise<{ name: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` });
    if (!result.objectId) throw new Error(`${page.url()}: no element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0]!;
    const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
    return { name: String(node.name?.value ?? ''), expanded };
  } finally {
    await cdp.detach();
  }
}

/**
 * Makes the page's code see a browser without scroll timelines (Firefox), where the header needs
 * its island: the island runtime asks `CSS.supports`, which this answers as such a browser would.
 * The styles are the browser's own; a test that needs them changed too serves them changed.
 */
export async function withoutScrollTimelines(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
    CSS.supports = ((...args: string[]) => (args.length === 1 && args[0]!.includes('animation-timeline') ? false : supports(...args))) as typeof CSS.supports;
  });
}
