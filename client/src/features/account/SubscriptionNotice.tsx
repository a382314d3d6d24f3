import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import { provisioningMessages } from '@nimbus/shared/panel';
import type { RenewalChoice } from '@nimbus/shared/renewal';
import { IconAlertTriangle, IconCalendarEvent, IconClockHour4, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { readableAlert } from '../../components/alert-styles.ts';
import { samePlanSearch, type MySubscription } from '../../lib/renewal.ts';

/**
 * What the customer should know or do next, under the subscription's details: a rejected
 * payment with its reason and a new upload, a payment being verified, a renewal not open yet,
 * or an ended subscription.
 */
export function SubscriptionNotice({ subscription, renewal }: { subscription: MySubscription; renewal: RenewalChoice }) {
  const payment = subscription.lastPayment;
  const rejected = payment?.status === 'Failed' && renewal.allowed && (renewal.kind === 'retry' || renewal.kind === 'renew');

  if (rejected) {
    return (
      <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />} title="Your payment was not accepted" styles={readableAlert('red')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            We could not verify your {payment.planName} payment of {formatDay(payment.paymentDate)}.
          </Text>
          <Text size="sm">
            <Text span fw={700}>
              Reason:
            </Text>{' '}
            {payment.rejectReason || 'No reason was given. Write to support if you are unsure why.'}
          </Text>
          <Button
            size="sm"
            color="red.9"
            leftSection={<IconUpload size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/payment" search={samePlanSearch(subscription)} />}
          >
            Upload a new receipt
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (subscription.provisioning) {
    // Paid and verified: the line is being made on the panel (also while staff retry it).
    return (
      <Alert variant="light" color="blue" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('blue')}>
        {provisioningMessages.beingSetUp}
      </Alert>
    );
  }
  if (payment?.status === 'Pending' && subscription.status === 'Active' && payment.planId !== subscription.plan.id) {
    // A pro-rated upgrade, or a renewal on another plan (a downgrade at renewal, ADR 036).
    const devices = payment.devices === 1 ? '1 device' : `${payment.devices} devices`;
    return (
      <Alert variant="light" color="yellow" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('yellow')}>
        {payment.upgrade
          ? `We are verifying your upgrade to ${payment.planName} (${devices}). Once it is confirmed, your line gets ${devices}; your user name and password stay the same.`
          : `We are verifying your renewal on ${payment.planName} (${devices}). Your current plan runs until ${formatDay(subscription.endDate)}; the new plan takes effect then.`}
      </Alert>
    );
  }
  if (payment?.status === 'Pending') {
    const renewing = subscription.status === 'Active';
    return (
      <Alert variant="light" color="yellow" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('yellow')}>
        {renewing
          ? `We are verifying your renewal payment. Once it is confirmed, your subscription is extended from ${formatDay(subscription.endDate)}.`
          : 'We are verifying your payment. Your subscription is activated 5 to 15 minutes after confirmation; your streaming user name and password then appear here.'}
      </Alert>
    );
  }
  if (!renewal.allowed && renewal.reason === 'tooEarly' && renewal.opensOn) {
    return (
      <Alert variant="light" color="blue" icon={<IconCalendarEvent aria-hidden />} styles={readableAlert('blue')}>
        You can renew from {formatDay(renewal.opensOn)}, 14 days before your subscription ends on {formatDay(subscription.endDate)}. The new term then starts on
        that end date, so no day is lost.
      </Alert>
    );
  }
  if (subscription.status === 'Expired') {
    return (
      <Alert variant="light" color="gray" icon={<IconClockHour4 aria-hidden />} styles={readableAlert('gray')}>
        Your subscription has ended. Renew it to keep watching, or{' '}
        <Anchor renderRoot={(props) => <Link {...props} to="/home" search={{ section: 'plans' }} />}>choose another plan</Anchor>.
      </Alert>
    );
  }
  if (!renewal.allowed && renewal.reason === 'planRetired') {
    return (
      <Alert variant="light" color="gray" icon={<IconAlertTriangle aria-hidden />} styles={readableAlert('gray')}>
        {renewal.message}
      </Alert>
    );
  }
  return null;
}
