import { describe, expect, it } from 'vitest';
import { loginInput } from '../src/auth.ts';
import { firstErrors } from './errors.ts';

const valid = { email: 'user@example.com', password: 'secret1' };
const errorsWith = (change: Record<string, unknown>) => firstErrors(loginInput, { ...valid, ...change });

describe('login form (specification section 5)', () => {
  it('accepts an e-mail and a password of 6 or more characters', () => {
    expect(errorsWith({})).toEqual({});
    expect(errorsWith({ password: '123456' })).toEqual({});
  });

  it.each([
    ['email', '', 'Email is required'],
    ['email', 'user', 'Enter a valid email address'],
    ['email', 'user@', 'Enter a valid email address'],
    ['password', '', 'Password is required'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('%s %j is refused with "%s"', (field, value, message) => {
    expect(errorsWith({ [field]: value })).toEqual({ [field]: message });
  });

  it('reports both fields when both are empty', () => {
    expect(errorsWith({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('normalises the e-mail so login is case-insensitive', () => {
    expect(loginInput.parse({ ...valid, email: '  User@Example.COM ' }).email).toBe('user@example.com');
  });

  it('keeps the password exactly as typed', () => {
    expect(loginInput.parse({ ...valid, password: ' Secret 1 ' }).password).toBe(' Secret 1 ');
  });
});
