import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, Product, SiteContent } from '../../src/content/types';
import { fill } from '../../src/shared/format';
import { productWith, realContent } from '../unit/support/content';
import { axeViolations } from './support/axe';
import { baseUrl, browserForFile, DESKTOP, holdScripts, hydrated, PHONE } from './support/browser';
import { settle } from './support/settle';

const browser = browserForFile();
let content: SiteContent;
/** The product with the most media (its page's carousel links to its tab), and another product with a video. */
let most: Product;
let other: Product;
beforeAll(async () => {
  content = await realContent();
  most = content.products.reduce((a, b) => (b.media.length > a.media.length ? b : a));
  other = productWith(content, 'other than the one with the most media, with a video in its gallery', (product) => product !== most && product.media.some((item) => item.tipo === 'video'));
});

/** A string only the gallery's code contains (its history entries' key). */
const GALLERY_CODE_MARK = 'orlaLayer';

const gallery = (page: Page) => page.getByRole('dialog', { name: content.ui.gallery.title });
const activeLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

/** The names of the controls of `role` that the browser's accessibility tree gives a screen reader, in page order. */
async function screenReaderFinds(page: Page, role: 'link' | 'button'): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { backendNodeId: root.backendNodeId, role });
  await cdp.detach();
  return nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? ''));
}
const screenReaderLinks = (page: Page) => screenReaderFinds(page, 'link');

async function openGallery(page: Page, route = '/'): Promise<Locator> {
  await page.goto(`${baseUrl()}${route}`);
  await hydrated(page);
  await page.getByRole('link', { name: content.hero.galleryLabel }).click();
  const dialog = gallery(page);
  await dialog.waitFor();
  return dialog;
}

/** What a tab must show, from content/: its images and videos, null for a section it has none of. */
function expectedCounts(media: MediaItem[]) {
  const count = (tipo: MediaItem['tipo']) => media.filter((item) => item.tipo === tipo).length || null;
  return { images: count('image'), videos: count('video') };
}
const allMedia = () => content.products.flatMap((product) => product.media);

/**
 * How many thumbnails the open tab holds under "Imagens" and under "Vídeos" (null: no such
 * section), as each thumbnail announces it ("3 de 37"): the grid draws only those near the screen.
 */
async function counts(dialog: Locator) {
  const panel = dialog.getByRole('tabpanel');
  const section = async (name: string) => {
    const region = panel.getByRole('region', { name });
    if (!(await region.count())) return null;
    const sizes = await region.getByRole('listitem').evaluateAll((items) => [...new Set(items.map((item) => item.getAttribute('aria-setsize')))]);
    return sizes.length === 1 ? Number(sizes[0]) : sizes.length;
  };
  return { images: await section(content.ui.gallery.imagesHeading), videos: await section(content.ui.gallery.videosHeading) };
}

