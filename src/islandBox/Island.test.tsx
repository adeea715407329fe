import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header, type HeaderProps } from '../islands/Header/Header';
import { HEADER_NEEDS_NO_ISLAND } from '../islands/Header/supports';
import { hydrateAll } from '../../tests/unit/support/hydrateAll';
import { Island } from './Island';
import { IslandContext, startPageIslands } from './IslandContext';

const props = (over: Partial<HeaderProps> = {}): HeaderProps => ({
  wordmarkViewBox: '-0.5 -27.6 245.9 32.1',
  homeLabel: 'Orla Outdoor, página inicial',
  nav: [
    { name: 'Home', path: '/', current: 'page' },
    { name: 'Benefícios & "garantia" </script><img src=x onerror=alert(1)>', path: '/beneficios/' },
  ],
  quote: { href: 'https://wa.me/5562999990000?text=Ol%C3%A1', label: 'Solicitar Orçamento', newTabLabel: '(abre em nova aba)' },
  menu: { open: 'Abrir menu', close: 'Fechar menu', navLabel: 'Navegação principal' },
  scrollThreshold: 50,
  ...over,
});

function renderPage(...islandProps: HeaderProps[]) {
  const collector = startPageIslands();
  const html = renderToString(
    <IslandContext.Provider value={collector}>
      {islandProps.map((p, i) => (
        <Island key={i} name="Header" props={p} />
      ))}
    </IslandContext.Provider>,
  );
  return { html, collector };
}

// jsdom has neither popovers nor scroll timelines, nor `CSS.supports` to say so: the header needs its island.
beforeEach(() => {
  vi.stubGlobal('CSS', { supports: () => false });
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('island markup', () => {
  it('serialises props into the box so they come back intact, even hostile strings', () => {
    const original = props();
    const { html } = renderPage(original);
    document.body.innerHTML = html;
    const box = document.querySelector('[data-island="Header"]')!;
    expect(JSON.parse(box.getAttribute('data-props')!)).toEqual(original);
    expect(document.querySelector('img')).toBeNull();
  });

  it('gives each island its own identifier prefix and records what the page used', () => {
    const { html, collector } = renderPage(props(), props());
    document.body.innerHTML = html;
    const prefixes = [...document.querySelectorAll('[data-island]')].map((b) => b.getAttribute('data-prefix'));
    expect(prefixes).toEqual(['header0-', 'header1-']);
    expect([...collector.used.entries()]).toEqual([['Header', new Set(['idle'])]]);
  });

  it('is a real box, not display: contents', () => {
    const { html } = renderPage(props());
    document.body.innerHTML = html;
    expect(document.querySelector('[data-island]')!.tagName).toBe('DIV');
  });

  it('hydrates what the server rendered without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html } = renderPage(props(), props({ nav: [{ name: 'Contato', path: '/contato/' }] }));
    document.body.innerHTML = html;
    await hydrateAll({ Header: { load: async () => Header } });
    expect(document.querySelectorAll('[data-hydrated]').length).toBe(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hydrates the islands in page order: the second renders once the first is marked hydrated', async () => {
    const { html } = renderPage(props({ homeLabel: 'first' }), props({ homeLabel: 'second' }));
    document.body.innerHTML = html;
    const first = document.querySelector('[data-island]')!;
    const renders = new Set<string>();
    function Recording(p: HeaderProps) {
      renders.add(`${p.homeLabel} renders, the first ${first.hasAttribute('data-hydrated') ? 'hydrated' : 'not yet'}`);
      return <Header {...p} />;
    }
    await hydrateAll({ Header: { load: async () => Recording } });
    expect([...renders]).toEqual(['first renders, the first not yet', 'second renders, the first hydrated']);
  });

  it('never hydrates an island where the browser meets its condition, nor loads its code', async () => {
    const { html } = renderPage(props(), props());
    document.body.innerHTML = html;
    const [needless, needed] = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    // The same island under another name, whose source names no condition.
    needed!.setAttribute('data-island', 'Plain');
    vi.stubGlobal('CSS', { supports: (condition: string) => condition === HEADER_NEEDS_NO_ISLAND });
    const load = vi.fn(async () => Header);
    await hydrateAll({ Header: { load, unlessSupports: HEADER_NEEDS_NO_ISLAND }, Plain: { load } });
    expect(needed!.hasAttribute('data-hydrated')).toBe(true);
    expect(needless!.hasAttribute('data-hydrated')).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  // That React reports the error once, in its production build, is the header browser test's.
  it('keeps the server markup of an island that throws, and hydrates the next one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('no such selector here');
    // Throws in an effect, as a selector test would in a browser that does not know it.
    function Throwing(p: HeaderProps) {
      useEffect(() => {
        throw failure;
      }, []);
      return <Header {...p} />;
    }
    const { html } = renderPage(props(), props({ nav: [{ name: 'Contato', path: '/contato/' }] }));
    document.body.innerHTML = html;
    const [first, second] = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    const serverMarkup = first!.innerHTML;
    const components = [Throwing, Header];
    await hydrateAll({ Header: { load: async () => components.shift()! } });
    expect(first!.innerHTML).toBe(serverMarkup);
    expect(first!.querySelector('a[href="/"]')).not.toBeNull();
    expect(first!.hasAttribute('data-island-failed')).toBe(true);
    expect(first!.hasAttribute('data-hydrated')).toBe(false);
    expect(second!.hasAttribute('data-hydrated')).toBe(true);
  });

  it('keeps the server markup when a render set off by an event throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function BreaksOnClick(p: HeaderProps) {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('broken render');
      return (
        <div onClickCapture={() => setBroken(true)}>
          <Header {...p} />
        </div>
      );
    }
    const collector = startPageIslands();
    document.body.innerHTML = renderToString(
      <IslandContext.Provider value={collector}>
        <Island name="Header" props={props()} />
      </IslandContext.Provider>,
    );
    const box = document.querySelector<HTMLElement>('[data-island]')!;
    // The server rendered Header, not this wrapper: hydrate the wrapper's own server markup instead.
    box.innerHTML = renderToString(<BreaksOnClick {...props()} />);
    const serverMarkup = box.innerHTML;
    await hydrateAll({ Header: { load: async () => BreaksOnClick } });
    expect(box.hasAttribute('data-hydrated')).toBe(true);
    await act(async () => box.querySelector<HTMLElement>('a[href="/"]')!.click());
    await vi.waitFor(() => expect(box.hasAttribute('data-island-failed')).toBe(true));
    expect(box.innerHTML).toBe(serverMarkup);
  });

  it('refuses to render outside a page render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(<Island name="Header" props={props()} />)).toThrow('outside a page render');
  });
});
