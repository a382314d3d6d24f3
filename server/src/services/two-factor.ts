import { createHmac, randomInt } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  isTotpShaped,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  twoFactorMessages,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@nimbus/shared/two-factor';
import { verifyPassword } from '../auth/password.ts';
import type { DbOrTx } from '../db/client.ts';
import { recoveryCodes, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';
import type { Settings } from '@nimbus/shared/settings';
import { userMessages } from '@nimbus/shared/users';

const TOTP_OPTIONS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;
// One step either side: a phone clock up to 30 s off, or a code typed as it rolled over.
const WINDOW = 1;
// No 0/o, 1/l/i: a recovery code is read off paper. 31 symbols ^ 10 = 2^49.5.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

type Actor = Pick<AuthUser, 'id' | 'email'>;

async function factorRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: userMessages.notFound });
  return row;
}

/**
 * Recovery codes are random enough for one keyed hash. The key is the account's TOTP secret,
 * which the database holds only encrypted: a copy of the database alone cannot test guesses
 * offline, and the codes live and die with the enrolment they belong to.
 */
function recoveryHash(deps: Deps, sealedSecret: string, code: string): string {
  return createHmac('sha256', Secret.fromBase32(deps.cipher.decrypt(sealedSecret)).bytes)
    .update(`recovery:${code}`)
    .digest('hex');
}

function newRecoveryCode(): string {
  return Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
}

/** Replaces the user's recovery codes with fresh ones; returns them in the clear, the only time they exist so. */
async function issueRecoveryCodes(deps: Deps, tx: DbOrTx, userId: number, sealedSecret: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(deps, sealedSecret, code) })));
  return codes;
}

/**
 * Accepts a TOTP code once: its time step must be later than the last accepted one, claimed in
 * the same statement, so the same code (or an older one) never works twice, even in a race.
 */
