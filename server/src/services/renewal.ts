import { TRPCError } from '@trpc/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PlanStatus, SubscriptionStatus } from '@nimbus/shared/enums';
import type { RenewalChoice, RenewalSubscription } from '@nimbus/shared/renewal';
import type { DbOrTx } from '../db/client.ts';
import { payments, plans, subscriptions } from '../db/schema/index.ts';

/** The customer's live subscription with what `renewalChoice` needs, and its plan for a renewal. */
export type LiveForRenewal = RenewalSubscription & {
  id: number;
  startDate: Date | null;
  plan: { id: number; name: string; devices: number; durationDays: number; price: string; status: PlanStatus };
  status: SubscriptionStatus;
};

/**
 * Reads the live subscription; with `lock`, holds it until the transaction ends, so two payments
 * of one customer are judged one after the other (the second sees the first one waiting).
 */
export async function liveForRenewal(db: DbOrTx, userId: number, options: { lock?: boolean } = {}): Promise<LiveForRenewal | null> {
  const query = db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      planId: plans.id,
      planName: plans.name,
      devices: plans.devices,
      durationDays: plans.durationDays,
      price: plans.price,
      planStatus: plans.status,
      trialHours: subscriptions.trialHours,
      // A verified payment whose line the panel is still making counts as waiting too.
      paymentWaiting: sql<boolean>`(${subscriptions.provisioning} is not null or exists (select 1 from ${payments} where ${payments.subscriptionId} = ${subscriptions.id} and ${payments.status} = 'Pending'))`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: subscriptions }) : await query;
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    plan: { id: row.planId, name: row.planName, devices: row.devices, durationDays: row.durationDays, price: row.price, status: row.planStatus },
    paymentWaiting: Boolean(row.paymentWaiting),
    trial: row.trialHours !== null,
  };
}

/** A refusal as the API answers it: a retired plan is a failed precondition, the rest a conflict with the subscription's state. */
export function refusalError(choice: Extract<RenewalChoice, { allowed: false }>): TRPCError {
  return new TRPCError({ code: choice.reason === 'planRetired' ? 'PRECONDITION_FAILED' : 'CONFLICT', message: choice.message });
}
