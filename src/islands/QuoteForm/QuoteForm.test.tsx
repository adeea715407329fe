import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escapeRegExp } from '../../../tests/support/regex';
import { realContent } from '../../../tests/unit/support/content';
import { quoteFormProps } from '../../sections/ContactForm/ContactForm';
import { chatLink } from '../../shared/chatLink';
import { fill } from '../../shared/format';
import { resetIslandStores } from '../runtime/store';
import { QuoteForm } from './QuoteForm';

const open = vi.fn();
beforeEach(() => {
  resetIslandStores();
  open.mockReset();
  vi.stubGlobal('open', open);
});
afterEach(() => vi.unstubAllGlobals());

async function renderForm() {
  const content = await realContent();
  render(<QuoteForm {...quoteFormProps(content)} />);
  const form = screen.getByRole('form', { name: content.contact.form.title }) as HTMLFormElement;
  const { fields } = content.contact.form;
  // A field by its label from content (a required one's name goes on with " *").
  const field = (key: keyof typeof fields) => new RegExp(`^${escapeRegExp(fields[key].label)}`);
  const type = (key: 'nome' | 'email' | 'telefone' | 'mensagem', value: string) => fireEvent.change(screen.getByRole('textbox', { name: field(key) }), { target: { value } });
  const submit = () => act(() => fireEvent.submit(form));
  return { content, form, field, type, submit };
}

/** What the chat receives, decoded. */
const sentText = (url: string) => new URL(url).searchParams.get('text');

describe('QuoteForm', () => {
  it('opens the chat with the answers written into the message, and says so', async () => {
    const tab = { opener: 'the site' as unknown };
    open.mockReturnValue(tab);
    const { content, field, type, submit } = await renderForm();
    const { fields } = content.contact.form;
    const product = content.products[0]!;
    type('nome', 'Ana Souza');
    type('email', 'ana@example.com');
    type('telefone', '(62) 98888-7777');
    fireEvent.change(screen.getByRole('combobox', { name: field('produto') }), { target: { value: product.id } });
    type('mensagem', 'Varanda de 4 x 6 m\nPerto do mar');
    submit();

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(url).toMatch(new RegExp(`^https://wa\\.me/${content.site.chat.number}\\?text=`));
    expect(sentText(url)).toBe(
      `${content.site.chat.message}\n\n${fields.nome.label}: Ana Souza\n${fields.email.label}: ana@example.com\n${fields.telefone.label}: (62) 98888-7777\n` +
        `${fields.produto.label}: ${product.formLabel}\n${fields.mensagem.label}: Varanda de 4 x 6 m\nPerto do mar`,
    );
    expect(tab.opener).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(content.contact.form.toasts.opening.title);
  });

  it('leaves out the optional fields the visitor left empty', async () => {
    open.mockReturnValue({});
    const { content, type, submit } = await renderForm();
    type('nome', 'Ana');
    type('email', 'ana@example.com');
    type('telefone', '62988887777');
    submit();
    const { fields } = content.contact.form;
    expect(sentText(open.mock.calls[0]![0])).toBe(`${content.site.chat.message}\n\n${fields.nome.label}: Ana\n${fields.email.label}: ana@example.com\n${fields.telefone.label}: 62988887777`);
  });

  it('when the browser blocks the tab: a destructive toast offers the link, and every value stays', async () => {
    open.mockReturnValue(null);
    const { content, type, submit, form } = await renderForm();
    type('nome', 'Ana');
    type('email', 'ana@example.com');
    type('telefone', '62988887777');
    type('mensagem', 'Olá & até logo #1');
    submit();

    const { blocked } = content.contact.form.toasts;
    expect(screen.getByRole('alert').textContent).toContain(blocked.title);
    const region = screen.getByRole('region', { name: fill(content.ui.toast.regionLabel, { hotkey: content.constants.toastHotkey }) });
    const link = within(region).getByRole('link', { name: new RegExp(blocked.actionLabel) });
    expect(link.getAttribute('href')).toBe(chatLink(content.site.chat.number, sentText(open.mock.calls[0]![0])!));
    expect(sentText(link.getAttribute('href')!)).toContain(`${content.contact.form.fields.mensagem.label}: Olá & até logo #1`);
    const values = Object.fromEntries(['nome', 'email', 'telefone', 'mensagem'].map((n) => [n, (form.elements.namedItem(n) as HTMLInputElement).value]));
    expect(values).toEqual({ nome: 'Ana', email: 'ana@example.com', telefone: '62988887777', mensagem: 'Olá & até logo #1' });
  });

  it('keeps the native fallback: a GET to the chat in a new tab with the standard message, and marks itself a quote action', async () => {
    const { content, form } = await renderForm();
    expect(form.getAttribute('action')).toBe(`https://wa.me/${content.site.chat.number}`);
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('target')).toBe('_blank');
    expect((form.elements.namedItem('text') as HTMLInputElement).value).toBe(content.site.chat.message);
    expect(form.hasAttribute('data-quote')).toBe(true);
  });
});
