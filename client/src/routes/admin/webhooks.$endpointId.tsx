import { Anchor, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { DeliveriesTable } from '../../features/admin-webhooks/DeliveriesTable.tsx';
import { pageQuery, tableSearch } from '../../lib/table-url.ts';
import { titled } from '../../lib/page-title.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

const idOf = (raw: string) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
};

export const Route = createFileRoute('/admin/webhooks/$endpointId')({
  head: () => titled('webhookDeliveries'),
  validateSearch: (raw) => tableSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    context.queryClient.ensureQueryData(context.trpc.webhooks.deliveries.queryOptions({ ...pageQuery(deps), endpointId: idOf(params.endpointId) })),
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: DeliveriesPage,
});

function DeliveriesPage() {
  const { t } = useSettingsText();
  const { endpointId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/admin/webhooks" size="sm">
          {t('deliveries.back')}
        </Anchor>
        <Title order={1}>{t('deliveries.title')}</Title>
        <Text c="dimmed">{t('deliveries.intro')}</Text>
      </div>
      <DeliveriesTable
        endpointId={idOf(endpointId)}
        search={search}
        setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })}
      />
    </Stack>
  );
}
