import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillJsdomGap } from '../../../tests/unit/support/jsdomGap';
import { resetIslandStores } from '../runtime/store';
import { Toaster, type ToasterProps } from './Toaster';
import { showToast } from './toastStore';

const props: ToasterProps = {
  label: 'Notificações (F8)',
  closeLabel: 'Fechar notificação',
  newTabLabel: '(abre em nova aba)',
  hotkey: 'F8',
  durationMs: 5000,
  swipeThresholdPx: 50,
  maxWidthPx: 420,
};

const region = () => screen.getByRole('region', { name: 'Notificações (F8)' });
const toasts = () => region().querySelectorAll('li');
const show = (title = 'Abrindo o WhatsApp…', variant: 'default' | 'destructive' = 'default') =>
  act(() => showToast({ variant, title, description: 'Sua mensagem já vai escrita.' }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The toaster on a page whose quote button has focus, as when that button raised the toast; returns the button. */
function renderAfterFocusedButton() {
  render(
    <>
      <button type="button">Solicitar Orçamento</button>
      <Toaster {...props} />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Solicitar Orçamento' });
  button.focus();
  return button;
}

// jsdom has no pointer capture; the swipe asks for it once a drag begins.
fillJsdomGap(Element.prototype, 'hasPointerCapture', () => false);
fillJsdomGap(Element.prototype, 'setPointerCapture', () => {});

beforeEach(() => {
  vi.useFakeTimers();
  resetIslandStores();
});
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the last', () => {
    render(<Toaster {...props} />);
    expect(toasts()).toHaveLength(0);
    show('Primeiro');
    show('Segundo');
    expect(toasts()).toHaveLength(1);
    expect(region().textContent).toContain('Segundo');
    expect(region().textContent).not.toContain('Primeiro');
  });

  it('announces a default toast politely and a destructive one assertively', () => {
    render(<Toaster {...props} />);
    show('Abrindo o WhatsApp…');
    expect(screen.getByRole('status').textContent).toBe('Abrindo o WhatsApp… Sua mensagem já vai escrita.');
    expect(screen.getByRole('alert').textContent).toBe('');
    show('O navegador bloqueou a nova aba', 'destructive');
    expect(screen.getByRole('alert').textContent).toContain('O navegador bloqueou a nova aba');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(toasts()[0]!.getAttribute('data-variant')).toBe('destructive');
  });

  it('closes itself after 5000 ms, and a replaced toast gets its own full time', () => {
    render(<Toaster {...props} />);
    show('Primeiro');
    wait(4000);
    show('Segundo');
    wait(4999);
    expect(toasts()).toHaveLength(1);
    wait(1);
    expect(toasts()).toHaveLength(0);
  });

  it('waits while hovered, then finishes the time it had left', () => {
    render(<Toaster {...props} />);
    show();
    wait(3000);
    fireEvent.pointerEnter(toasts()[0]!);
    wait(20_000);
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerLeave(toasts()[0]!);
    wait(1999);
    expect(toasts()).toHaveLength(1);
    wait(1);
    expect(toasts()).toHaveLength(0);
  });

  it('waits while focus is inside, and F8 brings focus there', () => {
    const before = renderAfterFocusedButton();
    show();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(region());
    wait(20_000);
    expect(toasts()).toHaveLength(1);
  });

  it('closes with its button and hands focus back to where it came from', () => {
    const before = renderAfterFocusedButton();
    show();
    fireEvent.keyDown(document, { key: 'F8' });
    screen.getByRole('button', { name: 'Fechar notificação' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(toasts()).toHaveLength(0);
    expect(document.activeElement).toBe(before);
  });

  it('closes on Escape from anywhere on the page', () => {
    render(<Toaster {...props} />);
    show();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(toasts()).toHaveLength(0);
  });

  it('closes on a swipe right past 50 px, springs back from a shorter one', () => {
    render(<Toaster {...props} />);
    show();
    const swipe = (dx: number) => {
      const toast = toasts()[0]!;
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + dx });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 100 + dx });
    };
    swipe(50);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.style.transform).toBe('');
    swipe(51);
    expect(toasts()).toHaveLength(0);
  });

  it('offers a toast’s link in a new tab', () => {
    render(<Toaster {...props} />);
    act(() => showToast({ variant: 'destructive', title: 'Bloqueado', action: { label: 'Abrir o WhatsApp', href: 'https://wa.me/1?text=a' } }));
    const link = screen.getByRole('link', { name: /^Abrir o WhatsApp ?\(abre em nova aba\)$/ });
    expect(link.getAttribute('href')).toBe('https://wa.me/1?text=a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.hasAttribute('data-quote')).toBe(false);
  });
});
