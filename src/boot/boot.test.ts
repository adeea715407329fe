// @vitest-environment node
import { JSDOM, type DOMWindow } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { htmlDocument } from '../prerender/document';
import { bootScript } from '../prerender/bootScript';
import { bootAttributes, type BootOptions } from '../shared/bootOptions';
import { QUOTE_EVENT } from './quoteTracking';
import { ENHANCED_ATTR, PAINTING_ATTR, PENDING_ATTR } from '../shared/attributes';

const BODY = `
  <a id="quote" data-quote href="https://wa.me/5562999990000?text=oi" target="_blank"><svg><path id="icon"></path></svg>Solicitar Orçamento</a>
  <a id="other" href="/produtos/">Produtos</a>
  <form id="quote-form" data-quote action="https://wa.me/5562999990000" target="_blank"><button id="send">Enviar</button></form>
  <form id="search" action="/busca"></form>
  <button id="menu" type="button" popovertarget="panel" data-intent="menu">Menu</button><div id="panel" popover="auto"></div>`;

const attributes = (options: BootOptions) =>
  Object.entries(bootAttributes(options))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/**
 * A fresh page running the compiled boot script from its head, with its options on the element,
 * as the build writes it. jsdom cannot import(): the script's one import, of the page's entry,
 * goes to a stand-in that records the URL and never settles (`entryRequests`).
 */
function page(options: BootOptions = {}, beforeParse?: (window: DOMWindow) => void) {
  const script = bootScript();
  expect(script.split('import(').length, 'the boot script imports the entry in one place').toBe(2);
  const html = `<!doctype html><html><head><script${attributes(options)}>${script.replace('import(', 'importEntry(')}</script></head><body>${BODY}</body></html>`;
  const entryRequests: string[] = [];
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    url: 'https://www.orlaoutdoor.com.br/',
    beforeParse(window) {
      Object.assign(window, { importEntry: (url: string) => (entryRequests.push(url), new Promise(() => {})) });
      beforeParse?.(window);
    },
  });
  const { document, MouseEvent, Event } = dom.window;
  const el = (id: string) => document.getElementById(id)!;
  const dataLayer = () => (dom.window as unknown as { dataLayer?: unknown[] }).dataLayer;
  // Links would navigate; the tracker must never stop them, so we only look, after it ran.
  document.addEventListener('click', (e) => e.preventDefault());
  document.addEventListener('submit', (e) => e.preventDefault());
  const click = (id: string, init: MouseEventInit = {}) => el(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  const auxclick = (id: string, button: number) => el(id).dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button }));
  const submit = (id: string) => el(id).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  const loaded = new Promise((resolve) => dom.window.addEventListener('load', resolve));
  return { dom, document, dataLayer, click, auxclick, submit, loaded, entryRequests: () => entryRequests.length };
}

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD';

/** Long past the late code's turn in jsdom (the frame after load, then the 200 ms idle fallback), on a busy machine too. */
const DUE = { timeout: 5000, interval: 20 };
/** Time for something that must not happen to show itself: past the late code's turn (about 220 ms here). */
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('boot script: quote tracking', () => {
  it('pushes the quote event once per click on a quote link, also on its icon, creating dataLayer', () => {
    const p = page();
    expect(p.dataLayer()).toBeUndefined();
    p.click('quote');
    p.click('icon');
    p.click('quote', { ctrlKey: true });
    expect(p.dataLayer()).toEqual([QUOTE_EVENT, QUOTE_EVENT, QUOTE_EVENT]);
  });

  it('counts a middle click (it opens a tab) but not a right click, and ignores other links', () => {
    const p = page();
    p.auxclick('quote', 1);
    p.auxclick('quote', 2);
    p.click('other');
    expect(p.dataLayer()).toEqual([QUOTE_EVENT]);
  });

  it('counts a submit of the quote form, not of another form, and keeps what was already in dataLayer', () => {
    const p = page();
    (p.dom.window as unknown as { dataLayer: unknown[] }).dataLayer = [{ event: 'earlier' }];
    p.submit('search');
    p.submit('quote-form');
    expect(p.dataLayer()).toEqual([{ event: 'earlier' }, QUOTE_EVENT]);
  });

  it('never cancels the link or the submit', () => {
    const p = page();
    let cancelledBeforeUs = true;
    p.document.getElementById('quote')!.addEventListener('click', (e) => (cancelledBeforeUs = e.defaultPrevented));
    p.click('quote');
    expect(cancelledBeforeUs).toBe(false);
  });
});

