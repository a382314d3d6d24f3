import { describe, expect, it } from 'vitest';
import { deepestTitle, documentTitle, titled } from './page-title.ts';

describe('page titles', () => {
  it('names the page and the brand, or the brand alone', () => {
    expect(documentTitle('Plans', 'Nimbus TV')).toBe('Plans · Nimbus TV');
    expect(documentTitle('Your subscription', 'Aurora Streams')).toBe('Your subscription · Aurora Streams');
    expect(documentTitle(undefined, 'Aurora Streams')).toBe('Aurora Streams');
    expect(documentTitle('Log in', '  ')).toBe('Log in · Nimbus TV');
  });

  it('takes the deepest route that has a label, skipping those without', () => {
    const matches = [{ meta: [] }, { meta: [titled('admin').meta[0]] }, { meta: [titled('users').meta[0]] }, {}];
    expect(deepestTitle(matches)).toBe('users');
    expect(deepestTitle([{ meta: [{ title: 'Admin' }] }, { meta: undefined }])).toBe('Admin');
    expect(deepestTitle([{}, { meta: [undefined] }])).toBeUndefined();
  });
});
