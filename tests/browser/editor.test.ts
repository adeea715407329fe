import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/prerender/buildSite';
import { startEditorBackend, type EditorBackend } from '../../scripts/dev/editorBackend';
import { startPreviewServer } from '../../scripts/previewServer';
import { CONTENT_DIR, ROOT, tempDir } from '../unit/support/content';
import { TEST_ORIGIN } from '../unit/support/testOrigin';
import { browserForFile, DESKTOP, PHONE } from './support/browser';

/**
 * The staff's editor at /admin/, driven as a staff member would, against a copy of the repository
 * with the real local backend (decap-server) writing its files; then the site built from them.
 */
const browser = browserForFile();
const FOLDER = 'toldos';
const NEW_HEADLINE = 'Sombra sob medida para a sua varanda, do projeto à instalação';
const NEW_CAPTION = 'Toldo retrátil recém-instalado sobre a varanda de uma casa de praia';

let repo: string;
let backend: EditorBackend;
let site: { close(): void; url: string };
/** Every console error and uncaught exception of the editor's pages. */
const errors: string[] = [];
/** The gallery line the test deletes. */
let deleted: { arquivo: string; legenda: string };

/** Builds the copy's content into `dist` and serves it as the bucket would. */
async function buildAndServe(dist: string, port: number) {
  await buildSite({ root: ROOT, contentDir: path.join(repo, 'content'), distDir: dist, origin: TEST_ORIGIN, log: () => {}, editor: { repo: 'orla/site', branch: 'main', localBackendPort: port } });
  const server = await startPreviewServer(dist, 0);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, 'content', file), 'utf8'));

beforeAll(async () => {
  repo = tempDir('editor-repo');
  fs.cpSync(CONTENT_DIR, path.join(repo, 'content'), { recursive: true });
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  backend = await startEditorBackend({ root: ROOT, repoDir: repo, port, log: () => {} });
  site = await buildAndServe(path.join(repo, 'dist'), port);
}, 180_000);

afterAll(async () => {
  site?.close();
  await backend?.close();
});

async function openEditor(viewport = DESKTOP): Promise<Page> {
  const { page } = await browser.newPage({ siteUrl: site.url, viewport, alsoReach: [new URL(backend.url).host] });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.goto(`${site.url}/admin/`);
  // The local backend needs no account: one click signs in.
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('link', { name: 'Textos e contatos' }).waitFor();
  return page;
}

/** "Publicar" then "Publicar agora", as the editor asks. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar agora').click();
}

/** Types `text` over a field's text, as a person selecting all and typing (a second fill may append). */
async function replaceText(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
  await expect(field.inputValue()).resolves.toBe(text);
}

/** Publishes and waits for the editor's refusal, `message` beside the field. */
async function refusedSave(page: Page, message: RegExp) {
  const errorsBefore = errors.length;
  await publish(page);
  await page.getByText(message).first().waitFor();
  // Decap CMS, refusing the save, leaves its promise rejected with nothing, unhandled: that one is its
  // way of refusing, not a fault of the page. Every other error still fails the last test.
  const refusal = errors.splice(errorsBefore);
  expect(refusal.every((error) => error.endsWith(': undefined')), refusal.join('\n')).toBe(true);
}

