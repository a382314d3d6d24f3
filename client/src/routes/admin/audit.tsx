import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { AuditTable } from '../../features/admin-audit/AuditTable.tsx';
import { auditList } from '../../lib/staff-table-queries.ts';
import { auditSearch } from '../../lib/staff-table-urls.ts';
import { titled } from '../../lib/page-title.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

export const Route = createFileRoute('/admin/audit')({
  head: () => titled('audit'),
  validateSearch: (raw) => auditSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for, loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(auditList(context.trpc, deps)),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: AuditPage,
});

function AuditPage() {
  const { t } = useSettingsText();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('audit.title')}</Title>
        <Text c="dimmed">{t('audit.intro')}</Text>
      </div>
      <AuditTable search={search} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />
    </Stack>
  );
}
