import type { AppRouter } from '@nimbus/server/router';
import { isTRPCClientError } from '@trpc/client';
import { tm } from '../i18n/messages.ts';

/**
 * The message to show for a failed call: the server's own words for a refusal it explains
 * (conflict, bad input, not found...), else the screen's fallback text from the specification.
 * Server messages are written for users and never carry internals.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return tm(serverReason(error) ?? fallback);
}

/** The server's English words for a refusal it explains, if it gave one. */
function serverReason(error: unknown): string | null {
  if (isTRPCClientError<AppRouter>(error)) {
    const status = error.data?.httpStatus ?? 500;
    if (status >= 400 && status < 500 && error.message) return error.message;
  }
  if (error instanceof RestError && error.status < 500) return error.message;
  return null;
}

/**
 * The specification's failure text, then the server's reason when it gave one:
 * "Failed to delete plan. This plan has payments or subscriptions; set it Inactive instead of deleting it."
 */
export function failureWithReason(error: unknown, specText: string): string {
  const reason = tm(serverReason(error) ?? '').replace(/\.$/, '');
  if (!reason) return tm(specText);
  return `${tm(specText).replace(/\.$/, '')}. ${reason}.`;
}

/** A failed call to the REST adapter (uploads, receipts), with the server's message. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}
