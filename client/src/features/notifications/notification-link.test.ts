import { describe, expect, it } from 'vitest';
import { isInternalLink, linkLabel } from './notification-link.ts';

describe('notification links', () => {
  it('names the places notifications lead to', () => {
    expect(linkLabel('/user')).toBe('Go to your dashboard');
    expect(linkLabel('/user/support')).toBe('Go to Support');
    expect(linkLabel('/home?section=plans')).toBe('See the plans');
    expect(linkLabel('/somewhere-else')).toBe('Open');
  });

  it('follows only paths of this site inside the app', () => {
    expect(isInternalLink('/user')).toBe(true);
    expect(isInternalLink('//evil.example/x')).toBe(false);
    expect(isInternalLink('https://t.me/x')).toBe(false);
  });
});
