import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { payments, plans, subscriptions } from '../db/schema/index.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudits } from './audit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An upgrade applied by verify: the subscription's end date, and whether it moved (a new term). */
export type AppliedUpgrade = { endDate: Date; endChanged: boolean };

/**
 * A verified upgrade (ADR 036) moves its Active subscription, still on the plan it was priced
 * from, to the paid plan with the end date its quote fixed (kept, or a new term that began at
 * the quote), in a constant number of statements for any number of them. Answers the end dates
 * by payment id.
 */
export async function applyUpgrades(tx: Tx, actor: AuthUser, paymentIds: readonly number[]): Promise<Map<number, AppliedUpgrade>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await tx
    .select({
      paymentId: payments.id,
      id: subscriptions.id,
      fromPlanId: subscriptions.planId,
      toPlanId: payments.planId,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      newEndDate: payments.upgradeEndDate,
      durationDays: plans.durationDays,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(
      and(
        inArray(payments.id, [...paymentIds]),
        eq(subscriptions.status, 'Active'),
        isNull(subscriptions.deletedAt),
        eq(subscriptions.planId, payments.upgradeFromPlanId),
        isNotNull(payments.upgradeEndDate),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
  if (rows.length === 0) return new Map();
  const terms = rows.map((row) => {
    const endDate = row.newEndDate!;
    const kept = row.endDate !== null && endDate.getTime() === row.endDate.getTime();
    return { ...row, endDate, before: row.endDate, startDate: kept ? row.startDate! : new Date(endDate.getTime() - row.durationDays * DAY_MS) };
  });
  const caseOf = (pick: (term: (typeof terms)[number]) => SQL) =>
    sql`case ${subscriptions.id} ${sql.join(
      terms.map((term) => sql`when ${term.id} then ${pick(term)}`),
      sql` `,
    )} end`;
  await tx
    .update(subscriptions)
    .set({
      planId: caseOf((term) => sql`${term.toPlanId}::integer`),
      startDate: caseOf((term) => sql`${term.startDate.toISOString()}::timestamptz`),
      endDate: caseOf((term) => sql`${term.endDate.toISOString()}::timestamptz`),
      // A new term (a longer plan) starts its reminders again; a kept end date keeps them.
      remindedDays: caseOf((term) => (term.before?.getTime() === term.endDate.getTime() ? sql`${subscriptions.remindedDays}` : sql`null::integer`)),
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
      action: 'subscription.upgrade',
      entity: 'subscription',
      entityId: term.id,
      before: { planId: term.fromPlanId, endDate: term.before },
      after: { planId: term.toPlanId, endDate: term.endDate, payment: term.paymentId },
    })),
  );
  return new Map(terms.map((term) => [term.paymentId, { endDate: term.endDate, endChanged: term.before?.getTime() !== term.endDate.getTime() }]));
}
