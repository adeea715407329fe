import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../src/content/types';
import { fill } from '../../src/shared/format';
import { realContent } from '../unit/support/content';
import { baseUrl, browserForFile, DESKTOP, hydrated, pauseClock, PHONE, type ContextOptions } from './support/browser';
import { axeViolations } from './support/axe';
import { chatOpenedBy } from './support/chat';

const browser = browserForFile();
let content: SiteContent;
beforeAll(async () => {
  content = await realContent();
});

const region = (page: Page) => page.getByRole('region', { name: fill(content.ui.toast.regionLabel, { hotkey: content.constants.toastHotkey }) });
const toast = (page: Page) => region(page).locator('li');
/** Swipes around the toasts' swipe threshold (content/constants.json): one short of it, one well past it. */
const shortSwipe = () => Math.floor(content.constants.toastSwipeThresholdPx * 0.8);
const longSwipe = () => Math.ceil(content.constants.toastSwipeThresholdPx * 1.6);

const submitButton = (page: Page) => page.locator('form[data-quote]').getByRole('button', { name: content.contact.form.submitLabel });

/**
 * The contact page with the form filled in, hydrated. Its clock (the toasts' timers) is paused
 * there: time moves on only with `page.clock.runFor()`.
 */
async function contactPage(options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await browser.newPage({ viewport: PHONE, ...options });
  await page.clock.install();
  await page.goto(`${baseUrl()}${content.pages.contato.path}`);
  const { fields } = content.contact.form;
  await page.getByLabel(fields.nome.label).fill('Ana Souza');
  await page.getByLabel(fields.email.label).fill('ana@example.com');
  await page.getByLabel(fields.telefone.label).fill('62988887777');
  await page.waitForSelector('[data-island="QuoteForm"][data-hydrated]', { state: 'attached' });
  await hydrated(page);
  await pauseClock(page);
  return { context, page };
}

/** Sends the form (the chat tab opens and is closed again): the "chat is opening" toast appears. Returns when it did. */
async function raiseToast(context: BrowserContext, page: Page): Promise<void> {
  const chat = await chatOpenedBy(context, () => submitButton(page).click());
  await chat.close();
  await toast(page).waitFor({ state: 'visible' });
}

describe('toasts', () => {
  it('close by themselves after toastDurationMs, not before', async () => {
    const { context, page } = await contactPage();
    await raiseToast(context, page);
    expect(await toast(page).textContent()).toContain(content.contact.form.toasts.opening.title);
    await page.clock.runFor(content.constants.toastDurationMs - 700);
    expect(await toast(page).count()).toBe(1);
    await page.clock.runFor(700 + 1200);
    expect(await toast(page).count()).toBe(0);
    await context.close();
  });

  it('wait while hovered, and finish their time once the pointer leaves', async () => {
    const { context, page } = await contactPage({ viewport: DESKTOP });
    await raiseToast(context, page);
    await toast(page).hover();
    await page.clock.runFor(content.constants.toastDurationMs + 1500);
    expect(await toast(page).count()).toBe(1);
    await page.mouse.move(10, 10);
    await page.clock.runFor(content.constants.toastDurationMs + 1000);
    expect(await toast(page).count()).toBe(0);
    await context.close();
  });

  it('pass axe (WCAG 2.2 AA) with a toast on screen', async () => {
    const { context, page } = await contactPage();
    await raiseToast(context, page);
    await page.clock.resume(); // axe schedules its own work on timers
    expect(await axeViolations(page, { include: `[role="region"][aria-label="${fill(content.ui.toast.regionLabel, { hotkey: content.constants.toastHotkey })}"]` })).toEqual([]);
    await context.close();
  });

  it('close with their close button', async () => {
    const { context, page } = await contactPage();
    await raiseToast(context, page);
    await toast(page).getByRole('button', { name: content.ui.toast.close }).click();
    expect(await toast(page).count()).toBe(0);
    await context.close();
  });

  it('close with Escape', async () => {
    const { context, page } = await contactPage();
    await raiseToast(context, page);
    await page.keyboard.press('Escape');
    expect(await toast(page).count()).toBe(0);
    await context.close();
  });

  it('close on a swipe right past the swipe threshold (constants.toastSwipeThresholdPx) with a mouse; a shorter swipe springs back', async () => {
    const { context, page } = await contactPage({ viewport: DESKTOP });
    await raiseToast(context, page);
    const swipe = async (dx: number) => {
      const box = (await toast(page).boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + 40;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 8 });
      await page.mouse.up();
    };
    await swipe(shortSwipe());
    expect(await toast(page).count()).toBe(1);
    await expect.poll(() => toast(page).evaluate((li) => li.style.transform)).toBe('');
    await swipe(longSwipe());
    expect(await toast(page).count()).toBe(0);
    await context.close();
  });

  it('close on a swipe right with a finger, on a phone', async () => {
    const { context, page } = await contactPage({ hasTouch: true });
    await raiseToast(context, page);
    const box = (await toast(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 30;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: px === undefined ? [] : [{ x: px, y }] });
    await touch('touchStart', x);
    for (let step = 1; step <= 8; step += 1) await touch('touchMove', x + (step * longSwipe()) / 8);
    await touch('touchEnd');
    await expect.poll(() => toast(page).count()).toBe(0);
    await context.close();
  });

  it('F8 takes focus to the notifications; from there Tab reaches the close button, and closing hands focus back', async () => {
    const { context, page } = await contactPage();
    await raiseToast(context, page);
    await submitButton(page).focus();
    await page.keyboard.press(content.constants.toastHotkey);
    expect(await region(page).evaluate((el) => el === document.activeElement)).toBe(true);
    // Focus inside pauses the timer.
    await page.clock.runFor(content.constants.toastDurationMs + 500);
    expect(await toast(page).count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(content.ui.toast.close);
    await page.keyboard.press('Enter');
    expect(await toast(page).count()).toBe(0);
    expect(await submitButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it('show one at a time: a new one replaces the one on screen, with its own full time', async () => {
    const { context, page } = await contactPage();
    await raiseToast(context, page);
    await page.clock.runFor(2500);
    await raiseToast(context, page);
    expect(await toast(page).count()).toBe(1);
    await page.clock.runFor(content.constants.toastDurationMs - 2500 + 700);
    expect(await toast(page).count()).toBe(1);
    await context.close();
  });

  it('are at most toastMaxWidthPx wide on large screens, and on a phone fit under the header', async () => {
    const desktop = await contactPage({ viewport: DESKTOP });
    await raiseToast(desktop.context, desktop.page);
    const wide = (await toast(desktop.page).boundingBox())!;
    expect(wide.width).toBeLessThanOrEqual(content.constants.toastMaxWidthPx);
    expect(wide.width).toBeGreaterThan(300);
    expect(wide.x + wide.width).toBeLessThanOrEqual(DESKTOP.width);
    await desktop.context.close();

    const phone = await contactPage();
    await raiseToast(phone.context, phone.page);
    const narrow = (await toast(phone.page).boundingBox())!;
    const header = (await phone.page.locator('header').boundingBox())!;
    expect(narrow.x).toBeGreaterThanOrEqual(0);
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(PHONE.width);
    expect(narrow.width).toBeGreaterThan(PHONE.width - 60);
    expect(narrow.y).toBeGreaterThanOrEqual(header.y + header.height);
    await phone.context.close();
  });
});