describe('boot script: Google Tag Manager', () => {
  it('is requested only after load and idle time when a container is set', async () => {
    const p = page({ tagManagerScript: GTM });
    const gtm = () => p.document.querySelector('script[src^="https://www.googletagmanager.com/"]');
    expect(gtm()).toBeNull();
    await p.loaded;
    expect(gtm()).toBeNull();
    await vi.waitFor(() => expect(gtm()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'), DUE);
    expect((gtm() as HTMLScriptElement).async).toBe(true);
    expect(p.dataLayer()).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) })]);
  });

  it('adds no script at all without a container', async () => {
    const p = page({});
    await p.loaded;
    await settle(300);
    expect(p.document.querySelectorAll('script:not([type="speculationrules"])').length).toBe(1);
    expect(p.dataLayer()).toBeUndefined();
  });
});

describe('boot script: what waits for the page’s code', () => {
  it('marks the root from the start and clears it when the late code is requested', async () => {
    // Tag Manager alone: jsdom cannot import() the islands' entry.
    const p = page({ tagManagerScript: GTM });
    const root = p.document.documentElement;
    expect(root.hasAttribute(PAINTING_ATTR)).toBe(true);
    await p.loaded;
    // No paint timing in jsdom: the frame after load, then idle time (the setTimeout fallback).
    await vi.waitFor(() => expect(root.hasAttribute(PAINTING_ATTR)).toBe(false), DUE);
  });

  it('leaves the root alone on a page without code', () => {
    expect(page({}).document.documentElement.hasAttribute(PAINTING_ATTR)).toBe(false);
  });
});

describe('boot script: the browsers that get the islands', () => {
  const ENTRY = '/assets/home-AAAA.js';
  // Array.prototype.at marks the support floor (Chrome 92, Safari 15.4): without it, an older browser.
  const olderBrowser = (window: DOMWindow) => delete (window.Array.prototype as { at?: unknown }).at;

  it('marks the root enhanced, from the start, on a page with islands in a browser at the floor or newer', () => {
    expect(page({ entry: ENTRY }).document.documentElement.hasAttribute(ENHANCED_ATTR)).toBe(true);
    expect(page({}).document.documentElement.hasAttribute(ENHANCED_ATTR)).toBe(false);
  });

  it('below the floor leaves the page as it is without script, but still counts quote actions', async () => {
    const p = page({ entry: ENTRY }, olderBrowser);
    const root = p.document.documentElement;
    expect(root.hasAttribute(ENHANCED_ATTR)).toBe(false);
    expect(root.hasAttribute(PAINTING_ATTR)).toBe(false);
    p.click('menu');
    expect(p.document.getElementById('menu')!.hasAttribute(PENDING_ATTR)).toBe(false);
    p.click('quote');
    expect(p.dataLayer()).toEqual([QUOTE_EVENT]);
    await p.loaded;
    await settle(400);
    expect(p.entryRequests()).toBe(0);
  });

  it('holds an early tap on the menu for its island where the browser has no popovers, and not where it has', async () => {
    const without = page({ entry: ENTRY });
    without.click('menu');
    expect(without.document.getElementById('menu')!.hasAttribute(PENDING_ATTR)).toBe(true);
    await vi.waitFor(() => expect(without.entryRequests()).toBe(1));

    const withPopovers = page({ entry: ENTRY }, (window) => Object.defineProperty(window.HTMLElement.prototype, 'popover', { value: null }));
    withPopovers.click('menu');
    expect(withPopovers.document.getElementById('menu')!.hasAttribute(PENDING_ATTR)).toBe(false);
    await settle(50);
    expect(withPopovers.entryRequests()).toBe(0);
  });
});

describe('boot script: one text for every page', () => {
  const rendered = { name: 'x', path: '/', file: 'index.html', htmlAttributes: 'lang="pt-BR"', head: '<title>x</title>', body: '<main></main>', islands: {} };
  const inlineScript = (html: string) => /<script data-entry="([^"]*)"[^>]*>([\s\S]*?)<\/script>/.exec(html)!;

  it('carries each page’s options on its element, so pages with other code share its text (and its CSP hash)', () => {
    const home = inlineScript(htmlDocument(rendered as never, { css: '', favicon: 'data:,', script: '/assets/home-AAAA.js', stylesheet: '/assets/site-1.css' }));
    const contact = inlineScript(htmlDocument(rendered as never, { css: '', favicon: 'data:,', script: '/assets/contato-BBBB.js', stylesheet: '/assets/site-1.css' }));
    expect([home[1], contact[1]]).toEqual(['/assets/home-AAAA.js', '/assets/contato-BBBB.js']);
    expect(home[2]).toBe(contact[2]);
    expect(home[2]).not.toContain('home-AAAA');
  });
});
