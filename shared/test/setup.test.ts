import { describe, expect, it } from 'vitest';
import { createAdminInput } from '../src/setup.ts';
import { firstErrors } from './errors.ts';

const valid = {
  token: 'a'.repeat(43),
  firstName: 'Olive',
  lastName: 'Owner',
  email: 'olive@example.test',
  password: 'plum-harbour-7',
  confirmPassword: 'plum-harbour-7',
};
const errorsWith = (change: Record<string, unknown>) => firstErrors(createAdminInput, { ...valid, ...change });

describe('first ADMIN form (setup link)', () => {
  it('accepts a name, an e-mail and a 10+ character password confirmed', () => {
    expect(errorsWith({})).toEqual({});
  });

  it.each([
    [{ firstName: '' }, { firstName: 'First name is required.' }],
    [{ email: 'olive@' }, { email: 'Please enter a valid email.' }],
    [{ password: 'plum-harb', confirmPassword: 'plum-harb' }, { password: 'Password must be at least 10 characters.' }],
    [{ confirmPassword: 'plum-harbour-8' }, { confirmPassword: 'Passwords do not match' }],
    [{ token: '' }, { token: 'This setup link is not valid. Restart the server to print a new one.' }],
  ])('%j -> %j', (change, errors) => {
    expect(errorsWith(change)).toEqual(errors);
  });
});
