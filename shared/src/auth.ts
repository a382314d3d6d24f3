import { z } from './zod.ts';
import { COUNTRY_NAMES, PHONE_CODES } from './countries.ts';
import { DEFAULT_COUNTRY_CODE, LOGIN_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN, POSTCODE_MAX } from './constants.ts';
import { DEVICE_TYPES, ROLES } from './enums.ts';
import { secondFactorCode } from './two-factor.ts';
import { authMessages } from './auth-messages.ts';
import { LANGUAGES } from './i18n.ts';

export { authMessages };

// Letters of any script (with combining marks, as in "Nguyễn" typed decomposed), joined by
// single spaces, hyphens or apostrophes: "Anne-Marie", "O'Brien", "D’Angelo".
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
// "1100-053", "SW1A 1AA", "10115": letters, digits, inner spaces and hyphens.
const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;
const PHONE = /^[0-9 ()-]{4,20}$/;

const personName = (required: string, letters: string) => z.string().trim().min(1, required).max(60, letters).regex(PERSON_NAME, letters);

const optionalText = (max: number, message?: string) => z.string().trim().max(max, message);

/** E-mail as the registration form validates it: required and valid, one message. */
export const registerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, authMessages.registerEmail)
  .max(254, authMessages.registerEmail)
  .pipe(z.email(authMessages.registerEmail));

export const newPassword = z
  .string()
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN, authMessages.passwordMin)
  .max(PASSWORD_MAX, authMessages.passwordMax);

/** The registration fields without the password check; the profile form picks from these. */
export const registerFields = z.object({
  firstName: personName(authMessages.firstNameRequired, authMessages.firstNameLetters),
  lastName: personName(authMessages.lastNameRequired, authMessages.lastNameLetters),
  email: registerEmail,
  countryCode: z.enum(PHONE_CODES as [string, ...string[]]).default(DEFAULT_COUNTRY_CODE),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE.test(value), authMessages.phone)
    .default(''),
  company: optionalText(100).default(''),
  streetAddress: z.string().trim().min(1, authMessages.streetAddress).max(200),
  streetAddress2: optionalText(200).default(''),
  city: z.string().trim().min(1, authMessages.city).max(100),
  state: z.string().trim().min(1, authMessages.state).max(100),
  postcode: optionalText(POSTCODE_MAX, authMessages.postcodeLength)
    .refine((value) => value === '' || POSTCODE.test(value), authMessages.postcodeCharacters)
    .default(''),
  country: z
    .string()
    .min(1, authMessages.country)
    .refine((value) => COUNTRY_NAMES.includes(value), authMessages.country),
  password: newPassword,
  confirmPassword: z.string().min(1, authMessages.passwordsMismatch),
  deviceType: z.enum(DEVICE_TYPES, { error: authMessages.deviceType }),
});

const passwordPair = registerFields.pick({ password: true, confirmPassword: true });

export const registerInput = registerFields.refine((v) => v.password === v.confirmPassword, {
  message: authMessages.passwordsMismatch,
  path: ['confirmPassword'],
  // Check the pair as soon as both are filled in, not only once every other field is valid.
  when: (payload) => passwordPair.safeParse(payload.value).success,
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, authMessages.loginEmailRequired)
    .max(254, authMessages.loginEmailInvalid)
    .pipe(z.email(authMessages.loginEmailInvalid)),
  password: z
    .string()
    .min(1, authMessages.loginPasswordRequired)
    .min(LOGIN_PASSWORD_MIN, authMessages.loginPasswordMin)
    .max(PASSWORD_MAX, authMessages.passwordMax),
  /** The second step for an account with two-factor authentication: a TOTP or a recovery code. */
  totpCode: secondFactorCode.optional().meta({
    description:
      'Accounts with two-factor authentication: the current 6-digit code of the authenticator app, or one unused recovery code. Without it such a login answers 401 "Two-factor code required" (reason TWO_FACTOR_REQUIRED).',
  }),
});
export type LoginInput = z.input<typeof loginInput>;
export type LoginValues = z.output<typeof loginInput>;

/** The user the client keeps in storage after login. */
export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The legacy login answer (specification section 3): token and usersModel (id, role). */
export type LegacyLoginResponse = { token: string; usersModel: { id: number; role: (typeof ROLES)[number] } };
