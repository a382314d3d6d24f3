import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { renewedTerm } from '@nimbus/shared/renewal';
import { paymentMessages, type StaffPayment, type VerifyManyResult } from '@nimbus/shared/payments';
import type { Tx } from '../db/client.ts';
import { payments, plans, subscriptions, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudits } from './audit.ts';
import { emitWebhooks } from './webhooks/emit.ts';
import { paymentsReviewed } from './commerce-events.ts';
import { release } from './coupons.ts';
import { issueInvoices, type IssuedRef } from './invoices.ts';
import { queueAfterVerify } from './panel/actions.ts';
import { byId } from './payments.ts';
import { convertTrials } from './trials.ts';
import { applyUpgrades } from './upgrades.ts';

type Outcome = 'Completed' | 'Failed';
/** The renewals applied by verify: their end dates, and the payments that changed the plan (a downgrade at renewal). */
type AppliedRenewals = { ends: Map<number, Date>; planChanged: Set<number> };
type Refusal = { code: 'CONFLICT' | 'NOT_FOUND'; message: string };

/**
 * Pending -> Completed or Failed, once, for any number of payments with a constant number of
 * statements: lock the Pending ones in id order, update them, write their audit rows,
 * notifications and e-mails in one statement each. The locks are taken in id order so that two
 * staff reviewing overlapping sets wait for each other instead of deadlocking; the one who waits
 * finds those payments no longer Pending and is told they were processed.
 */
async function review(tx: Tx, deps: Deps, actor: AuthUser, ids: readonly number[], outcome: Outcome, reason?: string): Promise<Map<number, Refusal>> {
  const rejectReason = outcome === 'Failed' ? reason || null : null;
  // The payments still Pending, locked in id order, with what their customers are told.
  const pending = tx.$with('pending').as(
    tx
      .select({
        id: payments.id,
        userId: payments.userId,
        amount: payments.amount,
        reference: payments.reference,
        plan: plans.name,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        deletedAt: users.deletedAt,
        language: users.language,
      })
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(inArray(payments.id, [...ids]), eq(payments.status, 'Pending')))
      .orderBy(asc(payments.id))
      .for('update', { of: payments }),
  );
  const changed = await tx
    .with(pending)
    .update(payments)
    .set({ status: outcome, reviewedBy: actor.id, reviewedAt: deps.now(), rejectReason })
    .from(pending)
    .where(eq(payments.id, pending.id))
    .returning({
      id: pending.id,
      userId: pending.userId,
      amount: pending.amount,
      reference: pending.reference,
      plan: pending.plan,
      email: pending.email,
      firstName: pending.firstName,
      lastName: pending.lastName,
      deletedAt: pending.deletedAt,
      language: pending.language,
    });
  const refused = new Map<number, Refusal>();
  const done = new Set(changed.map((row) => row.id));
  const others = ids.filter((id) => !done.has(id));
  if (others.length > 0) {
    const existing = new Set((await tx.select({ id: payments.id }).from(payments).where(inArray(payments.id, others))).map((row) => row.id));
    for (const id of others) {
      refused.set(
        id,
        existing.has(id) ? { code: 'CONFLICT', message: paymentMessages.alreadyProcessed } : { code: 'NOT_FOUND', message: paymentMessages.notFound },
      );
    }
  }
  // A rejected payment gives its coupon's use back (ADR 037): the customer may pay again with it.
  if (outcome === 'Failed')
    await release(
      tx,
      changed.map((row) => row.id),
    );
  await recordAudits(
    tx,
    changed.map((row) => ({
      actorId: actor.id,
      action: outcome === 'Completed' ? 'payment.verify' : 'payment.reject',
      entity: 'payment',
      entityId: row.id,
      before: { status: 'Pending' },
      after: outcome === 'Failed' ? { status: outcome, reason: rejectReason } : { status: outcome },
    })),
  );
  const verified = outcome === 'Completed' ? changed.map((row) => row.id) : [];
  // Trials converted first (ADR 039): a running one's paid term starts now, not as a renewal.
  const converted = verified.length > 0 ? await convertTrials(tx, deps, actor.id, verified) : new Map<number, Date>();
  const rest = verified.filter((id) => !converted.has(id));
  // Upgrades and renewals next, so the customer is told the new plan or end date with the verification.
  const upgrades = await applyUpgrades(tx, actor, rest);
  const renewals = await extendRenewals(tx, deps, actor, rest);
  const ends = new Map([...renewals.ends, ...converted]);
  // With the panel on, the line is made by the panel job: queued here, in the verify's transaction.
  if (outcome === 'Completed') await queueAfterVerify(tx, deps, actor.id, rest, { upgrades, planChanged: renewals.planChanged });
  // Last, so the year's invoice counter stays locked for as short a time as the verify allows.
  const issued = verified.length > 0 ? await issueInvoices(tx, deps, verified, ends) : new Map<number, IssuedRef>();
  const upgradedUntil = new Map([...upgrades].map(([paymentId, upgrade]) => [paymentId, upgrade.endDate]));
  await paymentsReviewed(
    tx,
    deps.env,
    changed.map((row) => ({ ...row, reference: row.reference ?? '' })),
    outcome,
    rejectReason,
    ends,
    issued,
    upgradedUntil,
  );
  await emitWebhooks(
    tx,
    deps.now(),
    changed.map((row) => ({
      type: outcome === 'Completed' ? 'payment.verified' : 'payment.rejected',
      data: {
        paymentId: row.id,
        userId: row.userId,
        amount: row.amount,
        plan: row.plan,
        status: outcome,
        ...(outcome === 'Failed' ? { reason: rejectReason } : {}),
      },
    })),
  );
  return refused;
}