describe('"Galeria de Projetos"', () => {
  it('its code and data are fetched only when a visitor reaches for "Ver Projetos", then it opens at "Todos"', async () => {
    const { context, page } = await browser.newPage();
    const scripts: Array<{ url: string; body: Promise<string> }> = [];
    const data: string[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js')) scripts.push({ url, body: response.text() });
      if (/\/assets\/galeria-[0-9a-f]+\.json$/.test(url)) data.push(url);
    });
    await page.goto(`${baseUrl()}/`);
    // Scrolled all the way down and back, every island that hydrates on its own or on sight hydrated.
    await settle(page);
    const before = await Promise.all(scripts.map((s) => s.body));
    expect(before.some((body) => body.includes(GALLERY_CODE_MARK))).toBe(false);
    expect(data).toEqual([]);

    await page.getByRole('link', { name: content.hero.galleryLabel }).click();
    const dialog = gallery(page);
    await dialog.waitFor();
    const after = await Promise.all(scripts.map((s) => s.body));
    expect(after.some((body) => body.includes(GALLERY_CODE_MARK))).toBe(true);
    expect(data).toHaveLength(1);
    expect(await dialog.getByRole('tab').allTextContents()).toEqual([content.ui.gallery.allTab, ...content.products.map((product) => product.galleryLabel)]);
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe(content.ui.gallery.allTab);
    await context.close();
  });

  // The empty message for a tab without media is also tested in GalleryDialog.test.tsx, whatever content/ holds.
  it('each tab shows that product\'s media, "Todos" all of it, a product without any the empty message', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    await expect.poll(() => counts(dialog)).toEqual(expectedCounts(allMedia()));
    for (const product of content.products) {
      const tab = product.galleryLabel;
      await dialog.getByRole('tab', { name: tab, exact: true }).click();
      // The tab answers first; its panel follows in the next frames.
      await expect.poll(() => counts(dialog), { message: tab }).toEqual(expectedCounts(product.media));
      expect(await dialog.getByText(content.ui.gallery.empty).count(), tab).toBe(product.media.length === 0 ? 1 : 0);
    }
    await context.close();
  });

  it('arrow keys, Home and End move between tabs, each selected at once and its media shown', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    await dialog.getByRole('tab', { name: content.ui.gallery.allTab }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await activeLabel(page)).toBe(content.products[0]!.galleryLabel);
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe(content.products[0]!.galleryLabel);
    await expect.poll(() => counts(dialog)).toEqual(expectedCounts(content.products[0]!.media));
    await page.keyboard.press('End');
    expect(await activeLabel(page)).toBe(content.products.at(-1)!.galleryLabel);
    await page.keyboard.press('ArrowRight');
    expect(await activeLabel(page)).toBe(content.ui.gallery.allTab);
    await page.keyboard.press('ArrowLeft');
    expect(await activeLabel(page)).toBe(content.products.at(-1)!.galleryLabel);
    await page.keyboard.press('Home');
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe(content.ui.gallery.allTab);
    // One Tab stop for the whole tab list: Tab leaves it for the first thumbnail.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBeNull();
    await context.close();
  });

  it('thumbnails are the small variants, loaded lazily, in 1 column on a phone and 4 on a desktop', async () => {
    for (const [viewport, columns] of [[PHONE, 1], [undefined, 4]] as const) {
      const { context, page } = await browser.newPage({ viewport });
      const dialog = await openGallery(page);
      const images = dialog.getByRole('tabpanel').locator('img');
      await expect.poll(() => images.count()).toBeGreaterThan(0);
      expect(new Set(await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading'))))).toEqual(new Set(['lazy']));
      await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-400-[0-9a-f]+\.(avif|webp)$/);
      const grid = dialog.getByRole('tabpanel').locator('ul').first();
      expect(await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)).toBe(columns);
      await context.close();
    }
  });

  it('opens from a product page too, and closing it returns focus to "Ver Projetos"', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const dialog = await openGallery(page, other.url);
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe(content.ui.gallery.allTab);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await dialog.getByRole('button', { name: content.ui.gallery.close }).click();
    await expect.poll(() => gallery(page).count()).toBe(0);
    await expect.poll(() => activeLabel(page)).toBe(content.hero.galleryLabel);
    expect(page.url()).toBe(`${baseUrl()}${other.url}`);
    await context.close();
  });

  it('keeps Tab inside while open', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    await dialog.getByRole('tab', { name: other.galleryLabel, exact: true }).click();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await context.close();
  });

  it('is modal without showModal(): it covers the page, which is hidden from screen readers and out of the focus\'s reach until it closes', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl()}/`);
    const before = await screenReaderLinks(page);
    expect(before).toContain(content.hero.galleryLabel);
    const dialog = await openGallery(page);
    // Over everything, the header and the chat button included: what a finger finds at any corner is the gallery.
    const { width, height } = PHONE;
    for (const [x, y] of [[2, 2], [width - 2, 2], [2, height - 2], [width - 2, height - 2]])
      expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('dialog'), [x, y]), `${x},${y}`).toBe(true);
    // What a screen reader finds (the browser's own accessibility tree): the gallery, none of the page's links.
    expect(await screenReaderLinks(page)).toEqual([]);
    // Focus sent onto the page (back from the browser's own controls, say) comes back into the gallery.
    await page.evaluate(() => document.querySelector<HTMLElement>('header a')!.focus());
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => gallery(page).count()).toBe(0);
    expect(await screenReaderLinks(page)).toEqual(before);
    await context.close();
  });

  it('on a wide screen, a click on the dimmed page beside it closes it, and follows nothing on the page', async () => {
    const { context, page } = await browser.newPage({ viewport: DESKTOP });
    await openGallery(page);
    // The top left corner: the header's home link, behind the backdrop.
    expect(await page.evaluate(() => document.elementFromPoint(4, 4)?.closest('dialog'))).toBeNull();
    await page.mouse.click(4, 4);
    await expect.poll(() => gallery(page).count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl()}/`);
    await expect.poll(() => activeLabel(page)).toBe(content.hero.galleryLabel);
    await context.close();
  });

  it('keeps the focus in the dialog when a Tab, pressed before the chosen tab’s thumbnails come, landed on one that goes', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    const chosen = dialog.getByRole('tab', { name: other.galleryLabel, exact: true });
    // The chosen tab's thumbnails follow its selection in a later render, which a key press may come
    // before on a slow phone. In the tap's own task: the tab is chosen while the old thumbnails are
    // still on show, and the focus moves onto the first of them, as that Tab would.
    const meanwhile = await chosen.evaluate(async (tab) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      const shownBefore = panel.getAttribute('aria-labelledby');
      (tab as HTMLElement).click();
      await Promise.resolve();
      panel.querySelector('button')!.focus();
      return { selected: tab.getAttribute('aria-selected'), stillShown: panel.getAttribute('aria-labelledby') === shownBefore };
    });
    expect(meanwhile).toEqual({ selected: 'true', stillShown: true });
    const chosenId = await chosen.getAttribute('id');
    await expect.poll(() => dialog.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(chosenId);
    await expect.poll(() => dialog.getByRole('tabpanel').evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await context.close();
  });

  it("leaves the old thumbnails as they were while a tab's new ones come: the busy look of \"Ver Projetos\" stays on the link", async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    const chosen = dialog.getByRole('tab', { name: other.galleryLabel, exact: true });
    // In the tap's own task, before the chosen tab's thumbnails come.
    const meanwhile = await chosen.evaluate(async (tab) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      (tab as HTMLElement).click();
      await Promise.resolve();
      return { busy: panel.getAttribute('aria-busy'), opacity: getComputedStyle(panel).opacity };
    });
    expect(meanwhile).toEqual({ busy: 'true', opacity: '1' });
    await context.close();
  });

  it('passes axe (WCAG 2.2 AA) while open, and with the lightbox open', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);
    await dialog.getByRole('tabpanel').getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: content.ui.gallery.close }).last().waitFor();
    expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);
    await context.close();
  });
});

