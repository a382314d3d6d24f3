import { Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsTable } from '../../features/admin-subscriptions/SubscriptionsTable.tsx';

export const Route = createFileRoute('/agent/subscriptions')({
  // Starts the first page on navigation (or hover); the table asks the same cache.
  loader: ({ context }) => void context.trpcUtils.subscriptions.list.prefetch({ page: 1, pageSize: PAGE_SIZE, search: '' }),
  component: SubscriptionsPage,
});

function SubscriptionsPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Subscriptions</Title>
        <Text c="dimmed">Activate a subscription with its streaming credentials once its payment is verified.</Text>
      </div>
      <SubscriptionsTable />
    </Stack>
  );
}
