import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Env } from '../env.ts';
import type { Deps } from '../lib/deps.ts';
import { fillMessage } from '@nimbus/shared/message-text';
import { limitMessages, tryAgainMessage, waitText } from '@nimbus/shared/service';

// Per-account login throttling, whatever address the attempts come from
// (docs/decisions/009-reset-codes-and-limits.md): the first RATE_LIMIT_LOGIN_FREE_FAILURES
// failures cost nothing, then each wait doubles from 1 second up to 5 minutes, and from
// RATE_LIMIT_LOGIN_LOCK_FAILURES on the account is locked for 15 minutes at a time. A signed-in
// login or a completed password reset forgets the run; so does a day without attempts.

const LOCK_MS = 15 * 60_000;
const LONGEST_WAIT_MS = 5 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** The same key for every spelling of an e-mail, known account or not; no address in Redis key names. */
export const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

const lockAt = (env: Env) => Math.max(env.RATE_LIMIT_LOGIN_LOCK_FAILURES, env.RATE_LIMIT_LOGIN_FREE_FAILURES + 1);

/** The wait after n failures, at index n - 1; the last entry (the lock) repeats. */
export function loginDelaysMs(env: Env): number[] {
  const free = env.RATE_LIMIT_LOGIN_FREE_FAILURES;
  return Array.from({ length: lockAt(env) }, (_, index) => {
    const failures = index + 1;
    if (failures < free) return 0;
    if (failures >= lockAt(env)) return LOCK_MS;
    return Math.min(1000 * 2 ** (failures - free), LONGEST_WAIT_MS);
  });
}

const key = (email: string) => `login:${accountKey(email)}`;

/**
 * Counts this login attempt as a failure before the password is checked (parallel guesses cannot
 * slip past the count), or refuses it while the account waits, without checking the password.
 */
export async function startLoginAttempt(deps: Deps, email: string): Promise<void> {
  const { allowed, failures, retryAfterSeconds } = await deps.limiter.backoff(key(email), loginDelaysMs(deps.env), FORGET_AFTER_MS, deps.now().getTime());
  if (allowed) return;
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message:
      failures >= lockAt(deps.env)
        ? fillMessage(limitMessages.accountLocked, { wait: waitText(retryAfterSeconds) })
        : tryAgainMessage(limitMessages.tooManyFailures, retryAfterSeconds),
  });
}

/** A complete sign-in or a password reset ends the run of failures (and a lock). */
export async function clearLoginFailures(deps: Deps, email: string): Promise<void> {
  await deps.limiter.clear(key(email));
}
