/**
 * The price of an upgrade mid-cycle (ADR 036), on cents, pure: the caller passes the clock.
 *
 * - Remaining days: the whole days left until the end date, a day begun counting as a day left
 *   (ceil), never below 0. At the expiry instant nothing is left.
 * - Same period (the new plan lasts as many days as the current one) and days left: the end date
 *   is kept; the customer pays the new plan's price for the days left and is credited the
 *   current plan's price for them: due = round(new × left / period) − round(current × left / period).
 * - A longer period, or nothing left: a new term of the new plan starts at the quote; the credit
 *   is the current plan's price for the days left, at most the new price:
 *   due = new − round(current × left / current period).
 * Each line is rounded to cents on its own, so the lines the customer reads add up to the total.
 */

import { fillMessage } from './message-text.ts';
import { formatPrice, fromCents } from './money.ts';

export const prorationMessages = {
  // Templates (fillMessage): { count } days.
  creditOneDay: 'Upgrade credit for 1 remaining day',
  creditDays: 'Upgrade credit for {{count}} remaining days',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ProratedPlan = { priceCents: number; durationDays: number };

export type Proration = {
  remainingDays: number;
  /** What the new plan costs for the time bought (the days left, or its whole period). */
  chargeCents: number;
  /** The current plan's price for the days left, taken off the charge. */
  creditCents: number;
  /** chargeCents − creditCents, never below 0. */
  dueCents: number;
  /** The end date is kept (same period); otherwise a new term starts at the quote. */
  keepsEndDate: boolean;
  /** The subscription's end date once the upgrade is verified. */
  endDate: Date;
};

export function remainingDays(endDate: Date, now: Date): number {
  return Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));
}

export function prorate(current: ProratedPlan & { endDate: Date }, next: ProratedPlan, now: Date): Proration {
  const left = remainingDays(current.endDate, now);
  const keepsEndDate = left > 0 && next.durationDays === current.durationDays;
  const part = (cents: number, period: number) => Math.round((cents * left) / period);
  if (keepsEndDate) {
    const chargeCents = part(next.priceCents, current.durationDays);
    const creditCents = Math.min(part(current.priceCents, current.durationDays), chargeCents);
    return { remainingDays: left, chargeCents, creditCents, dueCents: chargeCents - creditCents, keepsEndDate, endDate: current.endDate };
  }
  const chargeCents = next.priceCents;
  const creditCents = Math.min(part(current.priceCents, current.durationDays), chargeCents);
  return {
    remainingDays: left,
    chargeCents,
    creditCents,
    dueCents: chargeCents - creditCents,
    keepsEndDate,
    endDate: new Date(now.getTime() + next.durationDays * DAY_MS),
  };
}

/** "Upgrade credit for 17 remaining days" */
export function creditLabel(remainingDays: number): string {
  return remainingDays === 1 ? prorationMessages.creditOneDay : fillMessage(prorationMessages.creditDays, { count: remainingDays });
}

/** "Upgrade credit for 17 remaining days: -$4.20" (the customer reads it before paying). */
export function creditLine(proration: Pick<Proration, 'remainingDays' | 'creditCents'>): string {
  return `${creditLabel(proration.remainingDays)}: -${formatPrice(fromCents(proration.creditCents))}`;
}
