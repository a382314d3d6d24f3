import type { RegisterInput } from '@nimbus/shared/auth';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/auth/password-policy.ts';
import { createUser, testApp } from './harness.ts';
import { latestResetCode } from './outbox.ts';
import { refusal } from './refusal.ts';

// Every password a person chooses: 10+ characters (the shared schema, so forms say it too)
// and not on the common-password list (the server only). Login still accepts older ones.
const t = testApp();
const tooCommon = { code: 'BAD_REQUEST', message: 'This password is too common. Choose another.' };
const tooShort = { code: 'BAD_REQUEST', message: 'Password must be at least 10 characters.' };

const registration = (password: string): RegisterInput => ({
  firstName: 'Pia',
  lastName: 'Policy',
  email: `pia.${Math.random().toString(36).slice(2)}@example.test`,
  streetAddress: '5 Main Street',
  city: 'Springfield',
  state: 'IL',
  country: 'United States',
  password,
  confirmPassword: password,
  deviceType: 'Smart TV',
});

describe('password policy', () => {
  it('knows the common passwords of the list, whatever their case', () => {
    expect(isCommonPassword('password1234')).toBe(true);
    expect(isCommonPassword('QwertyUiop')).toBe(true);
    expect(isCommonPassword('plum-harbour-7')).toBe(false);
  });

  it('register refuses a 9-character password and a common one', async () => {
    const caller = await t.caller();
    expect(await refusal(caller.auth.register(registration('secret123')))).toEqual(tooShort);
    expect(await refusal(caller.auth.register(registration('password1234')))).toEqual(tooCommon);
    await expect(caller.auth.register(registration('plum-harbour-7'))).resolves.toMatchObject({ user: { role: 'USER' } });
  });

  it('REST register answers 400 with the same message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration('1234567890') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: tooCommon.message });
  });

  it('change password refuses a common new password', async () => {
    const user = await createUser();
    const caller = await t.caller(user);
    expect(await refusal(caller.users.changePassword({ currentPassword: user.password, newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' }))).toEqual(
      tooCommon,
    );
  });

  it('reset refuses a common new password and leaves the code usable', async () => {
    const user = await createUser();
    const caller = await t.caller();
    await caller.auth.forgotPassword({ email: user.email });
    const code = await latestResetCode(user.email);
    await caller.auth.verifyResetCode({ email: user.email, code });
    expect(await refusal(caller.auth.updatePassword({ email: user.email, code, password: 'password123', confirmPassword: 'password123' }))).toEqual(tooCommon);
    await expect(caller.auth.updatePassword({ email: user.email, code, password: 'plum-harbour-7', confirmPassword: 'plum-harbour-7' })).resolves.toEqual({
      updated: true,
    });
  });

  it('login still accepts a password chosen under the old 6-character rule', async () => {
    const user = await createUser({ password: 'old6ch' });
    await expect((await t.caller()).auth.login({ email: user.email, password: 'old6ch' })).resolves.toMatchObject({ user: { id: user.id } });
  });
});
