import { Alert, Anchor, Text } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import type { RenewalChoice } from '@nimbus/shared/renewal';
import { IconAlertTriangle, IconCalendarPlus, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { readableAlert } from '../../components/alert-styles.ts';
import type { MySubscription } from '../../lib/renewal.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Props = { renewal: RenewalChoice; subscription: MySubscription | null; durationDays: number; devices: number };

/**
 * What this payment does to the customer's subscription, by the shared rule: refused (and why),
 * a renewal that starts at the current end date, or a new receipt after a rejection.
 */
export function RenewalBanner({ renewal, subscription, durationDays, devices }: Props) {
  if (!renewal.allowed) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="This payment cannot be taken now" styles={readableAlert('orange')}>
        {renewal.message}{' '}
        <Anchor component={Link} to="/user" fw={600}>
          See your subscription
        </Anchor>
      </Alert>
    );
  }
  if (renewal.kind === 'renew' && renewal.startsFrom === 'endDate' && subscription?.endDate) {
    const from = new Date(subscription.endDate);
    const until = new Date(from.getTime() + durationDays * DAY_MS);
    return (
      <Alert color="teal" variant="light" icon={<IconCalendarPlus aria-hidden />} title="Renewing your subscription" styles={readableAlert('teal')}>
        Your {subscription.plan.name} plan keeps running. Once we verify this payment it is extended from {formatDay(from)} to {formatDay(until)}: the days you
        have left are kept.
      </Alert>
    );
  }
  if (renewal.kind === 'convert') {
    return (
      <Alert color="teal" variant="light" icon={<IconCalendarPlus aria-hidden />} title="Keep watching after your free trial" styles={readableAlert('teal')}>
        Your free trial keeps running until we verify this payment. Then your paid plan starts at once, for {durationDays} days from that moment, with the same
        streaming user name and password.
      </Alert>
    );
  }
  if (renewal.kind === 'downgrade' && subscription?.endDate) {
    const from = new Date(subscription.endDate);
    const until = new Date(from.getTime() + durationDays * DAY_MS);
    return (
      <Alert color="teal" variant="light" icon={<IconCalendarPlus aria-hidden />} title="Changing plan at your renewal" styles={readableAlert('teal')}>
        Your {subscription.plan.name} plan keeps running with {subscription.devices === 1 ? '1 device' : `${subscription.devices} devices`} until{' '}
        {formatDay(from)}. Once we verify this payment, your subscription renews on this plan from then until {formatDay(until)}, with{' '}
        {devices === 1 ? '1 device' : `${devices} devices`}. Your user name and password stay the same.
      </Alert>
    );
  }
  if (renewal.kind === 'retry' || (renewal.kind === 'change' && subscription?.status === 'Pending')) {
    const reason = subscription?.lastPayment?.rejectReason;
    return (
      <Alert color="blue" variant="light" icon={<IconUpload aria-hidden />} title="Upload a new receipt" styles={readableAlert('blue')}>
        <Text size="sm">Your previous payment was not accepted{reason ? `: ${reason}` : '.'} Pay again if needed and upload the new receipt below.</Text>
      </Alert>
    );
  }
  return null;
}
