import { describe, expect, it } from 'vitest';
import { authMessages, registerInput } from '../src/auth.ts';
import { dialCodeOf } from '../src/countries.ts';
import { DEVICE_TYPES } from '../src/enums.ts';
import { firstErrors, serverMessage } from './errors.ts';

const valid = {
  firstName: 'Mary Ann',
  lastName: 'Smith',
  email: 'mary@example.com',
  countryCode: '+44',
  phoneNumber: '020 7946 0958',
  company: '',
  streetAddress: '1 High Street',
  streetAddress2: '',
  city: 'London',
  state: 'Greater London',
  postcode: 'SW1A1A',
  country: 'United Kingdom',
  password: 'plum-harbour-7',
  confirmPassword: 'plum-harbour-7',
  deviceType: 'Smart TV',
};

const errorsWith = (change: Record<string, unknown>) => firstErrors(registerInput, { ...valid, ...change });

describe('register form (specification section 5)', () => {
  it('accepts a complete registration', () => {
    expect(errorsWith({})).toEqual({});
  });

  it.each([
    ['firstName', '', 'First name is required.'],
    ['firstName', '   ', 'First name is required.'],
    ['lastName', '', 'Last name is required.'],
    ['email', '', 'Please enter a valid email.'],
    ['email', 'not-an-email', 'Please enter a valid email.'],
    ['email', 'mary@', 'Please enter a valid email.'],
    ['streetAddress', '', 'Street Address is required.'],
    ['city', '', 'City is required.'],
    ['state', ' ', 'State is required.'],
    ['country', '', 'Please select a country.'],
    ['country', 'Atlantis', 'Please select a country.'],
    ['password', '', 'Password is required.'],
    ['deviceType', '', 'Please select a device.'],
    ['deviceType', 'Toaster', 'Please select a device.'],
  ])('%s %j is refused with "%s"', (field, value, message) => {
    const change = field === 'password' ? { password: value, confirmPassword: value } : { [field]: value };
    expect(errorsWith(change)[field]).toBe(message);
    // The server answers with the first issue's message: the same text.
    expect(serverMessage(registerInput, { ...valid, ...change })).toBe(message);
  });

  it('refuses names with digits, symbols or stray punctuation', () => {
    expect(errorsWith({ firstName: 'J0hn' })).toEqual({ firstName: authMessages.firstNameLetters });
    expect(errorsWith({ lastName: 'Smith!' })).toEqual({ lastName: authMessages.lastNameLetters });
    expect(errorsWith({ lastName: "-O'" })).toEqual({ lastName: authMessages.lastNameLetters });
    expect(errorsWith({ firstName: 'Anne--Marie' })).toEqual({ firstName: authMessages.firstNameLetters });
  });

  it('accepts names as people write them: accents, other scripts, inner spaces, hyphens and apostrophes', () => {
    expect(errorsWith({ firstName: 'José María', lastName: 'Zoë Brontë' })).toEqual({});
    expect(errorsWith({ firstName: 'Anne-Marie', lastName: "O'Brien" })).toEqual({});
    expect(errorsWith({ firstName: 'Thị Hương', lastName: 'Nguyễn' })).toEqual({});
    expect(errorsWith({ firstName: 'Ngozi', lastName: 'D’Angelo-Smith' })).toEqual({});
  });

  it('refuses a password shorter than 10 characters', () => {
    expect(errorsWith({ password: 'plum-harb', confirmPassword: 'plum-harb' })).toEqual({
      password: 'Password must be at least 10 characters.',
    });
  });

  it('accepts a password of exactly 10 characters', () => {
    expect(errorsWith({ password: 'plum-harbo', confirmPassword: 'plum-harbo' })).toEqual({});
  });

  it('refuses a confirmation that does not match, on the confirmation field', () => {
    expect(errorsWith({ confirmPassword: 'plum-harbour-8' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(errorsWith({ confirmPassword: '' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('accepts every device type of the fixed list', () => {
    for (const deviceType of DEVICE_TYPES) expect(errorsWith({ deviceType })).toEqual({});
  });

  it('leaves phone, company, second street line and postcode optional', () => {
    const { phoneNumber, company, streetAddress2, postcode, countryCode, ...required } = valid;
    const parsed = registerInput.parse(required);
    expect(parsed).toMatchObject({ phoneNumber: '', company: '', streetAddress2: '', postcode: '' });
  });

  it('defaults the phone country code to +1', () => {
    const { countryCode, ...rest } = valid;
    expect(registerInput.parse(rest).countryCode).toBe('+1');
  });

  it('refuses a phone number that is not one', () => {
    expect(errorsWith({ phoneNumber: 'call me' })).toEqual({ phoneNumber: 'Enter a valid phone number.' });
  });

  it('keeps postcodes as people write them, up to 12 letters, digits, spaces and hyphens', () => {
    for (const postcode of ['1100-053', 'SW1A 1AA', '10115', 'K1A 0B1', '00-950', 'AB12CD']) {
      expect(errorsWith({ postcode }), postcode).toEqual({});
      expect(registerInput.parse({ ...valid, postcode }).postcode).toBe(postcode);
    }
    expect(errorsWith({ postcode: '1234567890123' })).toEqual({ postcode: authMessages.postcodeLength });
    expect(errorsWith({ postcode: '1100_053' })).toEqual({ postcode: authMessages.postcodeCharacters });
    expect(errorsWith({ postcode: '<b>' })).toEqual({ postcode: authMessages.postcodeCharacters });
  });

  it('trims text and lower-cases the e-mail', () => {
    const parsed = registerInput.parse({ ...valid, firstName: ' Mary Ann ', email: ' Mary@Example.COM ' });
    expect(parsed.firstName).toBe('Mary Ann');
    expect(parsed.email).toBe('mary@example.com');
  });

  it('drops a role sent by the client', () => {
    const parsed = registerInput.parse({ ...valid, role: 'ADMIN' });
    expect(parsed).not.toHaveProperty('role');
  });
});

describe('dialling codes', () => {
  it('gives the phone code of the chosen country, so the form can follow the address', () => {
    expect(dialCodeOf('Portugal')).toBe('+351');
    expect(dialCodeOf('United Kingdom')).toBe('+44');
    expect(dialCodeOf('Vietnam')).toBe('+84');
    expect(dialCodeOf('Atlantis')).toBeUndefined();
    expect(dialCodeOf(null)).toBeUndefined();
  });
});
