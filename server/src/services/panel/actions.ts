import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LineDisabledReason, PanelActionKind } from '@nimbus/shared/enums';
import { provisioningMessages } from '@nimbus/shared/panel';
import { subscriptionMessages } from '@nimbus/shared/subscriptions';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { panelActions, payments, plans, subscriptions, type PanelActionPayload } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit, recordAudits } from '../audit.ts';
import type { AppliedUpgrade } from '../upgrades.ts';
import { panelConfig } from './settings.ts';

// What the shop's decisions ask of the panel, written in the decision's own transaction (the
// outbox of ADR 032): the panel job does them afterwards, once each, whatever is delivered twice.

export type QueuedAction = { subscriptionId: number; kind: PanelActionKind; key: string; payload?: PanelActionPayload };

/** Queues actions; one whose key is already queued (or done) is not queued again. */
export async function queuePanelActions(tx: Tx, actions: readonly QueuedAction[], now: Date): Promise<number[]> {
  if (actions.length === 0) return [];
  const rows = await tx
    .insert(panelActions)
    .values(
      actions.map((action) => ({
        subscriptionId: action.subscriptionId,
        kind: action.kind,
        idempotencyKey: action.key,
        payload: action.payload ?? {},
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing({ target: panelActions.idempotencyKey })
    .returning({ subscriptionId: panelActions.subscriptionId });
  return rows.map((row) => row.subscriptionId);
}

/** Whether verify makes lines: the panel is on with its URL and a readable key. */
export async function panelIsOn(tx: DbOrTx, deps: Pick<Deps, 'env' | 'cipher'>): Promise<boolean> {
  const config = await panelConfig({ db: tx, env: deps.env, cipher: deps.cipher });
  return config.mode === 'xui' && Boolean(config.apiUrl) && Boolean(config.apiKey);
}

/**
 * Staff's requests for panel work (Retry, Run now, Re-create) are refused while the panel is
 * off: accepted, they would only reach a job that stops at once with "not configured".
 */
export async function requirePanelOn(db: DbOrTx, deps: Pick<Deps, 'env' | 'cipher'>): Promise<void> {
  if (!(await panelIsOn(db, deps))) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: provisioningMessages.panelOff });
}

/**
 * After verify: each verified payment of a Pending or Expired subscription whose plan is
 * automatic moves it to Provisioning and queues its line (keyed by the payment, so verifying
 * the same payment twice cannot queue two); each renewal of an Active subscription with a line
 * queues the line's new expiry (and its devices when the renewal changed the plan); each
 * upgrade queues the line's new devices and bouquets (ADR 036), keyed by its payment too. Panel off, or a manual plan: nothing, staff activate as before.
 * Answers the subscriptions now Provisioning.
 */
export async function queueAfterVerify(
  tx: Tx,
  deps: Deps,
  actorId: number,
  paymentIds: readonly number[],
  applied: { upgrades?: ReadonlyMap<number, AppliedUpgrade>; planChanged?: ReadonlySet<number> } = {},
): Promise<Set<number>> {
  if (paymentIds.length === 0 || !(await panelIsOn(tx, deps))) return new Set();
  const rows = await tx
    .select({
      paymentId: payments.id,
      subscriptionId: subscriptions.id,
      status: subscriptions.status,
      provisioning: subscriptions.provisioning,
      lineId: subscriptions.panelLineId,
      automatic: plans.panelAutomatic,
      durationDays: plans.durationDays,
      devices: plans.devices,
      bouquets: plans.panelBouquets,
      upgradeFrom: payments.upgradeFromPlanId,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(inArray(payments.id, [...paymentIds]), isNull(subscriptions.deletedAt)))
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
  const now = deps.now();
  // An upgrade paid a pro-rated amount for an Active term: verified after that term ended, it
  // makes no line and no new term (ADR 036); staff decide.
  const toProvision = rows.filter((row) => row.status !== 'Active' && row.automatic && row.provisioning === null && row.upgradeFrom === null);
  const upgrades = applied.upgrades ?? new Map<number, AppliedUpgrade>();
  const onLine = rows.filter((row) => row.status === 'Active' && row.lineId !== null);
  const toUpgrade = onLine.filter((row) => upgrades.has(row.paymentId));
  // An upgrade verify did not apply (the subscription left that plan meanwhile) is no renewal either.
  const toRenew = onLine.filter((row) => row.upgradeFrom === null);
  // The plan's devices and bouquets as verified: a later edit of the plan does not change what this payment bought.
  const lineOf = (row: (typeof rows)[number]) => ({ maxConnections: row.devices, bouquets: row.bouquets });
  if (toProvision.length > 0) {
    await tx
      .update(subscriptions)
      .set({ provisioning: 'Provisioning', provisioningError: null })
      .where(
        inArray(
          subscriptions.id,
          toProvision.map((row) => row.subscriptionId),
        ),
      );
    await recordAudits(
      tx,
      toProvision.map((row) => ({
        actorId,
        action: 'subscription.provision',
        entity: 'subscription',
        entityId: row.subscriptionId,
        before: { status: row.status },
        after: { provisioning: 'Provisioning', payment: row.paymentId },
      })),
    );
  }
  await queuePanelActions(
    tx,
    [
      ...toProvision.map((row) => ({ subscriptionId: row.subscriptionId, kind: 'provision' as const, key: `provision:payment:${row.paymentId}` })),
      ...toRenew.map((row) => ({
        subscriptionId: row.subscriptionId,
        kind: 'renew' as const,
        key: `renew:payment:${row.paymentId}`,
        payload: { days: row.durationDays, ...(applied.planChanged?.has(row.paymentId) && lineOf(row)) },
      })),
      ...toUpgrade.map((row) => {
        const upgrade = upgrades.get(row.paymentId)!;
        return {
          subscriptionId: row.subscriptionId,
          kind: 'upgrade' as const,
          key: `upgrade:payment:${row.paymentId}`,
          payload: { ...lineOf(row), ...(upgrade.endChanged && { expDate: Math.floor(upgrade.endDate.getTime() / 1000) }) },
        };
      }),
    ],
    now,
  );
  return new Set(toProvision.map((row) => row.subscriptionId));
}

/** A term's part of a disable key: its start, so each term's line is disabled once per reason. */
export const termKey = (startDate: Date | null) => (startDate ? String(startDate.getTime()) : 'none');

/**
 * The subscription's line is to be disabled (staff deactivation, deletion, expiry). Staff's
 * reason is kept over the others, so nothing automatic ever re-enables a line staff disabled.
 * `term` makes the key: one disable per term and reason, however often the decision is replayed.
 */
export async function queueDisable(tx: Tx, now: Date, lines: readonly { id: number; term: string }[], reason: LineDisabledReason): Promise<void> {
  if (lines.length === 0) return;
  const ids = lines.map((line) => line.id);
  await tx
    .update(subscriptions)
    .set({ lineDisabledReason: reason === 'staff' ? 'staff' : sql`coalesce(${subscriptions.lineDisabledReason}, ${reason}::line_disabled_reason)` })
    .where(inArray(subscriptions.id, ids));
  await queuePanelActions(
    tx,
    lines.map((line) => ({ subscriptionId: line.id, kind: 'disable' as const, key: `disable:${reason}:${line.id}:${line.term}` })),
    now,
  );
}

/**
 * Staff's Retry: the subscription's last failed panel action is queued again under a key of its
 * own (the failed action's, plus its id), so a double click queues one retry. A provision
 * moves the subscription back to Provisioning.
 */
export async function retryPanelAction(deps: Deps, actorId: number, subscriptionId: number): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    await requirePanelOn(tx, deps);
    const [subscription] = await tx
      .select({ id: subscriptions.id, provisioning: subscriptions.provisioning })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.deletedAt)))
      .for('update');
    if (!subscription) throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.notFound });
    const [failed] = await tx
      .select({ id: panelActions.id, kind: panelActions.kind, key: panelActions.idempotencyKey, payload: panelActions.payload })
      .from(panelActions)
      .where(and(eq(panelActions.subscriptionId, subscriptionId), eq(panelActions.state, 'failed')))
      .orderBy(desc(panelActions.id))
      .limit(1);
    if (!failed || (failed.kind === 'provision' && subscription.provisioning !== 'Failed')) {
      throw new TRPCError({ code: 'CONFLICT', message: provisioningMessages.nothingToRetry });
    }
    const queued = await queuePanelActions(
      tx,
      [{ subscriptionId, kind: failed.kind, key: `${failed.key}:retry:${failed.id}`, payload: failed.payload }],
      deps.now(),
    );
    if (queued.length === 0) throw new TRPCError({ code: 'CONFLICT', message: provisioningMessages.alreadyQueued });
    await tx
      .update(subscriptions)
      .set(failed.kind === 'provision' ? { provisioning: 'Provisioning', provisioningError: null } : { provisioningError: null })
      .where(eq(subscriptions.id, subscriptionId));
    await recordAudit(tx, {
      actorId,
      action: 'subscription.panel_retry',
      entity: 'subscription',
      entityId: subscriptionId,
      before: { provisioning: subscription.provisioning },
      after: { action: failed.kind, retryOf: failed.id },
    });
    return { message: provisioningMessages.retried };
  });
}

/**
 * The customer changes their line's password (theirs, Active, with a line made on the panel):
 * queued for the panel job, sealed in the action until it is set there. Each request is its own
 * action (a random key): the last one set wins.
 */
export async function changeLinePassword(deps: Deps, userId: number, password: string): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const [subscription] = await tx
      .select({ id: subscriptions.id, status: subscriptions.status, lineId: subscriptions.panelLineId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.deletedAt)))
      .for('update');
    if (!subscription || subscription.status !== 'Active' || subscription.lineId === null) {
      throw new TRPCError({ code: 'CONFLICT', message: provisioningMessages.noLine });
    }
    const now = deps.now();
    await queuePanelActions(
      tx,
      [
        {
          subscriptionId: subscription.id,
          kind: 'password',
          key: `password:${subscription.id}:${randomUUID()}`,
          payload: { passwordSealed: deps.cipher.encrypt(password) },
        },
      ],
      now,
    );
    return { message: provisioningMessages.passwordQueued };
  });
}
