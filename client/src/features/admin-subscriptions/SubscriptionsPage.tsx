import { Stack, Text, Title } from '@mantine/core';
import { useStaffText } from '../../i18n/en/staff.ts';
import type { SetTableSearch } from '../../lib/table-search.ts';
import type { SubscriptionsSearch } from '../../lib/staff-table-urls.ts';
import { SubscriptionsTable } from './SubscriptionsTable.tsx';

/** The subscriptions screen of both staff areas (/admin/subscriptions and /agent/subscriptions). */
export function SubscriptionsPage(props: { search: SubscriptionsSearch; setSearch: SetTableSearch<SubscriptionsSearch> }) {
  const { t } = useStaffText();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('subscriptions.title')}</Title>
        <Text c="dimmed">{t('subscriptions.intro')}</Text>
      </div>
      <SubscriptionsTable {...props} />
    </Stack>
  );
}
