import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { usersList } from '../../lib/staff-table-queries.ts';
import { usersSearch } from '../../lib/staff-table-urls.ts';
import { UsersTable } from '../../features/admin-users/UsersTable.tsx';
import { titled } from '../../lib/page-title.ts';
import { useStaffText } from '../../i18n/en/staff.ts';

export const Route = createFileRoute('/admin/users')({
  head: () => titled('users'),
  validateSearch: (raw) => usersSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for, loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(usersList(context.trpc, deps)),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: UsersPage,
});

function UsersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { t } = useStaffText();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('users.title')}</Title>
        <Text c="dimmed">{t('users.intro')}</Text>
      </div>
      <UsersTable search={search} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />
    </Stack>
  );
}
