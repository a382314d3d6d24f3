import { TRPCError } from '@trpc/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserStatus } from '@nimbus/shared/enums';
import { userMessages, type UserRow } from '@nimbus/shared/users';
import { passwordResets, telegramLinks, telegramLinkTokens, users } from '../db/schema/index.ts';
import type { Tx } from '../db/client.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';
import { userRow } from './users.ts';

// Not an argon2 string: verifyPassword answers false for it, whatever password is tried.
const UNUSABLE_PASSWORD_HASH = '!deleted';

const bumpedTokenVersion = sql`${users.tokenVersion} + 1`;

async function lockedUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: userMessages.notFound });
  return row;
}

/** Active <-> Suspend. Suspension bumps the token version, so the user's open sessions end now. */
export async function setStatus(deps: Deps, actor: AuthUser, input: { id: number; status: UserStatus }): Promise<UserRow> {
  if (input.id === actor.id && input.status === 'Suspend') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: userMessages.cannotSuspendSelf });
  }
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockedUser(tx, input.id);
    await tx
      .update(users)
      .set({ status: input.status, ...(input.status === 'Suspend' ? { tokenVersion: bumpedTokenVersion } : {}) })
      .where(eq(users.id, input.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: input.status === 'Suspend' ? 'user.suspend' : 'user.activate',
      entity: 'user',
      entityId: input.id,
      before: { status: before.status },
      after: { status: input.status },
    });
    return userRow(tx, input.id);
  });
  deps.changes.changed({ kind: 'user', userId: input.id });
  return row;
}

/**
 * Soft delete (DESIGN.md): the row stays so payments keep their payer for the books, but the
 * personal data goes, login becomes impossible and every session ends. Country and device type
 * stay: they identify no one and feed the statistics. The audit row records no personal data,
 * or it would keep what the delete clears.
 */
export async function softDelete(deps: Deps, actor: AuthUser, id: number): Promise<{ id: number }> {
  if (id === actor.id) throw new TRPCError({ code: 'BAD_REQUEST', message: userMessages.cannotDeleteSelf });
  await deps.db.transaction(async (tx) => {
    const before = await lockedUser(tx, id);
    const deletedAt = deps.now();
    await tx
      .update(users)
      .set({
        deletedAt,
        firstName: 'Deleted user',
        lastName: '',
        email: `deleted-${id}@deleted.invalid`,
        phoneNumber: '',
        company: '',
        streetAddress: '',
        streetAddress2: '',
        city: '',
        state: '',
        postcode: '',
        avatarUrl: null,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        tokenVersion: bumpedTokenVersion,
      })
      .where(eq(users.id, id));
    await tx
      .update(passwordResets)
      .set({ usedAt: deletedAt })
      .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
    // Their Telegram chat hears nothing more, and a link they were making stops working (ADR 045).
    await tx.delete(telegramLinks).where(eq(telegramLinks.userId, id));
    await tx
      .update(telegramLinkTokens)
      .set({ usedAt: deletedAt })
      .where(and(eq(telegramLinkTokens.userId, id), isNull(telegramLinkTokens.usedAt)));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      before: { role: before.role, status: before.status, deletedAt: null },
      after: { role: before.role, status: before.status, deletedAt: deletedAt.toISOString() },
    });
  });
  deps.changes.changed({ kind: 'user', userId: id });
  return { id };
}
