import { Divider, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CouponQuote } from '@nimbus/shared/coupons';
import { formatPrice } from '@nimbus/shared/money';
import { IconCheck } from '@tabler/icons-react';
import type { Choice } from './chosen-option.ts';

const devicesText = (devices: number) => (devices === 1 ? '1 device' : `${devices} devices`);

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
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="md">
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={1}>
            Your plan
          </Text>
          <Title order={2} fz={26}>
            {plan.name}
          </Title>
          <Text c="dimmed" size="sm">
            {devicesText(option.devices)} · {plan.duration} days
          </Text>
        </div>
        {quote && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm">Price</Text>
              <Text size="sm" td="line-through" c="dimmed" data-testid="list-price">
                {formatPrice(quote.listPrice)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Coupon {quote.code}</Text>
              <Text size="sm" fw={600}>
                −{formatPrice(quote.discount)}
              </Text>
            </Group>
          </Stack>
        )}
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{upgrading ? 'Due now' : 'Total'}</Text>
          <Text fz={32} fw={800} c="var(--nimbus-accent-text)" data-testid="amount-due">
            {formatPrice(quote?.amountDue ?? amount)}
          </Text>
        </Group>
        <Divider />
        <div>
          <Text fw={700} size="sm" mb="xs">
            What happens next
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
            {quote?.covered ? (
              <List.Item>Your coupon covers the whole price: confirm the order, no receipt needed.</List.Item>
            ) : (
              <List.Item>Pay and upload your receipt here.</List.Item>
            )}
            {upgrading ? (
              <>
                <List.Item>We verify the payment and move your subscription to this plan.</List.Item>
                <List.Item>Your line gets its devices; your streaming user name and password stay the same.</List.Item>
              </>
            ) : renewing ? (
              <>
                <List.Item>We verify the payment and extend your plan from its current end date.</List.Item>
                <List.Item>Your streaming user name and password stay the same.</List.Item>
              </>
            ) : (
              <>
                <List.Item>We verify the payment and activate your plan within 5 to 15 minutes.</List.Item>
                <List.Item>Your streaming user name and password appear in your dashboard.</List.Item>
              </>
            )}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
