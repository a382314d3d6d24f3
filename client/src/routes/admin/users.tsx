import { Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import { createFileRoute } from '@tanstack/react-router';
import { UsersTable } from '../../features/admin-users/UsersTable.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/users')({
  head: () => titled('Users'),
  // Starts the first page on navigation (or hover); the table asks the same cache.
  loader: ({ context }) => void context.trpcUtils.users.list.prefetch({ page: 1, pageSize: PAGE_SIZE, search: '' }),
  component: UsersPage,
});

function UsersPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Users</Title>
        <Text c="dimmed">Activate, suspend or delete accounts; click a name for the details.</Text>
      </div>
      <UsersTable />
    </Stack>
  );
}
