import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { formatPrice } from '@nimbus/shared/money';
import type { DashboardStats } from '@nimbus/shared/stats';
import { IconCalendarCheck, IconCalendarOff, IconCash, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { QueryFailure } from '../../components/QueryFailure.tsx';

type Card = { label: string; value: (stats: DashboardStats) => string; icon: ReactNode; color: string };

const count = (n: number) => n.toLocaleString('en-US');

// The specification's four stat cards, in its order.
const CARDS: Card[] = [
  { label: 'Total Users', value: (s) => count(s.totalUsers), icon: <IconUsers size={22} aria-hidden />, color: 'nimbus' },
  { label: 'Active Subscriptions', value: (s) => count(s.activeSubscriptions), icon: <IconCalendarCheck size={22} aria-hidden />, color: 'teal' },
  { label: 'Expired Subscriptions', value: (s) => count(s.expiredSubscriptions), icon: <IconCalendarOff size={22} aria-hidden />, color: 'gray' },
  { label: 'Revenue This Month', value: (s) => formatPrice(s.revenueThisMonth), icon: <IconCash size={22} aria-hidden />, color: 'yellow' },
];

export function StatCards() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.stats.dashboard.queryOptions());
  // Revenue is what was paid after coupons; what they took off shows under it.
  const discounts = useQuery(trpc.stats.discounts.queryOptions());
  if (stats.error) return <QueryFailure title="Could not load the statistics" error={stats.error} onRetry={() => void stats.refetch()} />;

  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Statistics"
      aria-busy={stats.isPending}
    >
      {CARDS.map((card) => (
        <Paper key={card.label} component="li" withBorder radius="lg" p="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={600}>
                {card.label}
              </Text>
              {stats.data ? (
                <Text fz={{ base: 28, lg: 24, xl: 26 }} fw={800} lh={1.2} mt={6} style={{ whiteSpace: 'nowrap' }} data-testid={`stat-${card.label}`}>
                  {card.value(stats.data)}
                </Text>
              ) : (
                <Skeleton h={30} w={90} mt={6} />
              )}
              {card.label === 'Revenue This Month' && discounts.data && (
                <Text size="xs" c="dimmed" mt={4} data-testid="stat-Discounts This Month">
                  {formatPrice(discounts.data.discountsThisMonth)} discounts given
                  {discounts.data.couponPaymentsThisMonth > 0 &&
                    ` (${count(discounts.data.couponPaymentsThisMonth)} ${discounts.data.couponPaymentsThisMonth === 1 ? 'coupon' : 'coupons'})`}
                </Text>
              )}
            </div>
            <ThemeIcon size={40} radius="md" variant="light" color={card.color} style={{ flexShrink: 0 }}>
              {card.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
