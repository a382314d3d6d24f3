import { DEFAULT_SETTINGS } from '@nimbus/shared/settings';
import { describe, expect, it } from 'vitest';
import { render } from '../src/services/email/layout.ts';

// A fresh shop has no support contact of its own yet: nothing stands in for one.
describe('the support contact of a fresh shop', () => {
  it('is empty by default, never a placeholder address', () => {
    expect(DEFAULT_SETTINGS.supportEmail).toBe('');
    expect(DEFAULT_SETTINGS.messagingLink).toBe('');
  });

  it('leaves an e-mail footer without a contact rather than printing an empty one', () => {
    const brand = { brandName: 'Shop', supportEmail: '', messagingLink: '', publicUrl: 'https://shop.example' };
    const mail = render(brand, { subject: 'Hello', paragraphs: ['Hi.'] });
    expect(mail.text).not.toContain('E-mail:');
    expect(mail.html).not.toContain('E-mail:');
    const withContact = render({ ...brand, supportEmail: 'help@shop.example' }, { subject: 'Hello', paragraphs: ['Hi.'] });
    expect(withContact.text).toContain('E-mail: help@shop.example');
  });
});
