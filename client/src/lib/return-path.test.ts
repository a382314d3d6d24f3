import { describe, expect, it } from 'vitest';
import { returnSearch, safeReturnPath } from './return-path.ts';

describe('the path to return to after login', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(safeReturnPath('/user')).toBe('/user');
    expect(safeReturnPath('/user/support?ticket=3#reply')).toBe('/user/support?ticket=3#reply');
    expect(safeReturnPath('/payment?plan=Monthly&devices=2')).toBe('/payment?plan=Monthly&devices=2');
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/user',
      'https://evil.com',
      'http:/evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
    ]) {
      expect(safeReturnPath(value), value).toBeUndefined();
    }
  });

  it('refuses values that are not text and the login and register pages themselves', () => {
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(['/user'])).toBeUndefined();
    expect(safeReturnPath('/login?redirect=/user')).toBeUndefined();
    expect(safeReturnPath('/register')).toBeUndefined();
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });

  it('blanks an unsafe redirect in the search instead of failing the page', () => {
    expect(returnSearch({ redirect: '/user' })).toEqual({ redirect: '/user' });
    expect(returnSearch({ redirect: '//evil.com' })).toStrictEqual({ redirect: undefined });
    expect(returnSearch({})).toStrictEqual({ redirect: undefined });
  });
});