describe('"Ver todos os N projetos", under the carousel of the product with the most projects', () => {
  const allProjects = (page: Page) => {
    expect(most.media.length, 'no product has more media than its carousel shows (constants.productCarouselMaxSlides), so none has the link').toBeGreaterThan(
      content.constants.productCarouselMaxSlides,
    );
    return page
      .getByRole('region', { name: fill(content.ui.carousel.projectsLabel, { product: most.titulo }) })
      .getByRole('link', { name: fill(content.ui.carousel.allProjects, { total: most.media.length }) });
  };

  it('opens the gallery on that product\'s tab, with its images and videos, each time; closing returns focus to it', async () => {
    const { context, page } = await browser.openPage(most.url);
    await hydrated(page);
    await allProjects(page).click();
    const dialog = gallery(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe(most.galleryLabel);
    await expect.poll(() => dialog.getByRole('tabpanel', { name: most.galleryLabel, exact: true }).count()).toBe(1);
    await expect.poll(() => counts(dialog)).toEqual(expectedCounts(most.media));

    // Another tab, closed and opened again: back on the product's.
    await dialog.getByRole('tab', { name: other.galleryLabel, exact: true }).click();
    await dialog.getByRole('button', { name: content.ui.gallery.close }).click();
    await expect.poll(() => gallery(page).count()).toBe(0);
    await expect.poll(() => activeLabel(page)).toBe(fill(content.ui.carousel.allProjects, { total: most.media.length }));
    await allProjects(page).click();
    await gallery(page).waitFor();
    expect(await gallery(page).getByRole('tab', { selected: true }).textContent()).toBe(most.galleryLabel);
    await expect.poll(() => counts(gallery(page))).toEqual(expectedCounts(most.media));
    await page.keyboard.press('Escape');
    await expect.poll(() => gallery(page).count()).toBe(0);
    await expect.poll(() => activeLabel(page)).toBe(fill(content.ui.carousel.allProjects, { total: most.media.length }));
    await context.close();
  });

  it('on a phone, opens again with the product\'s tab in sight, wherever the visitor left the row of tabs', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const inSight = (tab: Locator) =>
      tab.evaluate((el) => {
        const row = el.parentElement!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.left >= row.left && box.right <= row.right;
      });
    await page.goto(`${baseUrl()}${most.url}`);
    await hydrated(page);
    await allProjects(page).click();
    const dialog = gallery(page);
    await dialog.waitFor();
    // The visitor swipes the tabs to the end of the row and picks the last, then closes.
    await dialog.getByRole('tablist').evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await dialog.getByRole('tab').last().click();
    expect(await inSight(dialog.getByRole('tab', { name: most.galleryLabel, exact: true }))).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => gallery(page).count()).toBe(0);
    await allProjects(page).click();
    await gallery(page).waitFor();
    const selected = gallery(page).getByRole('tab', { selected: true });
    expect(await selected.textContent()).toBe(most.galleryLabel);
    expect(await inSight(selected)).toBe(true);
    await context.close();
  });

  it('leaves the page\'s "Ver Projetos" opening on "Todos"', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page, most.url);
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe(content.ui.gallery.allTab);
    await expect.poll(() => counts(dialog)).toEqual(expectedCounts(allMedia()));
    await context.close();
  });
});

