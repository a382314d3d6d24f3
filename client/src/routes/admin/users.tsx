import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { usersList } from '../../lib/staff-table-queries.ts';
import { usersSearch } from '../../lib/staff-table-urls.ts';
import { UsersTable } from '../../features/admin-users/UsersTable.tsx';
import { titled } from '../../lib/page-title.ts';

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
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Users</Title>
        <Text c="dimmed">Activate, suspend or delete accounts; click a name for the details.</Text>
      </div>
      <UsersTable search={search} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />
    </Stack>
  );
}
