import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReconciliationState } from '@nimbus/shared/enums';
import { useEffect } from 'react';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { DriftTable, driftList } from '../../features/admin-panel-drift/DriftTable.tsx';
import { ReconciliationCard } from '../../features/admin-panel-drift/ReconciliationCard.tsx';
import { titled } from '../../lib/page-title.ts';
import { tableSearch } from '../../lib/table-url.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Trans } from 'react-i18next';
import { useSettingsText } from '../../i18n/en/settings.ts';

export const Route = createFileRoute('/admin/panel-drift')({
  head: () => titled('panelDrift'),
  validateSearch: (raw) => tableSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([queryClient.ensureQueryData(driftList(trpc, deps)), queryClient.ensureQueryData(trpc.panelDrift.lastRun.queryOptions())]),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: PanelDriftPage,
});

/** What an empty table means depends on the last run: a stopped one checked nothing after it stopped. */
function emptyText(state: ReconciliationState | undefined): string {
  const { t } = useSettingsText;
  if (state === undefined) return t('panelDrift.emptyNoRun');
  if (state === 'stopped') return t('panelDrift.emptyStopped');
  if (state === 'done') return t('panelDrift.emptyDone');
  return t('panelDrift.emptyRunning');
}

function PanelDriftPage() {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useSuspenseQuery(trpc.panelDrift.lastRun.queryOptions());
  // While a run is queued or running, its counts and the table follow it.
  const { data: run } = useQuery({
    ...trpc.panelDrift.lastRun.queryOptions(),
    refetchInterval: (query) => (query.state.data?.state === 'requested' || query.state.data?.state === 'running' ? 5_000 : false),
  });
  const open = run?.state === 'requested' || run?.state === 'running';
  const queryClient = useQueryClient();
  const finished = run?.finishedAt?.getTime();
  // A run that has just ended wrote its last batch: the table shows it.
  useEffect(() => {
    if (finished !== undefined) void queryClient.invalidateQueries({ queryKey: trpc.panelDrift.list.queryKey() });
  }, [finished, queryClient, trpc]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('panelDrift.title')}</Title>
        <Text c="dimmed">
          <Trans t={t} i18nKey="panelDrift.intro" components={{ anchor: <Anchor component={Link} to="/admin/settings" underline="always" /> }} />
        </Text>
      </div>
      <ReconciliationCard run={run ?? null} />
      <DriftTable
        search={search}
        polling={open}
        emptyText={emptyText(run?.state)}
        setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })}
      />
    </Stack>
  );
}
