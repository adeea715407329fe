import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newContext, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ROUTES = ['/', '/produtos/', '/cobertura-retratil/', '/toldos/', '/vidros-esquadrias/', '/portas-lambril/', '/inox-solucoes-sanitarias/', '/beneficios/', '/contato/'];

describe('with JavaScript off', () => {
  it('every page reads fully and its quote links lead to the chat', async () => {
    const context = await newContext(browser, { viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(`${baseUrl()}${route}`);
      expect(await page.locator('h1').count(), route).toBe(1);
      for (const href of await page.locator('a[data-quote]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href, route).toMatch(/^https:\/\/wa\.me\/\d+\?text=Contato%20do%20an%C3%BAncio/);
      }
      const quote = page.locator('a[data-quote]:visible').first();
      const [chat] = await Promise.all([context.waitForEvent('page'), quote.click()]);
      await chat.waitForLoadState();
      expect(new URL(chat.url()).host).toBe('wa.me');
      await chat.close();
      // Nothing overflows sideways on a 360 px phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
    }
    await context.close();
  });

  it('the roof-cover carousel offers no "Ver todos os 31 projetos": without the gallery it would only lead back to the carousel', async () => {
    const context = await newContext(browser, { viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/cobertura-retratil/`);
    const region = page.getByRole('region', { name: 'Projetos de Cobertura Retrátil' });
    await expect.poll(() => region.getByRole('group').count()).toBe(8);
    expect(await region.getByRole('link', { name: 'Ver todos os 31 projetos' }).count()).toBe(0);
    await context.close();
  });

  it('an unknown URL gets the 404 page with status 404', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/nao-existe/`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Unexpected Application Error!');
    expect(await page.getByText('404 Not Found').count()).toBe(1);
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('/toldos reaches the page through the directory redirect', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/toldos`);
    expect(page.url()).toBe(`${baseUrl()}/toldos/`);
    expect(await page.locator('h1').textContent()).toBe('Toldos Retráteis');
    await context.close();
  });
});