async function acceptTotp(deps: Deps, db: DbOrTx, userId: number, sealedSecret: string, code: string): Promise<boolean> {
  const timestamp = deps.now().getTime();
  const secret = Secret.fromBase32(deps.cipher.decrypt(sealedSecret));
  const delta = TOTP.validate({ ...TOTP_OPTIONS, token: code, secret, timestamp, window: WINDOW });
  if (delta === null) return false;
  const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

async function acceptRecoveryCode(deps: Deps, db: DbOrTx, userId: number, sealedSecret: string, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: deps.now() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryHash(deps, sealedSecret, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** A TOTP code or, in its place, an unused recovery code (spent by this call). */
async function acceptSecondFactor(deps: Deps, userId: number, sealedSecret: string, code: string): Promise<boolean> {
  return isTotpShaped(code) ? acceptTotp(deps, deps.db, userId, sealedSecret, code) : acceptRecoveryCode(deps, deps.db, userId, sealedSecret, code);
}

export type LoginSecondFactor = 'not-enrolled' | 'accepted' | 'missing' | 'invalid';

/** The login's check after the password: whether this account needs a code, and whether the one given holds. */
export async function checkLoginCode(deps: Deps, userId: number, code: string | undefined): Promise<LoginSecondFactor> {
  const row = await factorRow(deps.db, userId);
  if (!row.enabledAt || !row.secret) return 'not-enrolled';
  if (!code) return 'missing';
  return (await acceptSecondFactor(deps, userId, row.secret, code)) ? 'accepted' : 'invalid';
}

/**
 * Whether an ADMIN is held at the enrolment screen: the owner requires a second factor and they
 * have none. Decided on every authed call from the cached settings and identity (ADR 020).
 */
export function mustEnrol(settings: Pick<Settings, 'requireAdminTwoFactor'>, user: Pick<AuthUser, 'role'>, enrolled: boolean): boolean {
  return user.role === 'ADMIN' && settings.requireAdminTwoFactor && !enrolled;
}

export async function isEnrolled(db: DbOrTx, userId: number): Promise<boolean> {
  return (await factorRow(db, userId)).enabledAt !== null;
}

export async function status(deps: Deps, user: Actor & Pick<AuthUser, 'role'>): Promise<TwoFactorStatus> {
  const row = await factorRow(deps.db, user.id);
  const required = user.role === 'ADMIN' && (await deps.catalogue.settings()).requireAdminTwoFactor;
  const [left] = await deps.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return { enabled: row.enabledAt !== null, required, recoveryCodesLeft: row.enabledAt ? (left?.n ?? 0) : 0 };
}

/** Step one: a new secret, kept encrypted and not yet in force, shown as a QR code and as text. */
export async function begin(deps: Deps, user: Actor): Promise<TwoFactorEnrolment> {
  const row = await factorRow(deps.db, user.id);
  if (row.enabledAt) throw new TRPCError({ code: 'CONFLICT', message: twoFactorMessages.alreadyEnabled });
  const secret = new Secret({ size: 20 });
  await deps.db
    .update(users)
    .set({ totpSecret: deps.cipher.encrypt(secret.base32), totpLastStep: null })
    .where(eq(users.id, user.id));
  const { brandName } = await deps.catalogue.settings();
  const totp = new TOTP({ ...TOTP_OPTIONS, issuer: brandName, label: user.email, secret });
  return { uri: totp.toString(), secret: secret.base32 };
}

/** Step two: a current code proves the app holds the secret; the factor is on and recovery codes are issued. */
export async function confirm(deps: Deps, user: Actor, code: string): Promise<{ recoveryCodes: string[] }> {
  const { enabledAt, secret } = await factorRow(deps.db, user.id);
  if (enabledAt) throw new TRPCError({ code: 'CONFLICT', message: twoFactorMessages.alreadyEnabled });
  if (!secret) throw new TRPCError({ code: 'BAD_REQUEST', message: twoFactorMessages.notStarted });
  const confirmed = await deps.db.transaction(async (tx) => {
    if (!(await acceptTotp(deps, tx, user.id, secret, code))) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: twoFactorMessages.codeInvalid });
    }
    await tx.update(users).set({ totpEnabledAt: deps.now() }).where(eq(users.id, user.id));
    const codes = await issueRecoveryCodes(deps, tx, user.id, secret);
    await recordAudit(tx, { actorId: user.id, action: 'user.twoFactorEnable', entity: 'user', entityId: user.id });
    return { recoveryCodes: codes };
  });
  deps.changes.changed({ kind: 'user', userId: user.id });
  return confirmed;
}

/** Turning the factor off takes the password and a code, so a borrowed session alone cannot. */
export async function disable(deps: Deps, user: Actor, input: { password: string; code: string }): Promise<void> {
  const row = await factorRow(deps.db, user.id);
  if (!row.enabledAt || !row.secret) throw new TRPCError({ code: 'BAD_REQUEST', message: twoFactorMessages.notEnabled });
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: twoFactorMessages.wrongPassword });
  }
  if (!(await acceptSecondFactor(deps, user.id, row.secret, input.code))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: twoFactorMessages.codeInvalid });
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await recordAudit(tx, { actorId: user.id, action: 'user.twoFactorDisable', entity: 'user', entityId: user.id });
  });
  deps.changes.changed({ kind: 'user', userId: user.id });
}

/** New recovery codes (the old ones stop working), for a current TOTP code. */
export async function regenerateRecoveryCodes(deps: Deps, user: Actor, code: string): Promise<{ recoveryCodes: string[] }> {
  const { enabledAt, secret } = await factorRow(deps.db, user.id);
  if (!enabledAt || !secret) throw new TRPCError({ code: 'BAD_REQUEST', message: twoFactorMessages.notEnabled });
  return deps.db.transaction(async (tx) => {
    if (!(await acceptTotp(deps, tx, user.id, secret, code))) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: twoFactorMessages.codeInvalid });
    }
    return { recoveryCodes: await issueRecoveryCodes(deps, tx, user.id, secret) };
  });
}
