import type { PaymentMethod } from '@nimbus/shared/enums';

// How the customer's own dates and payment methods read on the overview.
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Mar 4, 2026"; a date not set yet (a subscription not started) is a dash. */
export function formatDay(date: Date | string | null | undefined): string {
  return date ? day.format(new Date(date)) : '—';
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  bank: 'Card / Bank',
  crypto: 'Crypto',
  paypal: 'PayPal',
};
