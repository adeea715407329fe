import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { fill as fillTemplate } from '../../src/shared/format';
import { realContent } from '../unit/support/content';
import { browserForFile, holdScripts, hydrated, PHONE, type ContextOptions, type TestBrowser } from './support/browser';
import { axeViolations } from './support/axe';
import { chatOpenedBy, chatRequest, dataLayer, opensATab, QUOTE_EVENT } from './support/chat';

const browser = browserForFile();
const popupBlocking = browserForFile({ blockPopups: true });
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

interface Answers {
  nome?: string;
  email?: string;
  telefone?: string;
  produto?: string;
  mensagem?: string;
}

const ANA: Answers = { nome: 'Ana Souza', email: 'ana@example.com', telefone: '(62) 98888-7777' };

const contactPage = (options: ContextOptions = {}, on: TestBrowser = browser) => on.openPage(content.pages.contato.path, { viewport: PHONE, ...options });

const toastRegionLabel = () => fillTemplate(content.ui.toast.regionLabel, { hotkey: content.constants.toastHotkey });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });
const submitButton = (page: Page) => page.locator('form[data-quote]').getByRole('button', { name: content.contact.form.submitLabel });

/** Fills the form as a visitor does, field by field (the first touch hydrates it). */
async function fill(page: Page, answers: Answers) {
  const { fields } = content.contact.form;
  if (answers.nome !== undefined) await field(page, fields.nome.label).fill(answers.nome);
  if (answers.email !== undefined) await field(page, fields.email.label).fill(answers.email);
  if (answers.telefone !== undefined) await field(page, fields.telefone.label).fill(answers.telefone);
  if (answers.produto !== undefined) await field(page, fields.produto.label).selectOption({ label: answers.produto });
  if (answers.mensagem !== undefined) await field(page, fields.mensagem.label).fill(answers.mensagem);
}

const formHydrated = (page: Page) => page.waitForSelector('[data-island="QuoteForm"][data-hydrated]', { state: 'attached' });

const values = (page: Page) =>
  page.locator('form[data-quote]').evaluate((form: HTMLFormElement) =>
    Object.fromEntries(['nome', 'email', 'telefone', 'produto', 'mensagem'].map((n) => [n, (form.elements.namedItem(n) as HTMLInputElement).value])),
  );

/** The text the chat should receive: the standard message, then each answer on its own line. */
function expectedText(lines: Array<[string, string]>) {
  return `${content.site.chat.message}\n\n${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}`;
}

