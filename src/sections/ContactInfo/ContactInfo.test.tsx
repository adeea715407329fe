import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { realContent } from '../../../tests/unit/support/content';
import { renderWithContent } from '../../../tests/unit/support/render';
import { ContactInfo } from './ContactInfo';

describe('ContactInfo', () => {
  it('writes the phone number as plain text a dialer accepts, linked to the phone', async () => {
    const content = await realContent();
    renderWithContent(<ContactInfo />, content);
    const phone = screen.getByRole('link', { name: content.site.contact.phoneDisplay });
    expect(phone.getAttribute('href')).toBe(content.site.contact.phoneHref);
    expect(phone.textContent).toBe(content.site.contact.phoneDisplay);
    expect(phone.textContent).toMatch(/^[\x20-\x7e]+$/);
  });
});
