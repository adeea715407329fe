import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productsAsWritten, realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it('asks for nome, e-mail and telefone with the browser’s own checks', async () => {
    const content = await realContent();
    renderWithContent(<ContactForm />, content);
    const { fields } = content.contact.form;
    const nome = screen.getByRole('textbox', { name: `${fields.nome.label} *` });
    const email = screen.getByRole('textbox', { name: `${fields.email.label} *` });
    const telefone = screen.getByRole('textbox', { name: `${fields.telefone.label} *` });
    expect([nome, email, telefone].map((f) => f.hasAttribute('required'))).toEqual([true, true, true]);
    expect(email.getAttribute('type')).toBe('email');
    expect(telefone.getAttribute('type')).toBe('tel');
    expect(nome.getAttribute('autocomplete')).toBe('name');
  });

  it('offers every product and "Outros", none chosen, and a four-row optional message', async () => {
    const content = await realContent();
    renderWithContent(<ContactForm />, content);
    const { fields, productPlaceholder, otherOption } = content.contact.form;
    const select = screen.getByRole('combobox', { name: fields.produto.label }) as HTMLSelectElement;
    expect(select.required).toBe(false);
    expect(select.value).toBe('');
    const options = within(select).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ['', productPlaceholder],
      ...content.products.map((p) => [p.id, p.formLabel]),
      [otherOption.value, otherOption.label],
    ]);
    // Every product of content/products.json as written, whatever the loader made of it.
    expect(options.map(([v]) => v)).toEqual(expect.arrayContaining(productsAsWritten().map((p) => p.id)));
    const mensagem = screen.getByRole('textbox', { name: fields.mensagem.label }) as HTMLTextAreaElement;
    expect(mensagem.rows).toBe(4);
    expect(mensagem.required).toBe(false);
  });

  it('is the QuoteForm island, hydrated only once the visitor reaches for it', async () => {
    renderWithContent(<ContactForm />, await realContent());
    const box = screen.getByRole('form').closest('[data-island]')!;
    expect(box.getAttribute('data-island')).toBe('QuoteForm');
    expect(box.getAttribute('data-hydrate')).toBe('interaction');
  });

  it('without JavaScript submits to the chat, in a new tab, with the standard message', async () => {
    const content = await realContent();
    renderWithContent(<ContactForm />, content);
    const form = screen.getByRole('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(`https://wa.me/${content.site.chat.number}`);
    expect(form.target).toBe('_blank');
    expect((form.elements.namedItem('text') as HTMLInputElement).value).toBe(content.site.chat.message);
  });
});
