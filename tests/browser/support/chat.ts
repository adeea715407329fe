import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export { QUOTE_EVENT } from '../../../src/boot/quoteTracking';

/** What the page has pushed onto `window.dataLayer` (empty when it was never created). */
export const dataLayer = (page: Page): Promise<unknown[]> => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);

/** Runs `action` and returns the chat tab it opened (the test context answers chat links locally). */
export async function chatOpenedBy(context: BrowserContext, action: () => Promise<unknown>): Promise<Page> {
  const chat = await tabOpenedBy(context, action);
  // A tab opened in the background (middle click) starts at about:blank.
  await chat.waitForURL(/^https?:/);
  return chat;
}

/** The chat tab's address, checked to be the company's chat, and the pre-filled text it carries, decoded. */
export function chatRequest(chat: Page, number: string): string {
  const url = new URL(chat.url());
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${number}`);
  return url.searchParams.get('text') ?? '';
}

/**
 * Runs `action` and waits for the tab it opens, which it returns. A tab opened in the background
 * (a middle click, a Ctrl-click) can take over 1.5 s to be reported on a busy 2-core machine.
 */
export async function tabOpenedBy(context: BrowserContext, action: () => Promise<unknown>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 10_000 }), action()]);
  return tab;
}

/**
 * Runs `action` and returns the address of a tab it opened within `ms`, or null: for actions that
 * must open none. The address says, when one did open, whether it was the chat and with what.
 */
export async function opensATab(context: BrowserContext, action: () => Promise<unknown>, ms = 1500): Promise<string | null> {
  const opened = context.waitForEvent('page', { timeout: ms }).then(
    // A tab starts at about:blank: its address once it has one says more.
    (tab) => tab.waitForURL(/^https?:/, { timeout: 2_000 }).then(() => tab.url(), () => tab.url()),
    () => null,
  );
  await action();
  return opened;
}
