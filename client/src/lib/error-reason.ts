import type { AppRouter } from '@nimbus/server/router';
import type { TwoFactorReason } from '@nimbus/shared/two-factor';
import { isTRPCClientError } from '@trpc/client';

/** The machine-readable reason of a refusal the client acts on (the login's second step). */
export function errorReason(error: unknown): TwoFactorReason | string | undefined {
  return isTRPCClientError<AppRouter>(error) ? error.data?.reason : undefined;
}
