// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { bootScript, PAINTING_ATTR, QUOTE_EVENT, UNPAINTED_ATTR } from './loader';

const PAGE = `<!doctype html><html><head></head><body>
  <a id="quote" data-quote href="https://wa.me/5562999990000?text=oi" target="_blank"><svg><path id="icon"></path></svg>Solicitar Orçamento</a>
  <a id="other" href="/produtos/">Produtos</a>
  <form id="quote-form" data-quote action="https://wa.me/5562999990000" target="_blank"><button id="send">Enviar</button></form>
  <form id="search" action="/busca"></form>
</body></html>`;

/** A fresh page running the boot script, as a browser would from the head. */
function page(options: Parameters<typeof bootScript>[0] = {}, url = 'https://www.orlaoutdoor.com.br/') {
  const dom = new JSDOM(PAGE, { runScripts: 'outside-only', pretendToBeVisual: true, url });
  dom.window.eval(bootScript(options));
  const { document, MouseEvent, Event } = dom.window;
  const el = (id: string) => document.getElementById(id)!;
  const dataLayer = () => (dom.window as unknown as { dataLayer?: unknown[] }).dataLayer;
  // Links would navigate; the tracker must never stop them, so we only look, after it ran.
  document.addEventListener('click', (e) => e.preventDefault());
  document.addEventListener('submit', (e) => e.preventDefault());
  const click = (id: string, init: MouseEventInit = {}) => el(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  const auxclick = (id: string, button: number) => el(id).dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button }));
  const submit = (id: string) => el(id).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { dom, document, dataLayer, click, auxclick, submit };
}

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
    const clicked = new p.dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
    let cancelledBeforeUs = true;
    p.document.getElementById('quote')!.addEventListener('click', (e) => (cancelledBeforeUs = e.defaultPrevented));
    p.document.getElementById('quote')!.dispatchEvent(clicked);
    expect(cancelledBeforeUs).toBe(false);
  });
});

describe('boot script: Google Tag Manager', () => {
  it('is requested only after load and idle time when a container is set', async () => {
    const p = page({ googleTagManagerId: 'GTM-AB12CD' });
    const gtm = () => p.document.querySelector('script[src^="https://www.googletagmanager.com/"]');
    expect(gtm()).toBeNull();
    await new Promise((r) => p.dom.window.addEventListener('load', r));
    expect(gtm()).toBeNull();
    await settle(300);
    expect(gtm()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect((gtm() as HTMLScriptElement).async).toBe(true);
    expect(p.dataLayer()).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) })]);
  });

  it('adds no script at all without a container', async () => {
    const p = page({ googleTagManagerId: null });
    await new Promise((r) => p.dom.window.addEventListener('load', r));
    await settle(300);
    expect(p.document.querySelectorAll('script').length).toBe(0);
    expect(p.dataLayer()).toBeUndefined();
  });

  it('is a fixed text per page: the CSP allows it by its hash', () => {
    const options = { entry: '/assets/contato-ABCDEFGH.js', googleTagManagerId: 'GTM-AB12CD' };
    expect(bootScript(options)).toBe(bootScript(options));
    expect(bootScript(options)).toContain('import("/assets/contato-ABCDEFGH.js")');
  });
});

describe('boot script: what waits for the first paint', () => {
  it('marks the root from the start and clears it when the late code is requested', async () => {
    // Tag Manager alone: jsdom cannot import() the islands' entry.
    const p = page({ googleTagManagerId: 'GTM-AB12CD' });
    const root = p.document.documentElement;
    expect(root.hasAttribute(PAINTING_ATTR)).toBe(true);
    await new Promise((r) => p.dom.window.addEventListener('load', r));
    // No paint timing in jsdom: the frame after load, then idle time (the setTimeout fallback).
    await settle(400);
    expect(root.hasAttribute(PAINTING_ATTR)).toBe(false);
    expect(p.document.querySelector('script[src^="https://www.googletagmanager.com/"]')).not.toBeNull();
  });

  it('leaves the root alone on a page without code', () => {
    const p = page({});
    expect(p.document.documentElement.hasAttribute(PAINTING_ATTR)).toBe(false);
  });
});

describe('boot script: the first frame', () => {
  it('marks the root from the start and clears it once the page has painted (without paint timing, the frame after)', async () => {
    const p = page({});
    const root = p.document.documentElement;
    expect(root.hasAttribute(UNPAINTED_ATTR)).toBe(true);
    await settle(100);
    expect(root.hasAttribute(UNPAINTED_ATTR)).toBe(false);
  });

  it('leaves the root alone when the address names a fragment: the browser scrolls there itself', () => {
    const p = page({}, 'https://www.orlaoutdoor.com.br/contato/#formulario');
    expect(p.document.documentElement.hasAttribute(UNPAINTED_ATTR)).toBe(false);
  });
});