describe('lightbox', () => {
  async function openFirstImage(page: Page) {
    const dialog = await openGallery(page);
    const thumbnail = dialog.getByRole('region', { name: content.ui.gallery.imagesHeading }).getByRole('button').first();
    const alt = (await thumbnail.locator('img').getAttribute('alt'))!;
    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: alt });
    await lightbox.waitFor();
    return { dialog, thumbnail, alt, lightbox };
  }

  it('shows the photo full screen with focus on "Fechar", keeps Tab inside, and "Fechar" returns focus to the thumbnail', async () => {
    const { context, page } = await browser.newPage();
    const { dialog, alt, lightbox } = await openFirstImage(page);
    expect(await lightbox.boundingBox()).toEqual({ x: 0, y: 0, width: 1440, height: 900 });
    const image = lightbox.getByRole('img', { name: alt });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(400);
    expect(await activeLabel(page)).toBe(content.ui.gallery.close);
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await lightbox.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    // A screen reader finds its "Fechar" alone: nothing of the gallery behind it.
    expect(await screenReaderFinds(page, 'button')).toEqual([content.ui.gallery.close]);
    await lightbox.getByRole('button', { name: content.ui.gallery.close }).click();
    await expect.poll(() => lightbox.count()).toBe(0);
    expect((await screenReaderFinds(page, 'button')).some((name) => name.includes(alt))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.getAttribute('alt'))).toBe(alt);
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('shows one way out: nothing of the gallery behind it shows through, its "Fechar" included', async () => {
    const { context, page } = await browser.newPage();
    const { dialog, alt, lightbox } = await openFirstImage(page);
    // The photo still arriving would change the screen between the two shots: it has come first.
    const image = lightbox.getByRole('img', { name: alt });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(400);
    await image.evaluate((img: HTMLImageElement) => img.decode());
    // The gallery's own comes first: the lightbox is rendered inside the gallery's dialog, after it.
    const behind = dialog.getByRole('button', { name: content.ui.gallery.close, includeHidden: true }).first();
    const clip = (await behind.boundingBox())!;
    const pixels = async () => (await sharp(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })).removeAlpha().raw().toBuffer()).values();
    const shown = [...(await pixels())];
    await behind.evaluate((button) => (button.style.visibility = 'hidden'));
    const hidden = [...(await pixels())];
    // Where the gallery's button lies, the screen is the same with and without it.
    expect(hidden.length).toBe(shown.length);
    expect(shown.filter((value, i) => Math.abs(value - hidden[i]!) > 2).length).toBe(0);
    await context.close();
  });

  it('a gallery closed right after a thumbnail\'s tap opens no lightbox, and leaves the thumbnail as it was', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    const thumbnail = dialog.getByRole('region', { name: content.ui.gallery.imagesHeading }).getByRole('button').first();
    // Its photo has come (an empty frame tapped opens only once it does).
    await thumbnail.locator('img').waitFor();
    // The tap, then the gallery closing before the next frame (the lightbox waits for that frame).
    const pending = await page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>('dialog[open] [role="tabpanel"] button')!;
      button.click();
      button.closest('dialog')!.close();
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100)));
      return button.hasAttribute('data-pending');
    });
    expect(await page.evaluate(() => document.querySelectorAll('dialog[open]').length)).toBe(0);
    expect(pending).toBe(false);
    await context.close();
  });

  it('a click beside the photo closes it', async () => {
    const { context, page } = await browser.newPage();
    const { dialog, lightbox } = await openFirstImage(page);
    await page.mouse.click(20, 450);
    await expect.poll(() => lightbox.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('Escape closes the lightbox and then the gallery, focus going back each time', async () => {
    const { context, page } = await browser.newPage();
    const { alt, lightbox } = await openFirstImage(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('img')?.getAttribute('alt'))).toBe(alt);
    await page.keyboard.press('Escape');
    await expect.poll(() => gallery(page).count()).toBe(0);
    await expect.poll(() => activeLabel(page)).toBe(content.hero.galleryLabel);
    await context.close();
  });

  it('the back button closes the lightbox, then the gallery, and the visitor stays on the page', async () => {
    const { context, page } = await browser.openPage(content.pages.produtos.path, { viewport: PHONE, hasTouch: true });
    const { dialog, lightbox } = await openFirstImage(page);
    await page.goBack();
    await expect.poll(() => lightbox.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => gallery(page).count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl()}/`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // Closed with "Fechar" instead, it leaves nothing behind in the history: back leaves the page at once.
    await page.getByRole('link', { name: content.hero.galleryLabel }).click();
    await gallery(page).waitFor();
    // The page takes its own entry back off the history as the gallery closes; a visitor's press comes after.
    const ownStepBack = page.evaluate(() => new Promise<void>((done) => addEventListener('popstate', () => done(), { once: true })));
    await gallery(page).getByRole('button', { name: content.ui.gallery.close }).click();
    await expect.poll(() => gallery(page).count()).toBe(0);
    await ownStepBack;
    await page.goBack();
    await page.waitForURL(`${baseUrl()}${content.pages.produtos.path}`);
    await context.close();
  });

  it('a video plays on its own with controls and closes when it ends', async () => {
    const { context, page } = await browser.newPage();
    const dialog = await openGallery(page);
    await dialog.getByRole('tab', { name: other.galleryLabel, exact: true }).click();
    // The chosen tab's own thumbnails, not "Todos"'s, left in place until they come.
    await dialog.locator('[role="tabpanel"]:not([aria-busy="true"])').waitFor();
    const thumbnail = dialog.getByRole('region', { name: content.ui.gallery.videosHeading }).getByRole('button').first();
    await thumbnail.locator('img').waitFor();
    expect(await thumbnail.getAttribute('aria-label')).toBeNull();
    expect(await thumbnail.textContent()).toContain(content.ui.gallery.videoLabel);
    await thumbnail.click();
    const video = page.locator('dialog[open] dialog[open] video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = Math.max(0, v.duration - 0.3);
    });
    await expect.poll(() => page.locator('dialog[open] dialog[open]').count(), { timeout: 5000 }).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain(content.ui.gallery.videoLabel);
    await context.close();
  });
});

describe('"Ver Projetos" before the page\'s code has run', () => {
  it('a click before anything loaded shows at once that it was heard, and the gallery opens when the code arrives', async () => {
    const { context, page } = await browser.newPage({ viewport: PHONE });
    const { release } = await holdScripts(page, /\/assets\/home-[A-Z0-9]+\.js$/);
    await page.goto(`${baseUrl()}/`);
    // (Hidden from assistive technology while the gallery is open over it, as the rest of the page is.)
    const link = page.getByRole('link', { name: content.hero.galleryLabel, includeHidden: true });
    await link.click();
    // Held, not followed: the page stays where it is, and the link says it is on its way.
    expect(page.url()).toBe(`${baseUrl()}/`);
    expect(await link.getAttribute('aria-busy')).toBe('true');
    expect(Number(await link.evaluate((a) => getComputedStyle(a).opacity))).toBeLessThan(1);
    expect(await gallery(page).count()).toBe(0);

    release();
    await gallery(page).waitFor();
    expect(await link.getAttribute('aria-busy')).toBeNull();
    await gallery(page).getByRole('button', { name: content.ui.gallery.close }).click();
    await expect.poll(() => gallery(page).count()).toBe(0);
    await expect.poll(() => activeLabel(page)).toBe(content.hero.galleryLabel);
    await context.close();
  });

  it('a click after the page\'s code but before the gallery\'s is held for it: no jump, the gallery opens', async () => {
    const { context, page } = await browser.openPage('/', { viewport: PHONE });
    await hydrated(page);
    // Every script fetched from now on is the gallery's island: hold them all.
    const { release, requested: chunks } = await holdScripts(page);
    await page.getByRole('link', { name: content.hero.galleryLabel }).click();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    expect(page.url()).toBe(`${baseUrl()}/`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    release();
    await gallery(page).waitFor();
    await context.close();
  });
});
