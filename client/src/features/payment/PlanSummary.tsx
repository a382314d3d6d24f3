import { Divider, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CouponQuote } from '@nimbus/shared/coupons';
import { formatPrice } from '@nimbus/shared/money';
import { IconCheck } from '@tabler/icons-react';
import { usePaymentText } from '../../i18n/en/payment.ts';
import type { Choice } from './chosen-option.ts';

/** The plan and price being paid for, and what happens after the upload. */
type Props = Choice & {
  /** Paying to extend an Active subscription. */
  renewing?: boolean;
  /** Paying for a pro-rated upgrade of the Active subscription (ADR 036). */
  upgrading?: boolean;
  /** The amount due when it is not the plan's price (the upgrade's, as the server quoted it). */
  amount?: string | undefined;
  /** An applied coupon's price. */
  quote?: CouponQuote | null;
};

export function PlanSummary({ plan, option, renewing = false, upgrading = false, amount = option.price, quote = null }: Props) {
  const { t } = usePaymentText();
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="md">
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={1}>
            {t('summary.yourPlan')}
          </Text>
          <Title order={2} fz={26}>
            {plan.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('summary.term', { devices: t('devices', { count: option.devices }), days: plan.duration })}
          </Text>
        </div>
        {quote && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">{t('summary.price')}</Text>
              <Text size="sm" td="line-through" c="dimmed" data-testid="list-price">
                {formatPrice(quote.listPrice)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('summary.coupon', { code: quote.code })}</Text>
              <Text size="sm" fw={600}>
                −{formatPrice(quote.discount)}
              </Text>
            </Group>
          </Stack>
        )}
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{upgrading ? t('summary.dueNow') : t('summary.total')}</Text>
          <Text fz={32} fw={800} c="var(--nimbus-accent-text)" data-testid="amount-due">
            {formatPrice(quote?.amountDue ?? amount)}
          </Text>
        </Group>
        <Divider />
        <div>
          <Text fw={700} size="sm" mb="xs">
            {t('summary.nextTitle')}
          </Text>
          <List
            size="sm"
            spacing={6}
            icon={
              <ThemeIcon size={18} radius="xl" color="teal" variant="light">
                <IconCheck size={12} stroke={3} aria-hidden />
              </ThemeIcon>
            }
          >
            {quote?.covered ? <List.Item>{t('summary.next.covered')}</List.Item> : <List.Item>{t('summary.next.upload')}</List.Item>}
            {upgrading ? (
              <>
                <List.Item>{t('summary.next.upgradeVerify')}</List.Item>
                <List.Item>{t('summary.next.upgradeLine')}</List.Item>
              </>
            ) : renewing ? (
              <>
                <List.Item>{t('summary.next.renewVerify')}</List.Item>
                <List.Item>{t('summary.next.renewLine')}</List.Item>
              </>
            ) : (
              <>
                <List.Item>{t('summary.next.newVerify')}</List.Item>
                <List.Item>{t('summary.next.newLine')}</List.Item>
              </>
            )}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
