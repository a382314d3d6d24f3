import { describe, expect, it } from 'vitest';
import type { ProfileInput } from '@nimbus/shared/users';
import { createUser, testApp, TEST_PASSWORD, tokenFor } from './harness.ts';
import { refusal } from './refusal.ts';

const t = testApp();

const profile = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  firstName: 'Rosa',
  lastName: 'Renamed',
  countryCode: '+353',
  phoneNumber: '087 123 4567',
  company: 'Rosa Ltd',
  streetAddress: '2 New Street',
  streetAddress2: 'Apt 3',
  city: 'Galway',
  state: 'Connacht',
  postcode: 'H91',
  country: 'Ireland',
  deviceType: 'Amazon Firestick',
  ...overrides,
});

describe('users.updateProfile', () => {
  it('changes the caller’s own names, phone, address, country and device', async () => {
    const user = await createUser();
    const updated = await (await t.caller(user)).users.updateProfile(profile());
    expect(updated).toMatchObject({ ...profile(), id: user.id, name: 'Rosa Renamed', email: user.email });
  });

  it('refuses invalid fields with the registration form messages', async () => {
    const caller = await t.caller(await createUser());
    const message = async (change: Partial<ProfileInput>) => (await refusal(caller.users.updateProfile(profile(change)))).message;
    expect(await message({ firstName: '' })).toBe('First name is required.');
    expect(await message({ city: ' ' })).toBe('City is required.');
    expect(await message({ country: 'Atlantis' })).toBe('Please select a country.');
    expect(await message({ deviceType: 'Toaster' as 'Other' })).toBe('Please select a device.');
  });

  it('cannot change e-mail, role or status, whatever the input says', async () => {
    const user = await createUser();
    const sneaky = { ...profile(), email: 'new@example.test', role: 'ADMIN', status: 'Suspend' } as ProfileInput;
    const updated = await (await t.caller(user)).users.updateProfile(sneaky);
    expect(updated).toMatchObject({ email: user.email, role: 'USER', status: 'Active' });
  });
});

describe('users.changePassword', () => {
  const change = { currentPassword: TEST_PASSWORD, newPassword: 'fresh-plum-harbour', confirmPassword: 'fresh-plum-harbour' };

  it('returns a new token that keeps this session while other sessions end', async () => {
    const user = await createUser();
    const otherDevice = await tokenFor(user);
    const { token } = await (await t.caller(user)).users.changePassword(change);
    await expect((await t.caller(token)).users.me()).resolves.toMatchObject({ id: user.id });
    expect(await refusal((await t.caller(otherDevice)).users.me())).toEqual({ code: 'UNAUTHORIZED', message: 'Session token invalid or expired' });
  });

  it('the new password logs in, the old one no longer does', async () => {
    const user = await createUser();
    await (await t.caller(user)).users.changePassword(change);
    const anonymous = await t.caller();
    await expect(anonymous.auth.login({ email: user.email, password: 'fresh-plum-harbour' })).resolves.toMatchObject({ user: { id: user.id } });
    expect(await refusal(anonymous.auth.login({ email: user.email, password: TEST_PASSWORD }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a wrong current password and keeps the sessions', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    expect(await refusal((await t.caller(token)).users.changePassword({ ...change, currentPassword: 'not-my-password' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Current password is incorrect',
    });
    await expect((await t.caller(token)).users.me()).resolves.toMatchObject({ id: user.id });
  });

  it('refuses a short or unconfirmed new password with the form messages', async () => {
    const caller = await t.caller(await createUser());
    expect(await refusal(caller.users.changePassword({ ...change, newPassword: 'abc', confirmPassword: 'abc' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Password must be at least 10 characters.',
    });
    expect(await refusal(caller.users.changePassword({ ...change, confirmPassword: 'other-secret' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Passwords do not match',
    });
    expect(await refusal(caller.users.changePassword({ ...change, currentPassword: '' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Current password is required',
    });
  });
});
