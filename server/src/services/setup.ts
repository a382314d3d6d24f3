import { createHash, randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@nimbus/shared/settings';
import { SETUP_LINK_TTL_MINUTES, setupMessages, type FirstRunChecklist, type SetupLinkState } from '@nimbus/shared/setup';
import { hashPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import type { DbOrTx } from '../db/client.ts';
import { plans, setupTokens, users } from '../db/schema/index.ts';
import { DEMO_PAYMENT_DETAILS } from '../db/seed.ts';
import type { Deps } from '../lib/deps.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import { recordAudit } from './audit.ts';
import { getSettings } from './settings.ts';

// docs/decisions/008-secrets-and-first-run.md: a fresh install has no account at all; the
// process prints a one-time link, and whoever holds the console creates the first ADMIN.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function hasAdmin(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNull(users.deletedAt)));
  return (row?.n ?? 0) > 0;
}

/**
 * A new setup link while the shop has no ADMIN, else null. 256 random bits, stored hashed, valid
 * for an hour and once; links issued before stop working (the newest printed one is the link).
 */
export async function issueSetupLink(deps: Pick<Deps, 'db' | 'env' | 'now'>): Promise<{ url: string; expiresAt: Date } | null> {
  if (await hasAdmin(deps.db)) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + SETUP_LINK_TTL_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await tx.delete(setupTokens).where(isNull(setupTokens.usedAt));
    await tx.insert(setupTokens).values({ tokenHash: hashToken(token), expiresAt });
  });
  const url = new URL('/setup', deps.env.PUBLIC_URL);
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt };
}

export async function setupLinkState(deps: Pick<Deps, 'db' | 'now'>, token: string): Promise<SetupLinkState> {
  const [row] = await deps.db
    .select({ expiresAt: setupTokens.expiresAt, usedAt: setupTokens.usedAt })
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (row?.usedAt) return 'used';
  if (await hasAdmin(deps.db)) return 'done';
  if (!row) return 'invalid';
  return row.expiresAt <= deps.now() ? 'expired' : 'valid';
}

/**
 * Creates the first ADMIN and spends the link, in one transaction: a refused password or a
 * taken e-mail leaves the link usable. The owner then logs in as anyone does.
 */
export async function createFirstAdmin(
  deps: Pick<Deps, 'db' | 'now'>,
  input: { token: string; firstName: string; lastName: string; email: string; password: string },
): Promise<{ email: string }> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  let created: { email: string } | null;
  try {
    created = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      // Claimed with a conditional update: of two submits of one link, only one gets the row.
      const [claimed] = await tx
        .update(setupTokens)
        .set({ usedAt: now })
        .where(and(eq(setupTokens.tokenHash, hashToken(input.token)), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now)))
        .returning({ id: setupTokens.id });
      if (!claimed) return null;
      if (await hasAdmin(tx)) throw new TRPCError({ code: 'BAD_REQUEST', message: setupMessages.done });
      const [admin] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'ADMIN' })
        .returning({ id: users.id, email: users.email });
      await recordAudit(tx, { actorId: admin!.id, action: 'setup.admin', entity: 'user', entityId: admin!.id, after: { email: admin!.email, role: 'ADMIN' } });
      return { email: admin!.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: setupMessages.emailTaken });
    throw error;
  }
  if (created) return created;
  // Read after the transaction: on PGlite a query outside an open transaction waits for it.
  const state = await setupLinkState(deps, input.token);
  throw new TRPCError({ code: 'BAD_REQUEST', message: setupMessages[state === 'valid' ? 'invalid' : state] });
}

/**
 * Some destination is set and none is the demo's (`npm run demo` seeds them): a customer would
 * otherwise pay into an address nobody owns.
 */
function hasOwnPaymentDetails(settings: Settings): boolean {
  const destinations = [settings.usdtAddress, settings.btcAddress, settings.ethAddress, settings.paypalLink, settings.bankDetails.iban];
  const demo = DEMO_PAYMENT_DETAILS as readonly string[];
  return destinations.some(Boolean) && !destinations.some((value) => value !== '' && demo.includes(value));
}

/** The admin overview's first-run checklist: true where the shop is ready. */
export async function firstRunChecklist(deps: Pick<Deps, 'db' | 'env'>): Promise<FirstRunChecklist> {
  const settings = await getSettings(deps.db);
  const [active] = await deps.db.select({ n: count() }).from(plans).where(eq(plans.status, 'Active'));
  return {
    plans: (active?.n ?? 0) > 0,
    payments: hasOwnPaymentDetails(settings),
    support: settings.supportEmail !== '',
    brand: settings.brandName !== DEFAULT_SETTINGS.brandName,
    email: Boolean(deps.env.SMTP_URL),
    publicUrl: deps.env.PUBLIC_URL_EXPLICIT,
  };
}
