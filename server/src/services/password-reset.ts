import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  RESET_CODE_DIGITS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  resetMessages,
} from '@nimbus/shared/password-reset';
import { hashPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { passwordResets, users } from '../db/schema/index.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { Deps } from '../lib/deps.ts';
import { enqueueEmail } from './email/outbox.ts';

// Codes are stored as an HMAC under a server-side pepper, expire, allow RESET_CODE_MAX_ATTEMPTS
// wrong guesses and are used once. docs/decisions/005-password-reset.md has the reasoning.

type LiveCode = { id: number; userId: number; codeHash: string; verifiedAt: Date | null };

const hashCode = (deps: Deps, code: string) => createHmac('sha256', deps.resetPepper).update(code).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

async function liveUser(db: DbOrTx, email: string): Promise<{ id: number; email: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
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
  const user = await liveUser(deps.db, input.email);
  if (!user) return { sent: false };
  const code = randomInt(0, 10 ** RESET_CODE_DIGITS).toString().padStart(RESET_CODE_DIGITS, '0');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // A new code replaces every older one: only the latest e-mail works.
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      codeHash: hashCode(deps, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await enqueueEmail(tx, deps.env, user.email, 'password-reset', { name: user.name, code, minutes: RESET_CODE_TTL_MINUTES });
  });
  if (!deps.env.SMTP_URL) deps.log.info({ to: user.email, code }, 'password reset code (SMTP_URL unset, so it is only logged)');
  return { sent: true };
}

/**
 * The live code a request is about, locked until the transaction ends so parallel guesses are
 * counted one after another. With an e-mail: that user's latest code. Without one (the legacy
 * call): the one live code with this hash; none, or an ambiguous two, is no code.
 */
async function liveCode(tx: Tx, deps: Deps, input: { email?: string | undefined; code: string }): Promise<LiveCode | undefined> {
  const live = and(
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, deps.now()),
    lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS),
  );
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
    await tx.update(passwordResets).set({ attempts: sql`${passwordResets.attempts} + 1` }).where(eq(passwordResets.id, row.id));
    return undefined;
  }
  return row;
}

export async function verifyResetCode(deps: Deps, input: { email?: string | undefined; code: string }): Promise<{ verified: true }> {
  // The failure is thrown after the commit, so the used-up attempt stays counted.
  const verified = await deps.db.transaction(async (tx) => {
    const row = await checkCode(tx, deps, input);
    if (!row) return false;
    if (!row.verifiedAt) await tx.update(passwordResets).set({ verifiedAt: deps.now() }).where(eq(passwordResets.id, row.id));
    return true;
  });
  if (!verified) throw new TRPCError({ code: 'BAD_REQUEST', message: resetMessages.verifyFailed });
  return { verified: true };
}

/** Needs the code verified first; sets the password, spends the code and ends every session. */
export async function updatePassword(
  deps: Deps,
  input: { email?: string | undefined; code: string; password: string },
): Promise<{ updated: true }> {
  assertPasswordAllowed(input.password);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await checkCode(tx, deps, input);
    if (!row?.verifiedAt) return false;
    const now = deps.now();
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, row.userId));
    return true;
  });
  if (!updated) throw new TRPCError({ code: 'BAD_REQUEST', message: resetMessages.codeNotFound });
  return { updated: true };
}
