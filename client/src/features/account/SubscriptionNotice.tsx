import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import { provisioningMessages } from '@nimbus/shared/panel';
import type { RenewalChoice } from '@nimbus/shared/renewal';
import { IconAlertTriangle, IconCalendarEvent, IconClockHour4, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import { readableAlert } from '../../components/alert-styles.ts';
import { useAccountText } from '../../i18n/en/account.ts';
import { tm } from '../../i18n/messages.ts';
import { samePlanSearch, type MySubscription } from '../../lib/renewal.ts';

/**
 * What the customer should know or do next, under the subscription's details: a rejected
 * payment with its reason and a new upload, a payment being verified, a renewal not open yet,
 * or an ended subscription.
 */
export function SubscriptionNotice({ subscription, renewal }: { subscription: MySubscription; renewal: RenewalChoice }) {
  const { t } = useAccountText();
  const payment = subscription.lastPayment;
  const rejected = payment?.status === 'Failed' && renewal.allowed && (renewal.kind === 'retry' || renewal.kind === 'renew');

  if (rejected) {
    return (
      <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title={t('notice.rejectedTitle')} styles={readableAlert('red')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('notice.rejectedText', { plan: payment.planName, day: formatDay(payment.paymentDate) })}</Text>
          <Text size="sm">
            <Text span fw={700}>
              {t('notice.reason')}
            </Text>{' '}
            {payment.rejectReason || t('notice.noReason')}
          </Text>
          <Button
            size="sm"
            color="red.9"
            leftSection={<IconUpload size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/payment" search={samePlanSearch(subscription)} />}
          >
            {t('notice.uploadNewReceipt')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (subscription.provisioning) {
    // Paid and verified: the line is being made on the panel (also while staff retry it).
    return (
      <Alert variant="light" color="blue" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('blue')}>
        {tm(provisioningMessages.beingSetUp)}
      </Alert>
    );
  }
  if (payment?.status === 'Pending' && subscription.status === 'Active' && payment.planId !== subscription.plan.id) {
    // A pro-rated upgrade, or a renewal on another plan (a downgrade at renewal, ADR 036).
    const values = { plan: payment.planName, devices: t('devices', { count: payment.devices }), day: formatDay(subscription.endDate) };
    return (
      <Alert variant="light" color="yellow" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('yellow')}>
        {payment.upgrade ? t('notice.verifyingUpgrade', values) : t('notice.verifyingPlanChange', values)}
      </Alert>
    );
  }
  if (payment?.status === 'Pending') {
    const renewing = subscription.status === 'Active';
    return (
      <Alert variant="light" color="yellow" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('yellow')}>
        {renewing ? t('notice.verifyingRenewal', { day: formatDay(subscription.endDate) }) : t('notice.verifyingPayment')}
      </Alert>
    );
  }
  if (!renewal.allowed && renewal.reason === 'tooEarly' && renewal.opensOn) {
    return (
      <Alert variant="light" color="blue" icon={<IconCalendarEvent aria-hidden />} styles={readableAlert('blue')}>
        {t('notice.renewFrom', { opensOn: formatDay(renewal.opensOn), endsOn: formatDay(subscription.endDate) })}
      </Alert>
    );
  }
  if (subscription.status === 'Expired') {
    return (
      <Alert variant="light" color="gray" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('gray')}>
        <Trans
          t={t}
          i18nKey="notice.ended"
          components={{ anchor: <Anchor renderRoot={(props) => <Link {...props} to="/home" search={{ section: 'plans' }} />} /> }}
        />
      </Alert>
    );
  }
  if (!renewal.allowed && renewal.reason === 'planRetired') {
    return (
      <Alert variant="light" color="gray" icon={<IconAlertTriangle aria-hidden />} styles={readableAlert('gray')}>
        {tm(renewal.message)}
      </Alert>
    );
  }
  return null;
}
