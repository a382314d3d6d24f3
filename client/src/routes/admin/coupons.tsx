import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { CouponsTable } from '../../features/admin-coupons/CouponsTable.tsx';
import { pageQuery, tableSearch } from '../../lib/table-url.ts';
import { titled } from '../../lib/page-title.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

export const Route = createFileRoute('/admin/coupons')({
  head: () => titled('coupons'),
  validateSearch: (raw) => tableSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for, loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(context.trpc.coupons.list.queryOptions(pageQuery(deps))),
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: CouponsPage,
});

function CouponsPage() {
  const { t } = useSettingsText();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('coupons.title')}</Title>
        <Text c="dimmed">{t('coupons.intro')}</Text>
      </div>
      <CouponsTable search={search} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />
    </Stack>
  );
}
