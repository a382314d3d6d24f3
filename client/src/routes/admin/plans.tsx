import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { PlansTable } from '../../features/admin-plans/PlansTable.tsx';
import { plansList } from '../../lib/staff-table-queries.ts';
import { tableSearch } from '../../lib/table-url.ts';
import { titled } from '../../lib/page-title.ts';
import { useStaffText } from '../../i18n/en/staff.ts';

export const Route = createFileRoute('/admin/plans')({
  head: () => titled('plans'),
  validateSearch: (raw) => tableSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for, loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(plansList(context.trpc, deps)),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: PlansPage,
});

function PlansPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { t } = useStaffText();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('plans.title')}</Title>
        <Text c="dimmed">{t('plans.intro')}</Text>
      </div>
      <PlansTable search={search} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />
    </Stack>
  );
}
