import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@nimbus/shared/i18n';
import { formatResetCode, RESET_CODE_DIGITS, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MINUTES, resetMessages } from '@nimbus/shared/password-reset';
import { hashPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { passwordResets, users } from '../db/schema/index.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { Deps } from '../lib/deps.ts';
import { fillMessage } from '@nimbus/shared/message-text';
import { limitMessages, tryAgainMessage, waitText } from '@nimbus/shared/service';
import { enqueueEmail } from './email/outbox.ts';
import { accountKey, clearLoginFailures } from './login-throttle.ts';

// Codes are stored as an HMAC under a server-side pepper, expire, allow RESET_CODE_MAX_ATTEMPTS
// wrong guesses and are used once. docs/decisions/005-password-reset.md has the reasoning;
// 009-reset-codes-and-limits.md the code length and the limits that bound guessing.

const HOUR_MS = 60 * 60_000;
/** The shop-wide budget of wrong guesses without an e-mail (RATE_LIMIT_RESET_CODE_ONLY_MAX an hour). */
const CODE_ONLY_BUDGET = 'reset-code-only';

type LiveCode = { id: number; userId: number; codeHash: string; verifiedAt: Date | null };

const hashCode = (deps: Deps, code: string) => createHmac('sha256', deps.resetPepper).update(code).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

async function liveUser(db: DbOrTx, email: string): Promise<{ id: number; email: string; name: string; language: Language } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * The spec's screen says "Account not found with this email", so an unknown e-mail answers
 * `sent: false` (the legacy API's falsy answer); the rate limit keeps that from being a cheap
 * way to list accounts.
 */
export async function forgotPassword(deps: Deps, input: { email: string }): Promise<{ sent: boolean }> {
  // Per account, known or not, on top of the per-address limit: what bounds the codes an
  // attacker can make one victim receive.
  const perAccount = await deps.limiter.hit(`forgot:${accountKey(input.email)}`, deps.env.RATE_LIMIT_FORGOT_MAX, HOUR_MS);
  if (!perAccount.allowed) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: tryAgainMessage(limitMessages.tooManyResetCodes, perAccount.retryAfterSeconds),
    });
  }
  const user = await liveUser(deps.db, input.email);
  if (!user) return { sent: false };
  const code = randomInt(0, 10 ** RESET_CODE_DIGITS)
    .toString()
    .padStart(RESET_CODE_DIGITS, '0');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // A new code replaces every older one: only the latest e-mail works.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      codeHash: hashCode(deps, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await enqueueEmail(tx, deps.env, { to: user.email, language: user.language }, 'password-reset', {
      name: user.name,
      code: formatResetCode(code),
      minutes: RESET_CODE_TTL_MINUTES,
    });
  });
  return { sent: true };
}

/**
 * The live code a request is about, locked until the transaction ends so parallel guesses are
 * counted one after another. With an e-mail: that user's latest code. Without one (the legacy
 * call): the one live code with this hash; none, or an ambiguous two, is no code.
 */
async function liveCode(tx: Tx, deps: Deps, input: { email?: string | undefined; code: string }): Promise<LiveCode | undefined> {
  const live = and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, deps.now()), lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS));
  const columns = { id: passwordResets.id, userId: passwordResets.userId, codeHash: passwordResets.codeHash, verifiedAt: passwordResets.verifiedAt };
  if (input.email !== undefined) {
    const user = await liveUser(tx, input.email);
    if (!user) return undefined;
    const [row] = await tx
      .select(columns)
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), live))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
      .limit(1)
      .for('update');
    return row;
  }
  const rows = await tx
    .select(columns)
    .from(passwordResets)
    .where(and(eq(passwordResets.codeHash, hashCode(deps, input.code)), live))
    .limit(2)
    .for('update');
  return rows.length === 1 ? rows[0] : undefined;
}

/** Checks the code against a live row; a wrong guess uses up one of its attempts. */
async function checkCode(tx: Tx, deps: Deps, input: { email?: string | undefined; code: string }): Promise<LiveCode | undefined> {
  const row = await liveCode(tx, deps, input);
  if (!row) return undefined;
  if (!sameHash(row.codeHash, hashCode(deps, input.code))) {
    await tx
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(eq(passwordResets.id, row.id));
    return undefined;
  }
  return row;
}

/**
 * A check without an e-mail tests the guess against every live code, so it spends one unit of the
 * shop-wide budget before it runs (parallel guesses cannot overdraw it); a code that was found
 * gives its unit back. Once the budget is spent, code-only checks answer TOO_MANY_REQUESTS until
 * the hour ends, and the e-mail + code path goes on working.
 */
async function spendCodeOnlyGuess(deps: Deps, input: { email?: string | undefined }): Promise<boolean> {
  if (input.email !== undefined) return false;
  const { allowed, retryAfterSeconds } = await deps.limiter.hit(CODE_ONLY_BUDGET, deps.env.RATE_LIMIT_RESET_CODE_ONLY_MAX, HOUR_MS);
  if (!allowed) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: fillMessage(limitMessages.codeOnlyWait, { reason: resetMessages.codeOnlyLimited, wait: waitText(retryAfterSeconds) }),
    });
  }
  return true;
}

async function refundCodeOnlyGuess(deps: Deps, spent: boolean, found: boolean): Promise<void> {
  if (spent && found) await deps.limiter.refund(CODE_ONLY_BUDGET);
}

export async function verifyResetCode(deps: Deps, input: { email?: string | undefined; code: string }): Promise<{ verified: true }> {
  const spent = await spendCodeOnlyGuess(deps, input);
  // The failure is thrown after the commit, so the used-up attempt stays counted.
  const verified = await deps.db.transaction(async (tx) => {
    const row = await checkCode(tx, deps, input);
    if (!row) return false;
    if (!row.verifiedAt) await tx.update(passwordResets).set({ verifiedAt: deps.now() }).where(eq(passwordResets.id, row.id));
    return true;
  });
  await refundCodeOnlyGuess(deps, spent, verified);
  if (!verified) throw new TRPCError({ code: 'BAD_REQUEST', message: resetMessages.verifyFailed });
  return { verified: true };
}

/**
 * Needs the code verified first; sets the password, spends the code, ends every session and
 * forgets the account's failed logins (a reset is how the owner gets out of a lock).
 */
export async function updatePassword(deps: Deps, input: { email?: string | undefined; code: string; password: string }): Promise<{ updated: true }> {
  assertPasswordAllowed(input.password);
  const spent = await spendCodeOnlyGuess(deps, input);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await checkCode(tx, deps, input);
    if (!row?.verifiedAt) return { found: row !== undefined, email: undefined, userId: undefined };
    const now = deps.now();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, row.userId))
      .returning({ email: users.email });
    return { found: true, email: user?.email, userId: row.userId };
  });
  if (outcome.userId !== undefined) deps.changes.changed({ kind: 'user', userId: outcome.userId });
  await refundCodeOnlyGuess(deps, spent, outcome.found);
  if (outcome.email === undefined) throw new TRPCError({ code: 'BAD_REQUEST', message: resetMessages.codeNotFound });
  await clearLoginFailures(deps, outcome.email);
  return { updated: true };
}
