import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../src/content/types';
import { fill } from '../../../src/shared/format';
import { everyPage } from '../../browser/support/sitePages';
import { realContent } from '../../unit/support/content';
import { unlessSupports } from '../../../src/islandBox/unlessSupports';
import { DESKTOP, PHONE, pollUntil, settleInView, type EngineDriver } from './driver';

const MENU = '#site-menu';
const MENU_BUTTON = 'button[aria-controls="site-menu"]';
const GALLERY_LINK = 'a[data-intent="gallery"]';
const PRODUCTS = '[data-island="ProductsCarousel"]';
const TESTIMONIALS = '[data-island="TestimonialsCarousel"]';
const FORM = 'form[data-quote]';

/** Whether a visitor can see the element: laid out, not hidden or transparent, with a size, and inside the view. */
const shown = (selector: string) => {
  const el = document.querySelector(selector);
  if (!el) return false;
  const style = getComputedStyle(el);
  if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
};

/** The page has painted (its boot script ran) and every island that hydrates on its own has hydrated. */
const islandsStarted = () =>
  !document.documentElement.hasAttribute('data-painting') &&
  [...document.querySelectorAll('[data-island]:not([data-hydrate])')].every((box) => box.hasAttribute('data-hydrated'));

/**
 * The key behaviours of the site, written once for every engine: `open` starts the engine's
 * browser (one for the whole file) and returns its driver. Expectations come from content/.
 */
