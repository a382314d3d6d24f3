import { z } from './zod.ts';

/** TOTP as every authenticator app reads it by default (RFC 6238): SHA-1, 6 digits, 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorMessages = {
  codeRequired: 'Two-factor code required',
  codeInvalid: 'That code is not valid. Enter the current 6-digit code or an unused recovery code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  setupRequired: 'Set up two-factor authentication to continue',
  alreadyEnabled: 'Two-factor authentication is already on for this account.',
  notStarted: 'Start the set-up again: no authenticator is waiting for confirmation.',
  notEnabled: 'Two-factor authentication is not on for this account.',
  wrongPassword: 'The password is not correct.',
  enrolBeforeRequiring: 'Set up two-factor authentication on your own account before requiring it for admins.',
  secondStep: 'Enter the 6-digit code from your authenticator app (or a recovery code).',
  passwordRequired: 'Password is required',
} as const;

/** Why a call was refused, for clients that act on it (the login form's second step, the enrolment redirect). */
export const TWO_FACTOR_REASONS = {
  /** The account has a second factor and the login carried no code. */
  required: 'TWO_FACTOR_REQUIRED',
  /** The code was wrong, replayed or an already used recovery code. */
  invalid: 'TWO_FACTOR_INVALID',
  /** An admin must enrol before anything else (the owner requires it). */
  setupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
} as const;
export type TwoFactorReason = (typeof TWO_FACTOR_REASONS)[keyof typeof TWO_FACTOR_REASONS];

/** A TOTP code or a recovery code, as typed: spaces and dashes are the reader's, not the code's. */
export const secondFactorCode = z
  .string()
  .max(40, twoFactorMessages.codeInvalid)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase());

/** A 6-digit TOTP code only (confirming a new authenticator, regenerating recovery codes). */
export const totpCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.codeFormat));

export const confirmTwoFactorInput = z.object({ code: totpCode });
export const regenerateRecoveryCodesInput = z.object({ code: totpCode });
export const disableTwoFactorInput = z.object({
  password: z.string().min(1, twoFactorMessages.passwordRequired).max(128),
  code: secondFactorCode.pipe(z.string().min(1, twoFactorMessages.codeFormat)),
});

export type TwoFactorStatus = {
  enabled: boolean;
  /** The owner requires a second factor for this account (ADMIN with the setting on). */
  required: boolean;
  recoveryCodesLeft: number;
};

export type TwoFactorEnrolment = {
  /** otpauth://totp/... for the QR code. */
  uri: string;
  /** The same secret in base32, for typing into an app by hand. */
  secret: string;
};

export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** Recovery codes are shown in two groups of five, the way they are easiest to copy. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
