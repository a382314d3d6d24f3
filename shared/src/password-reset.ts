import { z } from './zod.ts';
import { authMessages, loginInput, newPassword } from './auth.ts';

// 12 digits: long enough for the legacy code-only call (docs/decisions/009-reset-codes-and-limits.md).
export const RESET_CODE_DIGITS = 12;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

// The specification's texts (section 8) for the three reset screens, in correct English where
// the specification's were not ('Reset code sent successful'); the meaning is unchanged.
export const resetMessages = {
  sent: 'Reset code sent. Check your e-mail.',
  accountNotFound: 'Account not found with this email',
  sendFailed: 'Failed to send the code',
  codeRequired: 'Reset code is required',
  codeFormat: `Enter the ${RESET_CODE_DIGITS}-digit code from the e-mail`,
  verified: 'Code verified successfully',
  verifyFailed: 'Failed to verify Code',
  codeMissing: 'Reset code missing! Please try again.',
  codeNotFound: 'Reset code not found',
  updated: 'Password updated successfully',
  updateFailed: 'Failed to update password',
  confirmRequired: 'Please confirm the password',
  codeOnlyLimited: 'Too many wrong reset codes were tried without an e-mail address.',
} as const;

const email = loginInput.shape.email;

/** The digits of a code as typed or pasted: the e-mail shows them in groups ("1234 5678 9012"). */
export const resetCodeDigits = (text: string) => text.replace(/[\s-]/g, '');

/** A code as the e-mail shows it: groups of four digits. */
export const formatResetCode = (code: string) => resetCodeDigits(code).replace(/(\d{4})(?=\d)/g, '$1 ');

const resetCode = z
  .string()
  .trim()
  .min(1, resetMessages.codeRequired)
  .transform(resetCodeDigits)
  .pipe(z.string().regex(new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`), resetMessages.codeFormat));

export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

/**
 * The new client always sends the e-mail; the legacy call carried only the code, so without an
 * e-mail the code is looked up among live codes (docs/decisions/005-password-reset.md).
 */
export const verifyResetCodeInput = z.object({ email: email.optional(), code: resetCode });
export type VerifyResetCodeInput = z.input<typeof verifyResetCodeInput>;

export const updatePasswordInput = z
  .object({
    email: email.optional(),
    code: z.string().trim().min(1, resetMessages.codeMissing).transform(resetCodeDigits).pipe(z.string().regex(/^\d+$/, resetMessages.codeNotFound)),
    password: newPassword,
    confirmPassword: z.string().min(1, resetMessages.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: authMessages.passwordsMismatch, path: ['confirmPassword'] });
export type UpdatePasswordInput = z.input<typeof updatePasswordInput>;
