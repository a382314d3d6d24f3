import type { AppRouter } from '@nimbus/server/router';
import { authMessages } from '@nimbus/shared/auth';
import { isTRPCClientError } from '@trpc/client';

// The specification's failure texts (section 8). A suspended account and the rate limit keep
// the server's own message, which says what actually happened.
const OWN_MESSAGE = new Set(['FORBIDDEN', 'TOO_MANY_REQUESTS']);

function serverMessage(error: unknown): string | null {
  if (!isTRPCClientError<AppRouter>(error)) return null;
  return error.data && OWN_MESSAGE.has(error.data.code) ? error.message : null;
}

export function loginFailureMessage(error: unknown): string {
  return serverMessage(error) ?? authMessages.invalidCredentials;
}

export function registerFailureMessage(error: unknown): string {
  return serverMessage(error) ?? authMessages.registerFailed;
}
