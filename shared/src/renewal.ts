import { fillMessage } from './message-text.ts';
import type { PlanStatus, SubscriptionStatus } from './enums.ts';
import { formatDay } from './format.ts';
import { toCents } from './money.ts';
import { subscriptionMessages } from './subscriptions.ts';

/**
 * Whether a customer may pay for a plan, given the subscription they have: the one rule that the
 * payment service, the REST adapter (through the service) and the screens all read, so a button
 * never offers what the server then refuses. Pure: the caller passes the clock.
 */

/** An Active subscription can be renewed in its last 14 days, as the 7/3/1-day reminders invite. */
export const RENEWAL_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RenewalSubscription = {
  status: SubscriptionStatus;
  endDate: Date | null;
  /** Devices and days where the caller knows them: an upgrade may not lower either (ADR 036). */
  plan: { id: number; price: string; devices?: number; durationDays?: number };
  /** A payment for this subscription is still waiting for staff. */
  paymentWaiting: boolean;
  /** A free trial's term (ADR 039): any plan may be paid for, and the paid term replaces it. */
  trial?: boolean;
};

/** The plan option the customer chose (a plan row: one name and device count). */
export type RenewalPlan = { id: number; price: string; status: PlanStatus; devices?: number; durationDays?: number };

/**
 * - new: no subscription yet.
 * - retry: the last payment was rejected; a new receipt for the same plan.
 * - renew: the same plan again; from the current end date while Active, from activation otherwise.
 * - upgrade: a dearer plan with no fewer devices and no shorter period, on the Active subscription
 *   mid-cycle at a pro-rated price (ADR 036): verified, the subscription's plan changes.
 * - downgrade: another plan that is not an upgrade, paid as the renewal in the last 14 days: it
 *   takes effect when that renewal is verified (ADR 036).
 * - change: another plan where nothing is running (Expired, or Pending after a rejection).
 * - convert: any plan paid for during a running free trial; the paid term starts at verification.
 */
export type RenewalKind = 'new' | 'retry' | 'renew' | 'upgrade' | 'downgrade' | 'change' | 'convert';
export type RenewalRefusal = 'planRetired' | 'pending' | 'paymentWaiting' | 'tooEarly' | 'notAnUpgrade';

export type RenewalChoice =
  | { allowed: true; kind: RenewalKind; /** When the paid term begins. */ startsFrom: 'activation' | 'endDate' }
  | { allowed: false; reason: RenewalRefusal; message: string; /** tooEarly: the first day renewal is possible. */ opensOn?: Date };

const allow = (kind: RenewalKind, startsFrom: 'activation' | 'endDate' = 'activation'): RenewalChoice => ({ allowed: true, kind, startsFrom });
const refuse = (reason: RenewalRefusal, message: string, opensOn?: Date): RenewalChoice =>
  opensOn ? { allowed: false, reason, message, opensOn } : { allowed: false, reason, message };

/** The first moment an Active subscription ending at `endDate` may be renewed. */
export function renewalOpensOn(endDate: Date): Date {
  return new Date(endDate.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS);
}

export function renewalChoice(subscription: RenewalSubscription | null, plan: RenewalPlan, now: Date): RenewalChoice {
  if (plan.status !== 'Active') return refuse('planRetired', subscriptionMessages.planRetired);
  if (!subscription) return allow('new');
  const samePlan = subscription.plan.id === plan.id;

  switch (subscription.status) {
    case 'Pending':
      if (subscription.paymentWaiting) return refuse('pending', subscriptionMessages.renewRefused);
      // Nothing started yet (the payment was rejected): a new receipt, for this plan or another.
      return allow(samePlan ? 'retry' : 'change');
    case 'Expired':
      return allow(samePlan ? 'renew' : 'change');
    case 'Active': {
      if (subscription.paymentWaiting) return refuse('paymentWaiting', subscriptionMessages.renewalWaiting);
      if (subscription.trial) return allow('convert');
      if (!samePlan && isUpgrade(subscription.plan, plan)) return allow('upgrade');
      const opensOn = subscription.endDate ? renewalOpensOn(subscription.endDate) : null;
      if (opensOn && now < opensOn) {
        const message = samePlan
          ? fillMessage(subscriptionMessages.renewTooEarly, { opensOn: formatDay(opensOn), endsOn: until(subscription.endDate) })
          : fillMessage(subscriptionMessages.notAnUpgrade, { opensOn: formatDay(opensOn), endsOn: until(subscription.endDate) });
        return refuse(samePlan ? 'tooEarly' : 'notAnUpgrade', message, opensOn);
      }
      return allow(samePlan ? 'renew' : 'downgrade', 'endDate');
    }
  }
}

type Compared = { price: string; devices?: number | undefined; durationDays?: number | undefined };

/** Dearer, with no fewer devices and no shorter period (where both sides say). */
export function isUpgrade(current: Compared, next: Compared): boolean {
  const fewer = (a?: number, b?: number) => a !== undefined && b !== undefined && b < a;
  return toCents(next.price) > toCents(current.price) && !fewer(current.devices, next.devices) && !fewer(current.durationDays, next.durationDays);
}

const until = (endDate: Date | null) => (endDate ? formatDay(endDate) : 'its end date');

/**
 * The term a payment buys: an Active subscription that has not ended yet is extended from its
 * current end date (no day paid for is lost by renewing early); anything else starts now.
 * Staff activation and the verification of a renewal both use this.
 */
export function renewedTerm(
  current: { status: SubscriptionStatus; startDate: Date | null; endDate: Date | null },
  durationDays: number,
  now: Date,
): { startDate: Date; endDate: Date } {
  if (current.status === 'Active' && current.startDate && current.endDate && current.endDate > now) {
    return { startDate: current.startDate, endDate: new Date(current.endDate.getTime() + durationDays * DAY_MS) };
  }
  return { startDate: now, endDate: new Date(now.getTime() + durationDays * DAY_MS) };
}
