import { Stack, Text, Title } from '@mantine/core';
import type { SetTableSearch } from '../../lib/table-search.ts';
import { PaymentsTable } from './PaymentsTable.tsx';
import type { PaymentsSearch } from './search.ts';

/** The payments screen of both staff areas (/admin/payments and /agent/payments). */
export function PaymentsPage(props: { search: PaymentsSearch; setSearch: SetTableSearch<PaymentsSearch> }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Payments</Title>
        <Text c="dimmed">Check each receipt, then verify or reject the payment.</Text>
      </div>
      <PaymentsTable {...props} />
    </Stack>
  );
}
