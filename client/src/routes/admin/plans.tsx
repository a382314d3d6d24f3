import { Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import { createFileRoute } from '@tanstack/react-router';
import { PlansTable } from '../../features/admin-plans/PlansTable.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/plans')({
  head: () => titled('Plans'),
  // Starts the first page on navigation (or hover); the table asks the same cache.
  loader: ({ context }) => void context.trpcUtils.plans.listAll.prefetch({ page: 1, pageSize: PAGE_SIZE, search: '' }),
  component: PlansPage,
});

function PlansPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Plans Management</Title>
        <Text c="dimmed">One row per plan and device count. Only Active plans are offered on the home page.</Text>
      </div>
      <PlansTable />
    </Stack>
  );
}
