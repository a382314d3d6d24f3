import type { WebhookDeliveryRow } from '@nimbus/shared/webhooks';
import { useSettingsText } from '../../i18n/en/settings.ts';
import { tm } from '../../i18n/messages.ts';

/** What the last attempt of a delivery came to, in a sentence. */
export function deliveryOutcome(row: Pick<WebhookDeliveryRow, 'status' | 'statusCode' | 'error' | 'attempts'>): string {
  const { t } = useSettingsText;
  if (row.status === 'delivered') return t('deliveries.outcomeDelivered', { code: String(row.statusCode) });
  const why = row.error ? tm(row.error) : t('deliveries.noAnswer');
  return row.status === 'failed' ? t('deliveries.failedAfter', { count: row.attempts, why }) : t('deliveries.willRetry', { why });
}
