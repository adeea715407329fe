import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header, type HeaderProps } from './Header';

const props: HeaderProps = {
  wordmarkViewBox: '0 0 10 10',
  homeLabel: 'Orla Outdoor, página inicial',
  nav: [
    { name: 'Home', path: '/' },
    { name: 'Produtos', path: '/produtos/', current: 'true' },
    { name: 'Contato', path: '/contato/' },
  ],
  quote: { href: 'https://wa.me/5562999990000?text=oi', label: 'Solicitar Orçamento', newTabLabel: '(abre em nova aba)' },
  menu: { open: 'Abrir menu', close: 'Fechar menu', navLabel: 'Navegação principal' },
  scrollThreshold: 50,
};

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

afterEach(() => scrollTo(0));

describe('Header', () => {
  it('links home and to every navigation entry, marking the current section', () => {
    render(<Header {...props} />);
    expect(screen.getByRole('link', { name: 'Orla Outdoor, página inicial' }).getAttribute('href')).toBe('/');
    const nav = screen.getAllByRole('navigation', { name: 'Navegação principal' })[0]!;
    const produtos = within(nav).getByRole('link', { name: 'Produtos' });
    expect(produtos.getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('offers the quote as a link that opens the chat in a new tab', () => {
    render(<Header {...props} />);
    const quotes = screen.getAllByRole('link', { name: /Solicitar Orçamento/ });
    for (const q of quotes) {
      expect(q.getAttribute('href')).toBe(props.quote.href);
      expect(q.getAttribute('target')).toBe('_blank');
    }
  });

  it('turns solid past the threshold, not at it', () => {
    render(<Header {...props} />);
    const header = screen.getByRole('banner');
    expect(header.getAttribute('data-scrolled')).toBe('false');
    act(() => scrollTo(50));
    expect(header.getAttribute('data-scrolled')).toBe('false');
    act(() => scrollTo(51));
    expect(header.getAttribute('data-scrolled')).toBe('true');
  });

  it('drives a native popover menu, reporting aria-expanded once hydrated', () => {
    // A browser with popovers: the property on the prototype, and `:popover-open` understood.
    Object.defineProperty(HTMLElement.prototype, 'popover', { value: null, configurable: true, writable: true });
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':popover-open' ? false : matches.call(this, selector);
    });
    try {
      render(<Header {...props} />);
      // Its name is the face its styles show (the browser tests'): here, the one button.
      const button = screen.getByRole('button');
      expect(button.getAttribute('popovertarget')).toBe('site-menu');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById('site-menu')!;
      expect(panel.getAttribute('popover')).toBe('auto');
      act(() => {
        const event = new Event('toggle');
        Object.assign(event, { newState: 'open' });
        panel.dispatchEvent(event);
      });
      expect(button.getAttribute('aria-expanded')).toBe('true');
      // The browser opened it: the island adds no state of its own.
      expect(panel.hasAttribute('data-open')).toBe(false);
    } finally {
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
    }
  });

  it('opens and closes the menu itself where the browser has no popovers, as a popover would', () => {
    expect('popover' in HTMLElement.prototype).toBe(false);
    render(<><Header {...props} /><p>fora</p></>);
    const panel = document.getElementById('site-menu')!;
    const button = screen.getByRole('button');
    const open = () => fireEvent.click(button);
    const isOpen = () => panel.hasAttribute('data-open') && button.getAttribute('aria-expanded') === 'true';

    open();
    expect(isOpen()).toBe(true);
    fireEvent.click(button);
    expect(panel.hasAttribute('data-open')).toBe(false);

    open();
    panel.querySelector('a')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel.hasAttribute('data-open')).toBe(false);
    expect(document.activeElement).toBe(button);

    open();
    fireEvent.pointerDown(panel.querySelector('a')!);
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('fora'));
    expect(panel.hasAttribute('data-open')).toBe(false);
  });
});
