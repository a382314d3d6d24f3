import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isStaffRole } from '@nimbus/shared/enums';
import { renewedTerm } from '@nimbus/shared/renewal';
import { trialTerm } from '@nimbus/shared/trials';
import { subscriptionMessages, type StaffSubscription } from '@nimbus/shared/subscriptions';
import type { Tx } from '../db/client.ts';
import { plans, subscriptions } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';
import { emitWebhooks } from './webhooks/emit.ts';
import { subscriptionActivated, subscriptionDeactivated } from './commerce-events.ts';
import { queueDisable, termKey } from './panel/actions.ts';
import { staffView } from './subscriptions.ts';

/** The live row, locked until the transaction ends: a second staff member waits, then sees the change. */
async function lockLive(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      planId: subscriptions.planId,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      panelLineId: subscriptions.panelLineId,
      provisioning: subscriptions.provisioning,
      durationDays: plans.durationDays,
      trialHours: subscriptions.trialHours,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.deletedAt)))
    .for('update', { of: subscriptions });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.notFound });
  return row;
}

/** Pending|Expired -> Active with credentials (password sealed); the term starts now and lasts the plan's duration (`renewedTerm`). */
export async function activate(deps: Deps, actor: AuthUser, input: { id: number; userName: string; password: string }): Promise<StaffSubscription> {
  return deps.db.transaction(async (tx) => {
    const before = await lockLive(tx, input.id);
    // Pending or Expired: the term starts now (the one rule for terms, shared with renewals); a trial's lasts its hours.
    const { startDate, endDate } = before.trialHours !== null ? trialTerm(before.trialHours, deps.now()) : renewedTerm(before, before.durationDays, deps.now());
    const [changed] = await tx
      .update(subscriptions)
      .set({
        status: 'Active',
        streamUsername: input.userName,
        streamPasswordEnc: deps.cipher.encrypt(input.password),
        startDate,
        endDate,
        remindedDays: null,
        // Staff typed the credentials: a line the panel job was making is not wanted any more.
        provisioning: null,
        provisioningError: null,
      })
      .where(and(eq(subscriptions.id, input.id), inArray(subscriptions.status, ['Pending', 'Expired'])))
      .returning({ id: subscriptions.id });
    if (!changed) throw new TRPCError({ code: 'CONFLICT', message: subscriptionMessages.alreadyActive });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'subscription.activate',
      entity: 'subscription',
      entityId: input.id,
      before: { status: before.status, startDate: before.startDate, endDate: before.endDate },
      after: { status: 'Active', startDate, endDate },
    });
    await subscriptionActivated(tx, deps.env, input.id);
    await emitWebhooks(tx, deps.now(), [
      {
        type: 'subscription.activated',
        data: { subscriptionId: input.id, userId: before.userId, startDate: startDate.toISOString(), endDate: endDate.toISOString() },
      },
    ]);
    return staffView(deps, tx, input.id);
  });
}

/** Active -> Expired; the credentials are cleared. */
export async function deactivate(deps: Deps, actor: AuthUser, id: number): Promise<StaffSubscription> {
  return deps.db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    const [changed] = await tx
      .update(subscriptions)
      .set({ status: 'Expired', streamUsername: null, streamPasswordEnc: null })
      .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'Active')))
      .returning({ id: subscriptions.id });
    if (!changed) throw new TRPCError({ code: 'CONFLICT', message: subscriptionMessages.notActive });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'subscription.deactivate',
      entity: 'subscription',
      entityId: id,
      before: { status: before.status },
      after: { status: 'Expired' },
    });
    // Staff's reason is kept: no renewal turns this line back on by itself (ADR 032).
    if (before.panelLineId !== null) await queueDisable(tx, deps.now(), [{ id, term: termKey(before.startDate) }], 'staff');
    await subscriptionDeactivated(tx, id);
    await emitWebhooks(tx, deps.now(), [{ type: 'subscription.deactivated', data: { subscriptionId: id, userId: before.userId } }]);
    return staffView(deps, tx, id);
  });
}

/**
 * Soft delete, so the payments keep their link: the owner deletes their own (the upgrade flow's
 * second step), staff any. Another customer's id is answered as not found.
 */
export async function remove(deps: Deps, actor: AuthUser, id: number): Promise<{ id: number; message: string }> {
  const staff = isStaffRole(actor.role);
  return deps.db.transaction(async (tx) => {
    const before = await lockLive(tx, id);
    if (!staff && before.userId !== actor.id) throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.notFound });
    await tx
      .update(subscriptions)
      .set({ deletedAt: deps.now() })
      .where(and(eq(subscriptions.id, id), isNull(subscriptions.deletedAt)));
    // A line being made counts too: the job looks it up by its username.
    if (before.panelLineId !== null || before.provisioning !== null) await queueDisable(tx, deps.now(), [{ id, term: 'deleted' }], 'deleted');
    if (staff) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'subscription.delete',
        entity: 'subscription',
        entityId: id,
        before: { userId: before.userId, planId: before.planId, status: before.status },
        after: { deleted: true },
      });
    }
    return { id, message: subscriptionMessages.deleted };
  });
}
