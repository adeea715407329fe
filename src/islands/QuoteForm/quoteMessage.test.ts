// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatLink } from '../../shared/chatLink';
import { quoteMessage } from './quoteMessage';

const STANDARD = 'Contato do anúncio: Olá! Gostaria de mais informações.';

describe('quoteMessage', () => {
  it('appends one line per answer after the standard message', () => {
    expect(
      quoteMessage(STANDARD, [
        { label: 'Nome Completo', value: 'Ana Souza' },
        { label: 'E-mail', value: 'ana@example.com' },
        { label: 'Produto de interesse', value: 'Cobertura Retrátil' },
      ]),
    ).toBe(`${STANDARD}\n\nNome Completo: Ana Souza\nE-mail: ana@example.com\nProduto de interesse: Cobertura Retrátil`);
  });

  it('leaves out blank answers and trims the rest', () => {
    expect(
      quoteMessage(STANDARD, [
        { label: 'Nome Completo', value: '  Ana  ' },
        { label: 'Produto de interesse', value: '' },
        { label: 'Mensagem', value: ' \n\t ' },
      ]),
    ).toBe(`${STANDARD}\n\nNome Completo: Ana`);
    expect(quoteMessage(STANDARD, [{ label: 'Mensagem', value: '' }])).toBe(STANDARD);
  });

  it('keeps line breaks of a message, whatever the platform wrote', () => {
    expect(quoteMessage(STANDARD, [{ label: 'Mensagem', value: 'linha 1\r\nlinha 2\rlinha 3' }])).toBe(`${STANDARD}\n\nMensagem: linha 1\nlinha 2\nlinha 3`);
  });

  it('arrives intact through the chat link: accents, &, #, +, %, ? and line breaks', () => {
    const text = quoteMessage(STANDARD, [
      { label: 'Nome Completo', value: 'José D’Ávila & Filhos #1 + Cia' },
      { label: 'Mensagem', value: 'Área de 30 m² = 100% coberta?\nSim & não #2 +55' },
    ]);
    const url = new URL(chatLink('5562999990000', text));
    expect(url.host).toBe('wa.me');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(text);
    // Only what encodeURIComponent leaves as is: no raw &, #, +, space or line break in the link.
    expect(url.search.slice('?text='.length)).toMatch(/^[A-Za-z0-9%\-_.!~*'()]*$/);
  });
});
