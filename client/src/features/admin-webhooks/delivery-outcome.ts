import type { WebhookDeliveryRow } from '@nimbus/shared/webhooks';

/** What the last attempt of a delivery came to, in a sentence. */
export function deliveryOutcome(row: Pick<WebhookDeliveryRow, 'status' | 'statusCode' | 'error' | 'attempts'>): string {
  if (row.status === 'delivered') return `Delivered: the endpoint answered ${row.statusCode}.`;
  const why = row.error ?? 'No answer.';
  return row.status === 'failed' ? `Failed after ${row.attempts} attempts. ${why}` : `${why} It will be tried again.`;
}
