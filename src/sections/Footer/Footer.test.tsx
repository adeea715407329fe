import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the contact details the content holds', async () => {
    const { site } = await realContent();
    renderWithContent(<Footer />, await realContent());
    expect(screen.getByText(site.contact.city)).toBeTruthy();
    const phone = screen.getByRole('link', { name: site.contact.phoneDisplay });
    expect(phone.getAttribute('href')).toBe(site.contact.phoneHref);
    // Copied into a dialer as it is: ASCII space and hyphen, no typesetting characters.
    expect(phone.textContent).toMatch(/^[\x20-\x7e]+$/);
    expect(screen.getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(`mailto:${site.contact.email}`);
  });

  it('has three round chat buttons, the quick links, the copyright and the credit', async () => {
    const content = await realContent();
    renderWithContent(<Footer />, content);
    const { chatButtons } = content.ui.footer;
    const chat = screen.getAllByRole('link', { name: (name) => chatButtons.some((label) => name === `${label} ${content.ui.newTab}`) });
    expect(chat).toHaveLength(chatButtons.length);
    expect(chat.map((link) => link.getAttribute('aria-label'))).toEqual(chatButtons.map((label) => `${label} ${content.ui.newTab}`));
    for (const link of chat) expect(link.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${content.site.chat.number}\\?text=`));
    for (const item of content.navigation.items) expect(screen.getByRole('link', { name: item.name }).getAttribute('href')).toBe(item.path);
    expect(screen.getByText(new RegExp(`© ${content.site.copyrightYear} ${content.site.company.name}`))).toBeTruthy();
    const credit = screen.getByRole('link', { name: content.site.credit.name });
    expect(credit.getAttribute('href')).toBe(content.site.credit.url);
    expect(credit.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
