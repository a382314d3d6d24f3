import { Stack, Text, Title } from '@mantine/core';
import { PaymentsTable } from './PaymentsTable.tsx';

/** The payments screen of both staff areas (/admin/payments and /agent/payments). */
export function PaymentsPage() {
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