describe('the editor at /admin/', () => {
  it('opens at a phone\'s width, in Portuguese, its buttons on the screen, not beyond its right edge', async () => {
    const page = await openEditor(PHONE);
    const onScreen = async (name: string | RegExp, role: 'button' | 'link' = 'button') => {
      const box = (await page.getByRole(role, { name, exact: typeof name === 'string' }).first().boundingBox())!;
      return box.x >= 0 && box.x + box.width <= PHONE.width;
    };
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect(onScreen('Galerias dos produtos', 'link')).resolves.toBe(true);
    await page.getByRole('link', { name: 'Textos e contatos' }).click();
    await page.getByRole('link', { name: 'Início: destaque' }).click();
    // A change, not saved: "Publicar" appears (the file is left as it is).
    await replaceText(page.getByLabel('Sobretítulo'), 'Toldos e coberturas');
    await expect(onScreen('Publicar')).resolves.toBe(true);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    // Leaving the unsaved change: the editor asks, and the answer is yes.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`${site.url}/admin/#/collections/galeria/entries/${FOLDER}`);
    await page.getByRole('button', { name: /Adicionar mídia/ }).waitFor();
    await expect(onScreen(/Adicionar mídia/)).resolves.toBe(true);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  it('refuses an empty headline before anything is saved, then saves a new one to content/hero.json', async () => {
    const before = fs.readFileSync(path.join(repo, 'content', 'hero.json'), 'utf8');
    const page = await openEditor();
    await page.getByRole('link', { name: 'Textos e contatos' }).click();
    await page.getByRole('link', { name: 'Início: destaque' }).click();
    const headline = page.getByLabel('Título principal');
    await headline.fill('');
    await refusedSave(page, /Título principal.*obrigatório/i);
    expect(fs.readFileSync(path.join(repo, 'content', 'hero.json'), 'utf8')).toBe(before);

    await replaceText(headline, NEW_HEADLINE);
    await publish(page);
    await page.getByText('Entrada salva').waitFor();
    expect(readJson('hero.json').headline).toBe(NEW_HEADLINE);
    // The rest of the file as it was.
    expect({ ...readJson('hero.json'), headline: '' }).toEqual({ ...JSON.parse(before), headline: '' });
    await page.close();
  });

  it('refuses a chat number without Brazil\'s 55, saying the rule, and saves a right one, the file\'s notes kept', async () => {
    const before = fs.readFileSync(path.join(repo, 'content', 'site.json'), 'utf8');
    const page = await openEditor();
    await page.getByRole('link', { name: 'Textos e contatos' }).click();
    await page.getByRole('link', { name: 'Empresa, contato, chat e horário' }).click();
    const number = page.getByLabel('Número do WhatsApp');
    // The entry has loaded into the form (typed before that, the text is replaced by the file's).
    await expect.poll(() => number.inputValue()).toBe(JSON.parse(before).chat.number);
    await replaceText(number, '62988887777');
    await refusedSave(page, /Só números: 55/);
    expect(fs.readFileSync(path.join(repo, 'content', 'site.json'), 'utf8')).toBe(before);

    await replaceText(number, '5562988887777');
    await publish(page);
    await page.getByText('Entrada salva').waitFor();
    const saved = readJson('site.json');
    expect(saved.chat.number).toBe('5562988887777');
    expect({ ...saved, chat: null }).toEqual({ ...JSON.parse(before), chat: null });
    expect(saved.$comment).toBe(JSON.parse(before).$comment);
    await page.close();
  });

  it('adds a photo from a phone to a product\'s gallery with its caption, and deletes another', async () => {
    const folder = path.join(repo, 'content', 'galeria', FOLDER);
    const photo = path.join(tempDir('phone'), 'IMG 20261129 Obra Nova.jpg');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b5532f' } }).jpeg().toFile(photo);
    const before = readJson(`galeria/${FOLDER}/legendas.json`).midia as Array<{ arquivo: string; legenda: string }>;
    const doomed = before.find((entry) => /\.webp$/.test(entry.arquivo))!;
    deleted = doomed;

    const page = await openEditor();
    await page.getByRole('link', { name: 'Galerias dos produtos' }).click();
    await page.getByRole('link', { name: 'Toldos Retráteis' }).click();
    await page.getByRole('button', { name: /Adicionar mídia/ }).click();
    await page.getByRole('menuitem', { name: 'Foto' }).click();
    await page.getByRole('button', { name: 'Escolha uma imagem', exact: true }).click();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText(/Enviar/).first().click()]);
    await chooser.setFiles(photo);
    await page.getByRole('button', { name: 'Escolher selecionado' }).click();
    await page.getByLabel('Legenda').last().fill(NEW_CAPTION);

    // Deleting a photo: its file, in the gallery's media library (opened from its own line), then its line.
    const line = page.locator('div[style*="transition"]').filter({ hasText: doomed.legenda });
    // Its first button opens it (Decap's list buttons have no names).
    await line.locator('button').first().click();
    await line.getByRole('button', { name: 'Escolha uma imagem diferente' }).click();
    await page.getByText(doomed.arquivo, { exact: true }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Excluir selecionado' }).click();
    await expect.poll(() => fs.existsSync(path.join(folder, doomed.arquivo))).toBe(false);
    // Closed by a click beside it, choosing nothing.
    await page.mouse.click(5, 450);
    await page.getByRole('button', { name: 'Excluir selecionado' }).waitFor({ state: 'detached' });
    // Its second button (after the one that opens it) removes the line.
    await line.locator('button').nth(1).click();
    await line.waitFor({ state: 'detached' });
    await publish(page);
    await page.getByText('Entrada salva').waitFor();
    await page.close();

    const after = readJson(`galeria/${FOLDER}/legendas.json`).midia as Array<{ tipo: string; arquivo: string; legenda: string }>;
    const added = after.at(-1)!;
    expect(added).toMatchObject({ tipo: 'foto', legenda: NEW_CAPTION });
    // Saved as it came, under a name without spaces, beside the others.
    expect(added.arquivo).toMatch(/^[a-z0-9._-]+\.jpg$/);
    expect(fs.readFileSync(path.join(folder, added.arquivo)).equals(fs.readFileSync(photo))).toBe(true);
    expect(after.map((entry) => entry.arquivo)).toEqual([...before.filter((entry) => entry !== doomed).map((entry) => entry.arquivo), added.arquivo]);
  });

  it('and the site built from what it saved shows the new headline, the new photo with its caption as its alt text, and not the deleted one', async () => {
    const rebuilt = await buildAndServe(path.join(repo, 'dist-after'), Number(new URL(backend.url).port));
    try {
      const { page } = await browser.openPage('/', { siteUrl: rebuilt.url });
      await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(NEW_HEADLINE);
      await page.goto(`${rebuilt.url}/${FOLDER}/`);
      await expect(page.locator(`img[alt="${NEW_CAPTION}"]`).count()).resolves.toBe(1);
      await expect(page.locator(`img[alt="${deleted.legenda}"]`).count()).resolves.toBe(0);
      // Nor anywhere else: the gallery's data holds every product's files.
      const dist = path.join(repo, 'dist-after');
      const data = fs.readdirSync(path.join(dist, 'assets')).filter((file) => /^galeria-.*\.json$/.test(file));
      expect(data.length).toBeGreaterThan(0);
      // Its index and each product's pages.
      const text = data.map((file) => fs.readFileSync(path.join(dist, 'assets', file), 'utf8')).join('\n');
      expect(text).toContain(NEW_CAPTION);
      expect(text).not.toContain(deleted.legenda);
      await page.close();
    } finally {
      rebuilt.close();
    }
  });

  it('logged no console error on any of its pages', () => {
    expect(errors).toEqual([]);
  });
});
