import { describe, expect, it } from 'vitest';
import { displayLink, messagingAppName } from './site-settings.ts';

describe('messaging app name', () => {
  it('names the app from the link host', () => {
    expect(messagingAppName('https://t.me/nimbus_tv_support')).toBe('Telegram');
    expect(messagingAppName('https://wa.me/15551234567')).toBe('WhatsApp');
    expect(messagingAppName('https://www.whatsapp.com/channel/x')).toBe('WhatsApp');
  });

  it('falls back to "Chat" for other hosts and to nothing without a link', () => {
    expect(messagingAppName('https://chat.example.com/support')).toBe('Chat');
    expect(messagingAppName('not a url')).toBe('Chat');
    expect(messagingAppName('')).toBe('');
  });

  it('shows a link without its scheme', () => {
    expect(displayLink('https://t.me/nimbus_tv_support/')).toBe('t.me/nimbus_tv_support');
  });
});
