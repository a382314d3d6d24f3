import type { AppRouter } from '@nimbus/server/router';
import { authMessages } from '@nimbus/shared/auth';
import { isTRPCClientError } from '@trpc/client';

// The specification's failure texts (section 8). A suspended account, the rate limit and a
// refused password (too common: only the server has the list) keep the server's own message,
// which says what actually happened.
const OWN_MESSAGE = new Set(['FORBIDDEN', 'TOO_MANY_REQUESTS', 'BAD_REQUEST']);

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
