import { TRPCError } from '@trpc/server';
import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from '@nimbus/shared/auth';
import { PASSWORD_MIN } from '@nimbus/shared/constants';

// The maintained list of common passwords (zxcvbn-ts, ~49k entries, all lower case). Shorter
// entries are refused by the length rule anyway, so only the long ones are kept in memory.
// Server-only: the list is ~400 KB, too big for the client bundle.
const COMMON = new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * The server's half of the password policy, for every password a person chooses (register,
 * change, reset, first-run setup): the shared schema has already checked the length.
 * Called before anything is spent, so a refused password costs no reset code or setup link.
 */
export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw new TRPCError({ code: 'BAD_REQUEST', message: authMessages.passwordCommon });
}
