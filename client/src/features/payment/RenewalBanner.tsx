import { Alert, Anchor, Text } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import type { RenewalChoice } from '@nimbus/shared/renewal';
import { IconAlertTriangle, IconCalendarPlus, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { readableAlert } from '../../components/alert-styles.ts';
import { usePaymentText } from '../../i18n/en/payment.ts';
import { tm } from '../../i18n/messages.ts';
import type { MySubscription } from '../../lib/renewal.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Props = { renewal: RenewalChoice; subscription: MySubscription | null; durationDays: number; devices: number };

/**
 * What this payment does to the customer's subscription, by the shared rule: refused (and why),
 * a renewal that starts at the current end date, or a new receipt after a rejection.
 */
export function RenewalBanner({ renewal, subscription, durationDays, devices }: Props) {
  const { t } = usePaymentText();
  if (!renewal.allowed) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('page.refusedTitle')} styles={readableAlert('orange')}>
        {tm(renewal.message)}{' '}
        <Anchor component={Link} to="/user" fw={600}>
          {t('renewal.seeSubscription')}
        </Anchor>
      </Alert>
    );
  }
  if (renewal.kind === 'renew' && renewal.startsFrom === 'endDate' && subscription?.endDate) {
    const from = new Date(subscription.endDate);
    const until = new Date(from.getTime() + durationDays * DAY_MS);
    return (
      <Alert color="teal" variant="light" icon={<IconCalendarPlus aria-hidden />} title={t('renewal.renewingTitle')} styles={readableAlert('teal')}>
        {t('renewal.renewing', { plan: subscription.plan.name, from: formatDay(from), until: formatDay(until) })}
      </Alert>
    );
  }
  if (renewal.kind === 'convert') {
    return (
      <Alert color="teal" variant="light" icon={<IconCalendarPlus aria-hidden />} title={t('renewal.convertTitle')} styles={readableAlert('teal')}>
        {t('renewal.convert', { days: durationDays })}
      </Alert>
    );
  }
  if (renewal.kind === 'downgrade' && subscription?.endDate) {
    const from = new Date(subscription.endDate);
    const until = new Date(from.getTime() + durationDays * DAY_MS);
    return (
      <Alert color="teal" variant="light" icon={<IconCalendarPlus aria-hidden />} title={t('renewal.downgradeTitle')} styles={readableAlert('teal')}>
        {t('renewal.downgrade', {
          plan: subscription.plan.name,
          currentDevices: t('devices', { count: subscription.devices }),
          from: formatDay(from),
          until: formatDay(until),
          devices: t('devices', { count: devices }),
        })}
      </Alert>
    );
  }
  if (renewal.kind === 'retry' || (renewal.kind === 'change' && subscription?.status === 'Pending')) {
    const reason = subscription?.lastPayment?.rejectReason;
    return (
      <Alert color="blue" variant="light" icon={<IconUpload aria-hidden />} title={t('renewal.retryTitle')} styles={readableAlert('blue')}>
        <Text size="sm">{reason ? t('renewal.retryWithReason', { reason }) : t('renewal.retry')}</Text>
      </Alert>
    );
  }
  return null;
}