describe('contact form', () => {
  it('an empty submit opens no chat and counts nothing; the browser points at the first required field', async () => {
    const { context, page } = await contactPage();
    await field(page, content.contact.form.fields.nome.label).focus();
    await formHydrated(page);
    expect(await opensATab(context, () => submitButton(page).click())).toBeNull();
    expect(await dataLayer(page)).toEqual([]);
    const nome = field(page, content.contact.form.fields.nome.label);
    expect(await nome.evaluate((input: HTMLInputElement) => [input.validity.valueMissing, document.activeElement === input])).toEqual([true, true]);

    await fill(page, { nome: 'Ana', email: 'não é um e-mail', telefone: '62988887777' });
    expect(await opensATab(context, () => submitButton(page).click())).toBeNull();
    expect(await field(page, content.contact.form.fields.email.label).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await context.close();
  });

  it('a valid submit counts once, opens the chat with the answers in the message, and says so in a toast', async () => {
    const product = content.products[0]!;
    const { context, page } = await contactPage();
    await fill(page, { ...ANA, produto: product.formLabel, mensagem: 'Varanda de 4 x 6 m' });
    await formHydrated(page);
    const chat = await chatOpenedBy(context, () => submitButton(page).click());
    const { fields, toasts } = content.contact.form;
    expect(chatRequest(chat, content.site.chat.number)).toBe(
      expectedText([
        [fields.nome.label, 'Ana Souza'],
        [fields.email.label, 'ana@example.com'],
        [fields.telefone.label, '(62) 98888-7777'],
        [fields.produto.label, product.formLabel],
        [fields.mensagem.label, 'Varanda de 4 x 6 m'],
      ]),
    );
    // The chat tab cannot reach back into the site.
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT]);
    const region = page.getByRole('region', { name: toastRegionLabel() });
    await expect.poll(() => region.locator('li').textContent()).toContain(toasts.opening.title);
    expect(await page.getByRole('status').textContent()).toContain(toasts.opening.title);
    // Nothing is cleared: the visitor can send again.
    expect(await values(page)).toEqual({ nome: 'Ana Souza', email: 'ana@example.com', telefone: '(62) 98888-7777', produto: product.id, mensagem: 'Varanda de 4 x 6 m' });
    await context.close();
  });

  it('leaves out the optional fields left empty', async () => {
    const { context, page } = await contactPage();
    await fill(page, ANA);
    await formHydrated(page);
    const chat = await chatOpenedBy(context, () => submitButton(page).click());
    const { fields } = content.contact.form;
    expect(chatRequest(chat, content.site.chat.number)).toBe(
      expectedText([
        [fields.nome.label, 'Ana Souza'],
        [fields.email.label, 'ana@example.com'],
        [fields.telefone.label, '(62) 98888-7777'],
      ]),
    );
    await context.close();
  });

  it('special characters arrive intact: accents, &, #, +, %, quotes and line breaks', async () => {
    const { context, page } = await contactPage();
    const tricky = {
      nome: 'José D’Ávila & Filhos #1 + Cia "Ltda"',
      email: 'jose+orcamento@exemplo.com.br',
      telefone: '+55 (62) 98888-7777',
      produto: content.products.at(-1)!.formLabel,
      mensagem: 'Área de 30 m² = 100% coberta?\nSim & não #2\n\nObrigado! 😊',
    };
    await fill(page, tricky);
    await formHydrated(page);
    const chat = await chatOpenedBy(context, () => submitButton(page).click());
    const { fields } = content.contact.form;
    expect(chatRequest(chat, content.site.chat.number)).toBe(
      expectedText([
        [fields.nome.label, tricky.nome],
        [fields.email.label, tricky.email],
        [fields.telefone.label, tricky.telefone],
        [fields.produto.label, tricky.produto],
        [fields.mensagem.label, tricky.mensagem],
      ]),
    );
    expect(new URL(chat.url()).searchParams.getAll('text')).toHaveLength(1);
    await context.close();
  });

  it('with the pop-up blocked: values kept, a destructive toast offers the link, and the link opens the chat', async () => {
    const { context, page } = await contactPage({}, popupBlocking);
    await fill(page, { ...ANA, mensagem: 'Olá & até logo #1' });
    await formHydrated(page);
    // A real click is a user gesture, which the blocker lets through: the tab opens in the submit handler itself.
    const allowed = await chatOpenedBy(context, () => submitButton(page).click());
    await allowed.close();
    // Once that click's activation has lapsed (about 5 s), a submit without a gesture is refused by
    // Chromium's own blocker. (Playwright's evaluate would count as a gesture, hence the bare CDP call.)
    const cdp = await context.newCDPSession(page);
    const run = async (expression: string) => (await cdp.send('Runtime.evaluate', { expression, userGesture: false })).result.value;
    await expect.poll(() => run('navigator.userActivation.isActive'), { timeout: 10_000, interval: 250 }).toBe(false);
    expect(await opensATab(context, () => run('document.querySelector("form[data-quote]").requestSubmit()'))).toBeNull();

    const { toasts } = content.contact.form;
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(toasts.blocked.title);
    const toast = page.locator('[role="region"] li');
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    expect(await axeViolations(page, { include: `[role="region"][aria-label="${toastRegionLabel()}"]` })).toEqual([]);
    expect(await values(page)).toEqual({ nome: 'Ana Souza', email: 'ana@example.com', telefone: '(62) 98888-7777', produto: '', mensagem: 'Olá & até logo #1' });
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT, QUOTE_EVENT]);

    const chat = await chatOpenedBy(context, () => toast.getByRole('link', { name: new RegExp(toasts.blocked.actionLabel) }).click());
    expect(chatRequest(chat, content.site.chat.number)).toContain(`${content.contact.form.fields.mensagem.label}: Olá & até logo #1`);
    // The same request, not a new one: the toast's link is not counted again.
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT, QUOTE_EVENT]);
    await context.close();
  });

  it('loads its code only once the visitor reaches for it', async () => {
    const { context, page } = await contactPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await hydrated(page);
    // Everything the page loads on its own (the entry, React prefetched) has loaded: no request for half a second.
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    expect(await page.locator('[data-island="QuoteForm"]').getAttribute('data-hydrated')).toBeNull();
    await field(page, content.contact.form.fields.nome.label).focus();
    await formHydrated(page);
    expect(scripts.length).toBeGreaterThan(before);
    await context.close();
  });

  it('typed before its code arrived: a submit is the native one (standard message, counted), and the values survive hydration', async () => {
    const { context, page } = await contactPage();
    const { release } = await holdScripts(page);
    await page.reload();
    const { otherOption } = content.contact.form;
    await fill(page, { ...ANA, produto: otherOption.label, mensagem: 'Escrito antes do script' });
    const native = await chatOpenedBy(context, () => submitButton(page).click());
    expect(chatRequest(native, content.site.chat.number)).toBe(content.site.chat.message);
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT]);

    release();
    await field(page, content.contact.form.fields.mensagem.label).focus();
    await formHydrated(page);
    expect(await values(page)).toEqual({ nome: 'Ana Souza', email: 'ana@example.com', telefone: '(62) 98888-7777', produto: otherOption.value, mensagem: 'Escrito antes do script' });
    const chat = await chatOpenedBy(context, () => submitButton(page).click());
    expect(chatRequest(chat, content.site.chat.number)).toContain(`${content.contact.form.fields.mensagem.label}: Escrito antes do script`);
    expect(await dataLayer(page)).toEqual([QUOTE_EVENT, QUOTE_EVENT]);
    await context.close();
  });

  it('with JavaScript off: the browser checks the fields, and a valid submit opens the chat with the standard message', async () => {
    const { context, page } = await contactPage({ javaScriptEnabled: false });
    expect(await opensATab(context, () => submitButton(page).click())).toBeNull();
    await fill(page, ANA);
    const chat = await chatOpenedBy(context, () => submitButton(page).click());
    expect(chatRequest(chat, content.site.chat.number)).toBe(content.site.chat.message);
    await context.close();
  });
});
