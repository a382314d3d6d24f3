import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { formatDay } from '@nimbus/shared/format';
import { formatPrice } from '@nimbus/shared/money';
import type { PaymentQuote } from '@nimbus/shared/payments';
import { IconArrowUpRight } from '@tabler/icons-react';
import { readableAlert } from '../../components/alert-styles.ts';
import { usePaymentText } from '../../i18n/en/payment.ts';

type Props = { quote: PaymentQuote & { upgrade: NonNullable<PaymentQuote['upgrade']> }; planName: string; devices: number; durationDays: number };

/**
 * The pro-rated price of an upgrade as the server computed it (ADR 036), line by line, before
 * the customer pays: the new plan for the time bought, the credit for the days left, the total.
 */
export function UpgradeQuote({ quote, planName, devices, durationDays }: Props) {
  const { t } = usePaymentText();
  const devicesText = (count: number) => t('devices', { count });
  const { upgrade } = quote;
  const period = upgrade.keepsEndDate
    ? t('upgrade.remaining', { plan: planName, count: upgrade.remainingDays })
    : t('upgrade.fromToday', { plan: planName, days: durationDays });
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconArrowUpRight aria-hidden />}
      title={t('upgrade.title', { plan: upgrade.fromPlan, devices: devicesText(upgrade.fromDevices) })}
      styles={readableAlert('teal')}
    >
      <Stack gap={6}>
        <Text size="sm">
          {upgrade.keepsEndDate
            ? t('upgrade.keepsEndDate', { endDate: formatDay(upgrade.endDate), devices: devicesText(devices) })
            : t('upgrade.newEndDate', { endDate: formatDay(upgrade.endDate), devices: devicesText(devices) })}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{period}</Text>
          <Text size="sm" ff="monospace">
            {formatPrice(upgrade.charge)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{t('upgrade.credit', { count: upgrade.remainingDays })}</Text>
          <Text size="sm" ff="monospace">
            -{formatPrice(upgrade.credit)}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={700}>
            {t('upgrade.amountDue')}
          </Text>
          <Text size="sm" fw={700} ff="monospace">
            {formatPrice(quote.amount)}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
}
