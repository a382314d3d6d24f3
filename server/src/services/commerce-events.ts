import { eq } from 'drizzle-orm';
import { formatPrice } from '@nimbus/shared/money';
import type { DbOrTx } from '../db/client.ts';
import { plans, subscriptions, users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { enqueueEmail, enqueueEmails } from './email/outbox.ts';
import { day } from './jobs/subscription-events.ts';
import { notify, notifyAll } from './notifications.ts';

// What the customer hears about staff decisions on their payment or subscription (DESIGN.md:
// notifications are created by events; e-mails go through the outbox). Each is written inside
// the decision's transaction, so the loser of two staff acting at once tells no one anything.

const DASHBOARD = '/user';
type Customer = { email: string; name: string };

async function customer(tx: DbOrTx, userId: number): Promise<Customer | null> {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  // A deleted account cannot read either, and its e-mail address is gone.
  return row && !row.deletedAt ? { email: row.email, name: `${row.firstName} ${row.lastName}`.trim() } : null;
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
  const paid = (payment: ReviewedPayment) => `${formatPrice(payment.amount)} for the ${payment.plan} plan (order ${payment.reference})`;
  const name = (payment: ReviewedPayment) => `${payment.firstName} ${payment.lastName}`.trim();
  if (outcome === 'Completed') {
    await notifyAll(
      tx,
      told.map((payment) => {
        const until = renewals.get(payment.id);
        const upgradedUntil = upgrades.get(payment.id);
        const renewed = upgradedUntil
          ? ` Your subscription is now on the ${payment.plan} plan until ${day(upgradedUntil)}.`
          : until
            ? ` Your subscription is renewed until ${day(until)}.`
            : '';
        return { userId: payment.userId, title: 'Payment verified', message: `Your payment of ${paid(payment)} was verified.${renewed}`, link: DASHBOARD };
      }),
    );
    await enqueueEmails(
      tx,
      env,
      'payment-verified',
      told.map((payment) => ({
        to: payment.email,
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
  const why = reason ? ` Reason: ${reason}` : '';
  await notifyAll(
    tx,
    told.map((payment) => ({
      userId: payment.userId,
      title: 'Payment not verified',
      message: `We could not verify your payment of ${paid(payment)}.${why} You can submit it again.`,
      link: DASHBOARD,
    })),
  );
  await enqueueEmails(
    tx,
    env,
    'payment-rejected',
    told.map((payment) => ({
      to: payment.email,
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
  await notify(tx, subscription.userId, {
    title: 'Subscription active',
    message: `Your ${subscription.plan} subscription is active. Your streaming credentials are in your dashboard.`,
    link: DASHBOARD,
  });
  await enqueueEmail(tx, env, to.email, 'subscription-activated', {
    name: to.name,
    plan: subscription.plan,
    endDate: subscription.endDate,
  });
}

/** A notification only: there is no e-mail template for a deactivation. */
export async function subscriptionDeactivated(tx: DbOrTx, subscriptionId: number): Promise<void> {
  const subscription = await subscriptionOwner(tx, subscriptionId);
  if (!subscription || !(await customer(tx, subscription.userId))) return;
  await notify(tx, subscription.userId, {
    title: 'Subscription deactivated',
    message: `Your ${subscription.plan} subscription was deactivated. Renew any time from your dashboard.`,
    link: DASHBOARD,
  });
}
