import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { formatPrice } from '@nimbus/shared/money';
import type { DashboardStats } from '@nimbus/shared/stats';
import { IconCalendarCheck, IconCalendarOff, IconCash, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { groupThousands } from '@nimbus/shared/format';
import { staffOverview, useStaffOverviewText } from '../../i18n/en/staff-overview.ts';

type Card = { key: keyof DashboardStats; value: (stats: DashboardStats) => string; icon: ReactNode; color: string };

// The specification's four stat cards, in its order. Each figure's test id is its English label,
// whatever the language.
const CARDS: Card[] = [
  { key: 'totalUsers', value: (s) => groupThousands(s.totalUsers), icon: <IconUsers size={22} aria-hidden />, color: 'nimbus' },
  { key: 'activeSubscriptions', value: (s) => groupThousands(s.activeSubscriptions), icon: <IconCalendarCheck size={22} aria-hidden />, color: 'teal' },
  { key: 'expiredSubscriptions', value: (s) => groupThousands(s.expiredSubscriptions), icon: <IconCalendarOff size={22} aria-hidden />, color: 'gray' },
  { key: 'revenueThisMonth', value: (s) => formatPrice(s.revenueThisMonth), icon: <IconCash size={22} aria-hidden />, color: 'yellow' },
];

export function StatCards() {
  const trpc = useTRPC();
  const { t } = useStaffOverviewText();
  const stats = useQuery(trpc.stats.dashboard.queryOptions());
  // Revenue is what was paid after coupons; what they took off shows under it.
  const discounts = useQuery(trpc.stats.discounts.queryOptions());
  if (stats.error) return <QueryFailure title={t('stats.loadFailed')} error={stats.error} onRetry={() => void stats.refetch()} />;

  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('stats.label')}
      aria-busy={stats.isPending}
    >
      {CARDS.map((card) => (
        <Paper key={card.key} component="li" withBorder radius="lg" p="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={600}>
                {t(`stats.${card.key}`)}
              </Text>
              {stats.data ? (
                <Text
                  fz={{ base: 28, lg: 24, xl: 26 }}
                  fw={800}
                  lh={1.2}
                  mt={6}
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid={`stat-${staffOverview.stats[card.key]}`}
                >
                  {card.value(stats.data)}
                </Text>
              ) : (
                <Skeleton h={30} w={90} mt={6} />
              )}
              {card.key === 'revenueThisMonth' && discounts.data && (
                <Text size="xs" c="dimmed" mt={4} data-testid="stat-Discounts This Month">
                  {discounts.data.couponPaymentsThisMonth > 0
                    ? t('stats.discountsWithCoupons', {
                        amount: formatPrice(discounts.data.discountsThisMonth),
                        count: discounts.data.couponPaymentsThisMonth,
                        coupons: groupThousands(discounts.data.couponPaymentsThisMonth),
                      })
                    : t('stats.discounts', { amount: formatPrice(discounts.data.discountsThisMonth) })}
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
