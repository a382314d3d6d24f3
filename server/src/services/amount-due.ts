import { fromCents, toCents } from '@nimbus/shared/money';
import type { PaymentQuote } from '@nimbus/shared/payments';
import { prorate } from '@nimbus/shared/proration';
import type { RenewalKind } from '@nimbus/shared/renewal';
import type { LiveForRenewal } from './renewal.ts';

/** The plan being paid for, as the amount needs it. */
export type DuePlan = { id: number; price: string; devices: number; durationDays: number };

/** What a payment charges, and for an upgrade what the payment row keeps of its quote. */
export type AmountDue = {
  amount: string;
  upgrade: (NonNullable<PaymentQuote['upgrade']> & { fromPlanId: number }) | null;
};

/**
 * The one place the amount of a payment is computed (ADR 036), for the quote the payment page
 * shows and for the submit that charges it: the plan's price, or for an upgrade of an Active
 * subscription the pro-rated difference. Discounts apply to what this answers.
 */
export function amountDue(live: LiveForRenewal | null, plan: DuePlan, kind: RenewalKind, now: Date): AmountDue {
  if (kind !== 'upgrade' || !live?.endDate) return { amount: plan.price, upgrade: null };
  const quote = prorate(
    { priceCents: toCents(live.plan.price), durationDays: live.plan.durationDays, endDate: live.endDate },
    { priceCents: toCents(plan.price), durationDays: plan.durationDays },
    now,
  );
  return {
    amount: fromCents(quote.dueCents),
    upgrade: {
      fromPlanId: live.plan.id,
      fromPlan: live.plan.name,
      fromDevices: live.plan.devices,
      remainingDays: quote.remainingDays,
      charge: fromCents(quote.chargeCents),
      credit: fromCents(quote.creditCents),
      keepsEndDate: quote.keepsEndDate,
      endDate: quote.endDate,
    },
  };
}
