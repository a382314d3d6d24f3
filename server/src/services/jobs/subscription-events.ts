import { formatDay } from '@nimbus/shared/format';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The payment page with the same plan and devices: one click renews what the customer has. */
export function renewPath(plan: { name: string; devices: number }): string {
  return `/payment?${new URLSearchParams({ plan: plan.name, devices: String(plan.devices) }).toString()}`;
}

/** A notification's date: the e-mails' words and calendar (UTC). */
export const day = (date: Date) => formatDay(date, { timeZone: 'UTC' });
