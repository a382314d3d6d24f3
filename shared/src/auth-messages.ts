import { LOGIN_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN, POSTCODE_MAX } from './constants.ts';

// Apart from the schemas (auth.ts re-exports them), so a page can show a message without loading
// zod and the schemas (docs/decisions/019).
// Messages are the specification's copy (section 5); the form shows exactly what the server
// would answer, because both use these schemas.
export const authMessages = {
  firstNameRequired: 'First name is required.',
  firstNameLetters: 'First name may contain only letters, spaces, hyphens and apostrophes.',
  lastNameRequired: 'Last name is required.',
  lastNameLetters: 'Last name may contain only letters, spaces, hyphens and apostrophes.',
  registerEmail: 'Please enter a valid email.',
  phone: 'Enter a valid phone number.',
  streetAddress: 'Street Address is required.',
  city: 'City is required.',
  state: 'State is required.',
  postcodeLength: `Postcode must be at most ${POSTCODE_MAX} characters.`,
  postcodeCharacters: 'Postcode may contain only letters, digits, spaces and hyphens.',
  country: 'Please select a country.',
  passwordRequired: 'Password is required.',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters.`,
  // The server's refusal (a common-password list it alone carries: too big for the client).
  passwordCommon: 'This password is too common. Choose another.',
  passwordsMismatch: 'Passwords do not match',
  deviceType: 'Please select a device.',
  loginEmailRequired: 'Email is required',
  loginEmailInvalid: 'Enter a valid email address',
  loginPasswordRequired: 'Password is required',
  loginPasswordMin: `Password must be at least ${LOGIN_PASSWORD_MIN} characters`,
  invalidCredentials: 'Invalid email or password',
  registerFailed: 'Failed to register user, change your email and try again',
  suspended: 'Your account is suspended',
  sessionInvalid: 'Session token invalid or expired',
  noAccess: 'You do not have access to this',
} as const;
