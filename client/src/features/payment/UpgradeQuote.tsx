import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import { formatPrice } from '@nimbus/shared/money';
import type { PaymentQuote } from '@nimbus/shared/payments';
import { creditLabel } from '@nimbus/shared/proration';
import { IconArrowUpRight } from '@tabler/icons-react';
import { readableAlert } from '../../components/alert-styles.ts';

const devicesText = (devices: number) => (devices === 1 ? '1 device' : `${devices} devices`);

type Props = { quote: PaymentQuote & { upgrade: NonNullable<PaymentQuote['upgrade']> }; planName: string; devices: number; durationDays: number };

/**
 * The pro-rated price of an upgrade as the server computed it (ADR 036), line by line, before
 * the customer pays: the new plan for the time bought, the credit for the days left, the total.
 */
export function UpgradeQuote({ quote, planName, devices, durationDays }: Props) {
  const { upgrade } = quote;
  const period = upgrade.keepsEndDate
    ? `${planName} for the ${upgrade.remainingDays === 1 ? 'remaining day' : `${upgrade.remainingDays} remaining days`}`
    : `${planName}, ${durationDays} days from today`;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconArrowUpRight aria-hidden />}
      title={`Upgrading from ${upgrade.fromPlan} (${devicesText(upgrade.fromDevices)})`}
      styles={readableAlert('teal')}
    >
      <Stack gap={6}>
        <Text size="sm">
          {upgrade.keepsEndDate
            ? `Your subscription and line stay the same and keep their end date, ${formatDay(upgrade.endDate)}. Once we verify this payment your line gets ${devicesText(devices)}.`
            : `Your subscription and line stay the same. Once we verify this payment your line gets ${devicesText(devices)} and runs until ${formatDay(upgrade.endDate)}.`}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{period}</Text>
          <Text size="sm" ff="monospace">
            {formatPrice(upgrade.charge)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{creditLabel(upgrade.remainingDays)}:</Text>
          <Text size="sm" ff="monospace">
            -{formatPrice(upgrade.credit)}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={700}>
            Amount due
          </Text>
          <Text size="sm" fw={700} ff="monospace">
            {formatPrice(quote.amount)}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}
