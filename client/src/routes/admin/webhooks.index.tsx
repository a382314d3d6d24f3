import { Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { PrivateEndpointsSwitch } from '../../features/admin-webhooks/PrivateEndpointsSwitch.tsx';
import { WebhookHelp } from '../../features/admin-webhooks/WebhookHelp.tsx';
import { WebhooksTable } from '../../features/admin-webhooks/WebhooksTable.tsx';
import { pageQuery, tableSearch } from '../../lib/table-url.ts';
import { titled } from '../../lib/page-title.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

export const Route = createFileRoute('/admin/webhooks/')({
  head: () => titled('webhooks'),
  validateSearch: (raw) => tableSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(context.trpc.webhooks.list.queryOptions(pageQuery(deps))),
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: WebhooksPage,
});

function WebhooksPage() {
  const { t } = useSettingsText();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('webhooks.title')}</Title>
        <Text c="dimmed">{t('webhooks.intro')}</Text>
      </div>
      <WebhooksTable search={search} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />
      <Paper withBorder p="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('webhooks.checkingTitle')}
          </Title>
          <WebhookHelp />
          <PrivateEndpointsSwitch />
        </Stack>
      </Paper>
    </Stack>
  );
}