export function describeBehaviours(name: string, open: () => Promise<EngineDriver>): void {
  let driver: EngineDriver;
  let content: SiteContent;
  beforeAll(async () => {
    [driver, content] = await Promise.all([open(), realContent()]);
  }, 120_000);
  afterAll(() => driver?.close());

  /** A page at a phone's width, its self-starting islands hydrated. */
  async function phonePage(path: string) {
    await driver.setViewport(PHONE);
    await driver.goto(path);
    await driver.waitFor(`${path}: the page's islands start`, islandsStarted, null, 10_000);
  }

  const noErrors = async (where: string) => expect(await driver.errors(), `${driver.engine}, ${where}: uncaught or console errors`).toEqual([]);

  describe(`${name}: the phone menu`, () => {
    /**
     * Whether the menu panel shows (laid out, with a size: whatever hides it, `display`, `popover`
     * or else), its button's name (the face its styles show), and whether the button is expanded:
     * by its island's `aria-expanded`, or as the browser's own popover button.
     */
    const menuState = () =>
      driver.evaluate(
        ({ menu, button }) => {
          const el = document.querySelector(menu);
          const box = el?.getBoundingClientRect();
          const visible = !!el && !!box && getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden' && box.width > 0 && box.height > 0;
          const control = document.querySelector(button);
          const face = [...(control?.children ?? [])].find((child) => getComputedStyle(child).display !== 'none');
          const popoverOpen = (() => {
            try {
              return !!el?.matches(':popover-open') && control?.hasAttribute('popovertarget') === true;
            } catch {
              return false;
            }
          })();
          const expanded = control?.getAttribute('aria-expanded') === 'true' || popoverOpen;
          return { visible, label: face?.textContent?.trim() ?? null, expanded };
        },
        { menu: MENU, button: MENU_BUTTON },
      );
    /** Waits until the menu shows or not, its button named `label` and expanded or not with it. */
    const menuIs = (what: string, visible: boolean, label: string) =>
      pollUntil(what, async () => {
        const state = await menuState();
        return state.visible === visible && state.label === label && state.expanded === visible;
      });

    it('is closed on load at 360 px, its button shown', async () => {
      await phonePage('/');
      expect(await menuState(), 'the menu panel, and its button\'s name').toEqual({ visible: false, label: content.ui.menu.open, expanded: false });
      expect(await driver.evaluate(shown, MENU_BUTTON), 'the menu button shows').toBe(true);
      await noErrors('/ at 360 px');
    });

    it('opens with its button, which then names itself for closing; Escape closes it', async () => {
      await phonePage('/');
      await driver.click(MENU_BUTTON);
      await menuIs('the menu opens and its button says it closes it', true, content.ui.menu.close).catch(async (error) => {
        throw new Error(`${(error as Error).message}; menu now ${JSON.stringify(await menuState())}; errors ${JSON.stringify(await driver.errors())}`);
      });
      await driver.press('Escape');
      await menuIs('Escape closes the menu', false, content.ui.menu.open);
      await noErrors('/ after the menu opened and closed');
    });

    it('its button closes it again', async () => {
      await phonePage('/produtos/');
      await driver.click(MENU_BUTTON);
      await menuIs('the menu opens', true, content.ui.menu.close);
      await driver.click(MENU_BUTTON);
      await menuIs('the button closes the menu', false, content.ui.menu.open);
      await noErrors('/produtos/ after the menu opened and closed');
    });

    it('at 1280 px, no phone menu panel shows and the desktop navigation does', async () => {
      await driver.setViewport(DESKTOP);
      await driver.goto('/');
      await driver.waitFor('/ at 1280 px: the page starts', islandsStarted, null, 10_000);
      expect(await driver.evaluate(shown, MENU), 'the phone menu panel shows').toBe(false);
      expect(await driver.evaluate(shown, MENU_BUTTON), 'the phone menu button shows').toBe(false);
      expect(await driver.evaluate(shown, `header nav[aria-label="${content.ui.menu.navLabel}"]`), 'the desktop navigation shows').toBe(true);
      await noErrors('/ at 1280 px');
    });
  });

  describe(`${name}: the project gallery and its lightbox`, () => {
    const openDialogs = () => driver.evaluate(() => document.querySelectorAll('dialog[open]').length, null);

    it('"Ver Projetos" opens the gallery on its first tab, with every item; a product\'s tab shows its own', async () => {
      const product = content.products.reduce((a, b) => (b.media.length > a.media.length ? b : a));
      const all = content.products.reduce((sum, p) => sum + p.media.length, 0);
      await phonePage('/');
      await driver.click(GALLERY_LINK);
      const selectedTab = (count: number, label: string) =>
        driver.waitFor(
          `the gallery shows the tab "${label}", holding ${count} items, its first thumbnails drawn`,
          ([wanted, items]) => {
            const dialog = document.querySelector('dialog[open]');
            const tab = dialog?.querySelector('[role="tab"][aria-selected="true"]');
            const panel = dialog?.querySelector('[role="tabpanel"]');
            // Each grid draws the thumbnails near the screen, and each says how many its grid holds.
            const held = [...(panel?.querySelectorAll('ul') ?? [])].reduce((sum, grid) => sum + Number(grid.querySelector('li')?.getAttribute('aria-setsize') ?? 0), 0);
            return tab?.textContent === wanted && held === items && !!panel?.querySelector('button img');
          },
          [label, count] as const,
          10_000,
        );
      await selectedTab(all, content.ui.gallery.allTab);
      expect(await driver.evaluate(shown, 'dialog[open]')).toBe(true);
      const tabId = await driver.evaluate((label) => [...document.querySelectorAll('dialog[open] [role="tab"]')].find((tab) => tab.textContent === label)?.id, product.galleryLabel);
      await driver.click(`[id="${tabId}"]`);
      await selectedTab(product.media.length, product.galleryLabel);
      await noErrors('/ with the gallery open');
    });

    it('a thumbnail opens the lightbox; Escape closes it, then the gallery, and the focus returns to "Ver Projetos"', async () => {
      await phonePage('/');
      await driver.click(GALLERY_LINK);
      await driver.waitFor('the gallery opens with its thumbnails', () => !!document.querySelector('dialog[open] [role="tabpanel"] button'), null, 10_000);
      await driver.click('dialog[open] [role="tabpanel"] button');
      await driver.waitFor('the lightbox opens over the gallery', () => document.querySelectorAll('dialog[open]').length === 2, null);
      expect(
        await driver.evaluate(() => {
          const dialogs = document.querySelectorAll('dialog[open]');
          const box = dialogs[dialogs.length - 1]!.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
        }, null),
        'the lightbox is in view',
      ).toBe(true);
      await driver.press('Escape');
      await driver.waitFor('Escape closes the lightbox only', () => document.querySelectorAll('dialog[open]').length === 1, null);
      await driver.press('Escape');
      await driver.waitFor('Escape closes the gallery', () => document.querySelectorAll('dialog[open]').length === 0, null);
      expect(await openDialogs()).toBe(0);
      await driver.waitFor('the focus is back on "Ver Projetos"', (link) => document.activeElement === document.querySelector(link), GALLERY_LINK);
      await noErrors('/ after the gallery and lightbox');
    });
  });

  describe(`${name}: the carousels`, () => {
    /** The slide lined up with its track's left edge, the one a visitor sees (none mid-glide), is `label` ("3 de 5"). */
    const slideIs = (track: string, label: string) =>
      driver.waitFor(
        `${track} shows slide "${label}"`,
        ([trackSelector, wanted]) => {
          const el = document.querySelector(trackSelector);
          if (!el) return false;
          const left = el.getBoundingClientRect().left;
          const slide = [...el.children].find((s) => Math.abs(s.getBoundingClientRect().left - left) < 2);
          return slide?.getAttribute('aria-label') === wanted;
        },
        [track, label] as const,
      );
    // Hydrated, and holding still over rendered frames (settleInView): a click aimed while the page
    // still moves lands beside its button.
    const ready = async (island: string) => {
      await driver.evaluate((box) => document.querySelector(box)?.scrollIntoView({ block: 'center' }), island);
      await driver.waitFor(`${island} hydrates once in sight`, (box) => !!document.querySelector(`${box}[data-hydrated] button`), island, 10_000);
      await settleInView(driver, island, `${island} holds still`);
    };
    const slide = (n: number, total: number) => fill(content.ui.carousel.slideLabel, { n, total });
    const dot = (island: string, n: number) => `${island} button[aria-label="${fill(content.ui.carousel.goToSlide, { n })}"]`;

    it('the products carousel: its arrows move a slide and wrap around from the first to the last', async () => {
      const total = content.products.length;
      await phonePage('/');
      await ready(PRODUCTS);
      const track = '#projetos-slides';
      await slideIs(track, slide(1, total));
      await driver.click(`${PRODUCTS} button[aria-label="${content.ui.carousel.next}"]`);
      await slideIs(track, slide(2, total));
      await driver.click(`${PRODUCTS} button[aria-label="${content.ui.carousel.previous}"]`);
      await slideIs(track, slide(1, total));
      await driver.click(`${PRODUCTS} button[aria-label="${content.ui.carousel.previous}"]`);
      await slideIs(track, slide(total, total));
      await noErrors('/ after the products carousel');
    });

    it('the products carousel: its dots go to their slide', async () => {
      const total = content.products.length;
      await phonePage('/');
      await ready(PRODUCTS);
      const track = '#projetos-slides';
      await driver.click(dot(PRODUCTS, 3));
      await slideIs(track, slide(3, total));
      await driver.click(dot(PRODUCTS, 1));
      await slideIs(track, slide(1, total));
      await noErrors('/ after the products carousel dots');
    });

    it('the testimonials: paused, their dots go to their testimonial', async () => {
      const total = content.testimonials.items.length;
      await phonePage('/beneficios/');
      await ready(TESTIMONIALS);
      const track = '#depoimentos-slides';
      // Paused first: the rotation's own 5 s timer would otherwise race the dots.
      await driver.click(`${TESTIMONIALS} button[aria-label="${content.ui.testimonials.pause}"]`);
      await driver.waitFor('the rotation pauses', (selector) => !!document.querySelector(selector), `${TESTIMONIALS} button[aria-label="${content.ui.testimonials.play}"]`);
      await driver.click(dot(TESTIMONIALS, 2));
      await slideIs(track, slide(2, total));
      await driver.click(dot(TESTIMONIALS, 1));
      await slideIs(track, slide(1, total));
      await noErrors('/beneficios/ after the testimonials');
    });
  });

  describe(`${name}: the contact form`, () => {
    it('a valid submit opens the chat in a new tab, the answers in its message', async () => {
      const { fields } = content.contact.form;
      const answers = { nome: 'Ana Souza', email: 'ana@example.com', telefone: '(62) 98888-7777' };
      await phonePage('/contato/');
      for (const [field, value] of Object.entries(answers)) await driver.type(`${FORM} [name="${field}"]`, value);
      await driver.waitFor('the form hydrates once touched', () => !!document.querySelector('[data-island="QuoteForm"][data-hydrated]'), null, 10_000);
      const url = new URL(await driver.newTabUrl(() => driver.click(`${FORM} button[type="submit"]`)));
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${content.site.chat.number}`);
      expect(url.searchParams.get('text')).toBe(
        `${content.site.chat.message}\n\n${[
          `${fields.nome.label}: ${answers.nome}`,
          `${fields.email.label}: ${answers.email}`,
          `${fields.telefone.label}: ${answers.telefone}`,
        ].join('\n')}`,
      );
      await noErrors('/contato/ after a submit');
    });
  });

  describe(`${name}: no uncaught error and no console error, the page used fully`, () => {
    for (const path of everyPage()) {
      it(path, async () => {
        await driver.setViewport(PHONE);
        await driver.goto(path);
        await useFully(driver, path).catch(async (error) => {
          throw new Error(`${(error as Error).message}; errors so far: ${JSON.stringify(await driver.errors())}`);
        });
        await noErrors(path);
      });
    }
  });
}

/** A selector for the first control a visitor can see in the `n`th island box of the page: a path of `:nth-child` steps from the root. */
const firstControlIn = (n: number) => {
  const box = document.querySelectorAll('[data-island]')[n]!;
  const control = [...box.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].find((el) => {
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  });
  if (!control) throw new Error(`no control shown in the island ${box.getAttribute('data-island')}`);
  const steps: string[] = [];
  for (let el: Element = control; el.parentElement; el = el.parentElement) steps.unshift(`${el.tagName.toLowerCase()}:nth-child(${[...el.parentElement.children].indexOf(el) + 1})`);
  return `html > ${steps.join(' > ')}`;
};

/**
 * Uses the page as a visitor does: each island that waits to be seen brought into view until it
 * has hydrated, then the pointer over each island that waits for a touch, until every island has.
 * An island whose work this browser's own features do (its `@supports` condition holds) is
 * pointed at too, and must still not have hydrated once the islands after it have.
 */
async function useFully(driver: EngineDriver, path: string): Promise<void> {
  await driver.waitFor(`${path}: the page's boot script has run`, () => !document.documentElement.hasAttribute('data-painting'), null, 10_000);
  const islands = await driver.evaluate(
    (conditions) =>
      [...document.querySelectorAll('[data-island]')].map((box) => {
        const name = box.getAttribute('data-island')!;
        const unless = conditions[name];
        // The runtime's isNeeded, restated: this runs in the page.
        return { name, hydrate: box.getAttribute('data-hydrate'), needed: !unless || !CSS.supports(unless) };
      }),
    unlessSupports as Record<string, string>,
  );
  for (const [i, { name, hydrate, needed }] of islands.entries()) {
    const what = `${path}: the island ${name} (${hydrate ?? 'idle'}) hydrates`;
    const hydrated = (ms: number) => driver.waitFor(what, (n) => document.querySelectorAll('[data-island]')[n]!.hasAttribute('data-hydrated'), i, ms);
    if (!needed) {
      // Islands hydrate one at a time, in turn: asked for now, it would hydrate before the next.
      await driver.hover(await driver.evaluate(firstControlIn, i));
    } else if (hydrate === 'visible' || hydrate === 'scroll') {
      // Brought into view (by a scroll) again until it hydrates: a band drawn only when near (content-visibility)
      // takes its real height as it arrives, which can carry the box out of view again; a visitor
      // scrolling on would bring it back.
      const end = Date.now() + 20_000;
      for (;;) {
        await driver.evaluate((n) => document.querySelectorAll('[data-island]')[n]!.scrollIntoView({ block: 'center' }), i);
        try {
          await hydrated(2_000);
          break;
        } catch (error) {
          if (Date.now() > end) throw error;
        }
      }
    } else if (hydrate === 'interaction') {
      // Pointed at again until it hydrates: a pointer that came before the island runtime started
      // (up to 3 s after the first paint) went unseen, as it would for a visitor, who moves again.
      const end = Date.now() + 10_000;
      for (;;) {
        await driver.hover(await driver.evaluate(firstControlIn, i));
        try {
          await hydrated(1_000);
          break;
        } catch (error) {
          if (Date.now() > end) throw error;
        }
      }
    } else {
      // Generous: on a busy 2-core machine React and the island's chunk can take a while.
      await hydrated(20_000);
    }
  }
  const hydratedNeedlessly = await driver.evaluate(
    (needless) => needless.filter((n) => document.querySelectorAll('[data-island]')[n]!.hasAttribute('data-hydrated')),
    islands.flatMap(({ needed }, i) => (needed ? [] : [i])),
  );
  expect(hydratedNeedlessly.map((i) => islands[i]!.name), `${path}: islands this browser does the work of, hydrated all the same`).toEqual([]);
}
