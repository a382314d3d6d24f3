import { Stack, Text, Title } from '@mantine/core';
import type { SetTableSearch } from '../../lib/table-search.ts';
import type { SubscriptionsSearch } from './search.ts';
import { SubscriptionsTable } from './SubscriptionsTable.tsx';

/** The subscriptions screen of both staff areas (/admin/subscriptions and /agent/subscriptions). */
export function SubscriptionsPage(props: { search: SubscriptionsSearch; setSearch: SetTableSearch<SubscriptionsSearch> }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Subscriptions</Title>
        <Text c="dimmed">Activate a subscription with its streaming credentials once its payment is verified.</Text>
      </div>
      <SubscriptionsTable {...props} />
    </Stack>
  );
}
