import { eq } from 'drizzle-orm';
import type { Language } from '@nimbus/shared/i18n';
import type { DbOrTx } from '../db/client.ts';
import { plans, subscriptions, users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { enqueueEmail, enqueueEmails } from './email/outbox.ts';
import { notify, notifyAll } from './notifications.ts';

// What the customer hears about staff decisions on their payment or subscription (DESIGN.md:
// notifications are created by events; e-mails go through the outbox). Each is written inside
// the decision's transaction, so the loser of two staff acting at once tells no one anything.

const DASHBOARD = '/user';
type Customer = { email: string; name: string; language: Language };

async function customer(tx: DbOrTx, userId: number): Promise<Customer | null> {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  // A deleted account cannot read either, and its e-mail address is gone.
  return row && !row.deletedAt ? { email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), language: row.language } : null;
}

/** A payment staff just reviewed, with its customer as the review's update returned them. */
export type ReviewedPayment = {
  id: number;
  userId: number;
  amount: string;
  reference: string;
  plan: string;
  email: string;
  firstName: string;
  lastName: string;
  deletedAt: Date | null;
  language: Language;
};

/** Tells each customer about their reviewed payment: one statement per kind, however many. */
export async function paymentsReviewed(
  tx: DbOrTx,
  env: Pick<Env, 'PUBLIC_URL'>,
  reviewed: readonly ReviewedPayment[],
  outcome: 'Completed' | 'Failed',
  reason: string | null,
  /** Renewals of Active subscriptions: the new end date by payment id (no activation follows). */
  renewals: ReadonlyMap<number, Date> = new Map(),
  /** The invoices issued for verified payments, by payment id: attached to their e-mails. */
  issued: ReadonlyMap<number, { id: number; number: string }> = new Map(),
  /** Pro-rated upgrades (ADR 036): the end date on the new plan by payment id. */
  upgrades: ReadonlyMap<number, Date> = new Map(),
): Promise<void> {
  // A deleted account cannot read either, and its e-mail address is gone.
  const told = reviewed.filter((payment) => !payment.deletedAt);
  const name = (payment: ReviewedPayment) => `${payment.firstName} ${payment.lastName}`.trim();
  const paid = (payment: ReviewedPayment) => ({ amount: payment.amount, plan: payment.plan, reference: payment.reference });
  if (outcome === 'Completed') {
    await notifyAll(
      tx,
      told.map((payment) => ({
        userId: payment.userId,
        kind: 'paymentVerified',
        params: { ...paid(payment), renewedUntil: renewals.get(payment.id) ?? null, upgradedUntil: upgrades.get(payment.id) ?? null },
        link: DASHBOARD,
      })),
    );
    await enqueueEmails(
      tx,
      env,
      'payment-verified',
      told.map((payment) => ({
        to: payment.email,
        language: payment.language,
        data: {
          name: name(payment),
          amount: payment.amount,
          plan: payment.plan,
          reference: payment.reference,
          invoiceNumber: issued.get(payment.id)?.number ?? null,
          renewedUntil: renewals.get(payment.id) ?? null,
        },
        invoiceId: issued.get(payment.id)?.id ?? null,
      })),
    );
    return;
  }
  await notifyAll(
    tx,
    told.map((payment) => ({ userId: payment.userId, kind: 'paymentRejected', params: { ...paid(payment), reason }, link: DASHBOARD })),
  );
  await enqueueEmails(
    tx,
    env,
    'payment-rejected',
    told.map((payment) => ({
      to: payment.email,
      language: payment.language,
      data: { name: name(payment), amount: payment.amount, plan: payment.plan, reference: payment.reference, reason },
    })),
  );
}

async function subscriptionOwner(tx: DbOrTx, subscriptionId: number) {
  const [row] = await tx
    .select({ userId: subscriptions.userId, plan: plans.name, endDate: subscriptions.endDate })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}

export async function subscriptionActivated(tx: DbOrTx, env: Pick<Env, 'PUBLIC_URL'>, subscriptionId: number): Promise<void> {
  const subscription = await subscriptionOwner(tx, subscriptionId);
  const to = subscription && (await customer(tx, subscription.userId));
  if (!subscription || !to || !subscription.endDate) return;
  await notify(tx, subscription.userId, { kind: 'subscriptionActivated', params: { plan: subscription.plan }, link: DASHBOARD });
  await enqueueEmail(tx, env, { to: to.email, language: to.language }, 'subscription-activated', {
    name: to.name,
    plan: subscription.plan,
    endDate: subscription.endDate,
  });
}

/** A notification only: there is no e-mail template for a deactivation. */
export async function subscriptionDeactivated(tx: DbOrTx, subscriptionId: number): Promise<void> {
  const subscription = await subscriptionOwner(tx, subscriptionId);
  if (!subscription || !(await customer(tx, subscription.userId))) return;
  await notify(tx, subscription.userId, { kind: 'subscriptionDeactivated', params: { plan: subscription.plan }, link: DASHBOARD });
}