/**
 * A verified payment for an Active subscription that is not an upgrade is a renewal: its end
 * date moves on by the paid plan's duration from the current end date, as `renewedTerm` says,
 * and the reminders start again for the new term. A renewal paid on another plan (a downgrade,
 * ADR 036) moves the subscription to that plan now. One statement for any number of them.
 * Payments for Pending or Expired subscriptions wait for staff activation.
 * Answers each renewal's new end date by payment id.
 */
async function extendRenewals(tx: Tx, deps: Deps, actor: AuthUser, paymentIds: readonly number[]): Promise<AppliedRenewals> {
  const none: AppliedRenewals = { ends: new Map(), planChanged: new Set() };
  if (paymentIds.length === 0) return none;
  const renewed = await tx
    .select({
      paymentId: payments.id,
      id: subscriptions.id,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      durationDays: plans.durationDays,
      fromPlanId: subscriptions.planId,
      planId: payments.planId,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(
      and(
        inArray(payments.id, [...paymentIds]),
        eq(subscriptions.status, 'Active'),
        isNull(subscriptions.deletedAt),
        // Upgrades were applied just before (or, priced from a plan no longer the subscription's, are staff's to sort out).
        isNull(payments.upgradeFromPlanId),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
  if (renewed.length === 0) return none;
  const now = deps.now();
  const terms = renewed.map((row) => ({
    paymentId: row.paymentId,
    id: row.id,
    before: row.endDate,
    fromPlanId: row.fromPlanId,
    planId: row.planId,
    ...renewedTerm(row, row.durationDays, now),
  }));
  const byId = (pick: (term: (typeof terms)[number]) => Date) =>
    sql`case ${subscriptions.id} ${sql.join(
      terms.map((term) => sql`when ${term.id} then ${pick(term).toISOString()}::timestamptz`),
      sql` `,
    )} end`;
  await tx
    .update(subscriptions)
    .set({
      startDate: byId((term) => term.startDate),
      endDate: byId((term) => term.endDate),
      planId: sql`case ${subscriptions.id} ${sql.join(
        terms.map((term) => sql`when ${term.id} then ${term.planId}::integer`),
        sql` `,
      )} end`,
      remindedDays: null,
    })
    .where(
      inArray(
        subscriptions.id,
        terms.map((term) => term.id),
      ),
    );
  await recordAudits(
    tx,
    terms.map((term) => ({
      actorId: actor.id,
      action: 'subscription.renew',
      entity: 'subscription',
      entityId: term.id,
      before: { endDate: term.before, ...(term.planId !== term.fromPlanId && { planId: term.fromPlanId }) },
      after: { endDate: term.endDate, ...(term.planId !== term.fromPlanId && { planId: term.planId }) },
    })),
  );
  await emitWebhooks(
    tx,
    now,
    terms.map((term) => ({ type: 'subscription.renewed', data: { subscriptionId: term.id, paymentId: term.paymentId, endDate: term.endDate.toISOString() } })),
  );
  return {
    ends: new Map(terms.map((term) => [term.paymentId, term.endDate])),
    planChanged: new Set(terms.filter((term) => term.planId !== term.fromPlanId).map((term) => term.paymentId)),
  };
}

/** One payment: of two staff acting at once one changes it and the other is told it was processed. */
async function reviewOne(deps: Deps, actor: AuthUser, id: number, outcome: Outcome, reason?: string): Promise<StaffPayment> {
  return deps.db.transaction(async (tx) => {
    const refusal = (await review(tx, deps, actor, [id], outcome, reason)).get(id);
    if (refusal) throw new TRPCError(refusal);
    return byId(tx, id);
  });
}

export const verify = (deps: Deps, actor: AuthUser, id: number) => reviewOne(deps, actor, id, 'Completed');

/** The customer may pay again after a rejection: their subscription stays as it was (Pending, or Active for a renewal). */
export const reject = (deps: Deps, actor: AuthUser, input: { id: number; reason?: string | undefined }) =>
  reviewOne(deps, actor, input.id, 'Failed', input.reason);

/**
 * Up to 100 payments in one transaction and a constant number of statements. Each id is
 * answered on its own: one already processed or unknown is reported and does not stop the others.
 */
export async function verifyMany(deps: Deps, actor: AuthUser, ids: readonly number[]): Promise<VerifyManyResult[]> {
  const unique = [...new Set(ids)];
  const refused = await deps.db.transaction((tx) => review(tx, deps, actor, unique, 'Completed'));
  return unique.map((id) => {
    const refusal = refused.get(id);
    return refusal ? { id, ok: false, ...refusal } : { id, ok: true, status: 'Completed' };
  });
}
