import { describe, expect, it } from 'vitest';
import { changePasswordInput, profileInput, userStatusInput } from '../src/users.ts';
import { firstErrors } from './errors.ts';

const profile = {
  firstName: 'Ana',
  lastName: 'Lopez',
  streetAddress: '1 Calle',
  city: 'Madrid',
  state: 'Madrid',
  country: 'Spain',
  deviceType: 'Smart TV',
};

describe('profile form', () => {
  it('takes the registration fields without e-mail and password, with their defaults', () => {
    expect(profileInput.parse({ ...profile, email: 'x@example.test', password: 'secret123' })).toEqual({
      ...profile,
      countryCode: '+1',
      phoneNumber: '',
      company: '',
      streetAddress2: '',
      postcode: '',
    });
  });

  it.each([
    ['firstName', '', 'First name is required.'],
    ['lastName', 'L4', 'Last name may contain only letters, spaces, hyphens and apostrophes.'],
    ['city', '', 'City is required.'],
    ['country', 'Narnia', 'Please select a country.'],
    ['deviceType', 'Fridge', 'Please select a device.'],
    ['phoneNumber', 'call me', 'Enter a valid phone number.'],
  ])('refuses %s %j with the registration message', (field, value, message) => {
    expect(firstErrors(profileInput, { ...profile, [field]: value })).toEqual({ [field]: message });
  });
});

describe('change password form', () => {
  const valid = { currentPassword: 'old-secret', newPassword: 'new-plum-harbour', confirmPassword: 'new-plum-harbour' };
  it.each([
    [{ currentPassword: '' }, { currentPassword: 'Current password is required' }],
    [{ newPassword: 'plum-harb', confirmPassword: 'plum-harb' }, { newPassword: 'Password must be at least 10 characters.' }],
    [{ confirmPassword: 'other-secret' }, { confirmPassword: 'Passwords do not match' }],
    [{}, {}],
  ])('%j -> %j', (change, errors) => {
    expect(firstErrors(changePasswordInput, { ...valid, ...change })).toEqual(errors);
  });
});

describe('user status', () => {
  it('is Active or Suspend', () => {
    expect(firstErrors(userStatusInput, { id: 1, status: 'Suspend' })).toEqual({});
    expect(firstErrors(userStatusInput, { id: 1, status: 'Banned' })).toEqual({ status: 'Status is required' });
    expect(firstErrors(userStatusInput, { id: 'x', status: 'Active' })).toEqual({ id: 'Invalid id' });
  });
});
