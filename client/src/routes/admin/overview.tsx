import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { FirstRunChecklist } from '../../features/admin-overview/FirstRunChecklist.tsx';
import { RecentSignups } from '../../features/admin-overview/RecentSignups.tsx';
import { RevenueTrends } from '../../features/admin-overview/RevenueTrends.tsx';
import { StatCards } from '../../features/admin-overview/StatCards.tsx';
import { TodoCards } from '../../features/admin-overview/TodoCards.tsx';
import { TrialConversions } from '../../features/admin-overview/TrialConversions.tsx';
import { titled } from '../../lib/page-title.ts';
import { useStaffOverviewText } from '../../i18n/en/staff-overview.ts';

export const Route = createFileRoute('/admin/overview')({
  head: () => titled('overview'),
  // Start the queries on navigation; each block shows its own skeleton until it arrives.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.stats.todo.queryOptions());
    void queryClient.prefetchQuery(trpc.stats.dashboard.queryOptions());
    void queryClient.prefetchQuery(trpc.stats.discounts.queryOptions());
    void queryClient.prefetchQuery(trpc.stats.revenueTrends.queryOptions());
    void queryClient.prefetchQuery(trpc.stats.recentSignups.queryOptions());
    void queryClient.prefetchQuery(trpc.stats.trialConversions.queryOptions());
    void queryClient.prefetchQuery(trpc.setup.checklist.queryOptions());
  },
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: OverviewPage,
});

function OverviewPage() {
  const { t } = useStaffOverviewText();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <TodoCards />
      <FirstRunChecklist />
      <StatCards />
      <TrialConversions />
      <RevenueTrends />
      <RecentSignups />
    </Stack>
  );
}
