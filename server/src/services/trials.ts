import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { normaliseEmail, TRIAL_WINDOW_HOURS, trialMessages } from '@nimbus/shared/trials';
import { userMessages } from '@nimbus/shared/users';
import type { Tx } from '../db/client.ts';
import { payments, plans, subscriptions, trials, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';
import { notify } from './notifications.ts';
import { panelIsOn, queuePanelActions } from './panel/actions.ts';
import { getSettings } from './settings.ts';

// Free trials (ADR 039): one per account and per normalised e-mail, ever; at most N a day per
// source address and across the shop. Starting one is serialised shop-wide by an advisory lock,
// so the caps hold under concurrent starts; the unique indexes back the one-per-person rule.

/** The trials' advisory lock key (any constant the other locks do not use). */
const TRIAL_LOCK = 39_0039;
const HOUR_MS = 60 * 60 * 1000;

/** What the trials table keeps of an e-mail: a SHA-256 of its normalised form, which outlives the account's deletion. */
export function trialEmailKey(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex');
}

export type StartedTrial = { subscriptionId: number; hours: number; devices: number; message: string };

/**
 * The caller (a USER) starts the free trial of a plan option from `address`: no payment. The
 * subscription is Pending with the trial's term; with the panel on (and the plan automatic) its
 * line is queued at once, made with `is_trial=1` and the trial's devices; otherwise staff
 * activate it with credentials as any other. Its term starts when the line is made.
 */
export async function startTrial(deps: Deps, actor: AuthUser, planId: number, address: string): Promise<StartedTrial> {
  if (actor.role !== 'USER') throw new TRPCError({ code: 'FORBIDDEN', message: trialMessages.customersOnly });
  try {
    return await deps.db.transaction((tx) => start(tx, deps, actor, planId, address));
  } catch (error) {
    // Only when the lock was bypassed (a start on another database session without it): the index decides.
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: trialMessages.alreadyHad });
    throw error;
  }
}

async function start(tx: Tx, deps: Deps, actor: AuthUser, planId: number, address: string): Promise<StartedTrial> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_LOCK})`);
  const [owner] = await tx
    .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, actor.id))
    .for('no key update');
  if (!owner || owner.deletedAt) throw new TRPCError({ code: 'NOT_FOUND', message: userMessages.notFound });

  const [plan] = await tx
    .select({ id: plans.id, status: plans.status, hours: plans.trialHours, devices: plans.trialDevices, automatic: plans.panelAutomatic })
    .from(plans)
    .where(eq(plans.id, planId));
  if (!plan || plan.status !== 'Active' || plan.hours === null) throw new TRPCError({ code: 'BAD_REQUEST', message: trialMessages.noTrial });

  const emailKey = trialEmailKey(owner.email);
  const [earlier] = await tx
    .select({ id: trials.id })
    .from(trials)
    .where(or(eq(trials.userId, owner.id), eq(trials.emailKey, emailKey)))
    .limit(1);
  if (earlier) throw new TRPCError({ code: 'CONFLICT', message: trialMessages.alreadyHad });
  // A customer already: a live subscription, or any payment (a paid one deleted since counts too).
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, owner.id), isNull(subscriptions.deletedAt)))
    .limit(1);
  const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.userId, owner.id)).limit(1);
  if (live || paid) throw new TRPCError({ code: 'CONFLICT', message: trialMessages.notNew });

  const now = deps.now();
  const since = new Date(now.getTime() - TRIAL_WINDOW_HOURS * HOUR_MS);
  const caps = await getSettings(tx);
  const [shopwide] = await tx.select({ n: count() }).from(trials).where(gte(trials.startedAt, since));
  if ((shopwide?.n ?? 0) >= caps.trialDailyTotal) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: trialMessages.capReached });
  const [fromAddress] = await tx
    .select({ n: count() })
    .from(trials)
    .where(and(eq(trials.sourceAddress, address), gte(trials.startedAt, since)));
  if ((fromAddress?.n ?? 0) >= caps.trialDailyPerAddress) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: trialMessages.addressCapReached });

  const onPanel = plan.automatic && (await panelIsOn(tx, deps));
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId: owner.id,
      planId: plan.id,
      status: 'Pending',
      trialHours: plan.hours,
      trialDevices: plan.devices,
      provisioning: onPanel ? 'Provisioning' : null,
    })
    .returning({ id: subscriptions.id });
  const subscriptionId = subscription!.id;
  const [trial] = await tx
    .insert(trials)
    .values({ userId: owner.id, emailKey, sourceAddress: address, planId: plan.id, subscriptionId, hours: plan.hours, devices: plan.devices, startedAt: now })
    .returning({ id: trials.id });
  if (onPanel) await queuePanelActions(tx, [{ subscriptionId, kind: 'provision', key: `provision:trial:${trial!.id}` }], now);
  await notify(tx, owner.id, { kind: 'trialStarted', params: { hours: plan.hours }, link: '/user' });
  return { subscriptionId, hours: plan.hours, devices: plan.devices, message: trialMessages.started };
}

/**
 * Verified payments for a subscription that began as a trial: the first one converts it (once,
 * counted for the overview). A running trial becomes the paid plan at once, its term starting
 * now (not after the trial's hours), its devices the plan's, and, with a line on the panel, the
 * line's expiry, devices and trial flag set by the panel job. Answers the new end date by
 * payment, for those whose subscription was a running trial: they are neither renewals nor new lines.
 */
export async function convertTrials(tx: Tx, deps: Deps, actorId: number, paymentIds: readonly number[]): Promise<Map<number, Date>> {
  if (paymentIds.length === 0) return new Map();
  const now = deps.now();
  const rows = await tx
    .select({
      paymentId: payments.id,
      subscriptionId: subscriptions.id,
      status: subscriptions.status,
      trialHours: subscriptions.trialHours,
      lineId: subscriptions.panelLineId,
      planId: plans.id,
      durationDays: plans.durationDays,
      devices: plans.devices,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(
      and(
        inArray(payments.id, [...paymentIds]),
        isNull(subscriptions.deletedAt),
        sql`exists (select 1 from ${trials} where ${trials.subscriptionId} = ${subscriptions.id} and ${trials.convertedAt} is null)`,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
  const running = new Map<number, Date>();
  for (const row of rows) {
    await tx
      .update(trials)
      .set({ convertedAt: now, convertedPaymentId: row.paymentId })
      .where(and(eq(trials.subscriptionId, row.subscriptionId), isNull(trials.convertedAt)));
    if (row.status !== 'Active' || row.trialHours === null) continue;
    const endDate = new Date(now.getTime() + row.durationDays * 24 * HOUR_MS);
    running.set(row.paymentId, endDate);
    await tx
      .update(subscriptions)
      .set({ planId: row.planId, startDate: now, endDate, remindedDays: null, trialHours: null, trialDevices: null })
      .where(eq(subscriptions.id, row.subscriptionId));
    await recordAudit(tx, {
      actorId,
      action: 'subscription.convert_trial',
      entity: 'subscription',
      entityId: row.subscriptionId,
      before: { trialHours: row.trialHours },
      after: { planId: row.planId, startDate: now, endDate, payment: row.paymentId },
    });
    if (row.lineId !== null) {
      await queuePanelActions(
        tx,
        [
          {
            subscriptionId: row.subscriptionId,
            kind: 'renew',
            key: `convert:payment:${row.paymentId}`,
            payload: { expDate: Math.floor(endDate.getTime() / 1000), devices: row.devices, endTrial: true },
          },
        ],
        now,
      );
    }
  }
  return running;
}
