import { Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentsTable } from '../../features/admin-payments/PaymentsTable.tsx';

export const Route = createFileRoute('/agent/payments')({
  // Starts the first page of the Pending queue on navigation (or hover); the table asks the same cache.
  loader: ({ context }) => void context.trpcUtils.payments.list.prefetch({ page: 1, pageSize: PAGE_SIZE, search: '', status: 'Pending' }),
  component: PaymentsPage,
});

function PaymentsPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Payments</Title>
        <Text c="dimmed">Check each receipt, then verify or reject the payment.</Text>
      </div>
      <PaymentsTable defaultStatus="Pending" />
    </Stack>
  );
}
