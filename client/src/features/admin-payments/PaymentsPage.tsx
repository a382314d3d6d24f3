import { Stack, Text, Title } from '@mantine/core';
import { useStaffText } from '../../i18n/en/staff.ts';
import type { SetTableSearch } from '../../lib/table-search.ts';
import { PaymentsTable } from './PaymentsTable.tsx';
import type { PaymentsSearch } from '../../lib/staff-table-urls.ts';

/** The payments screen of both staff areas (/admin/payments and /agent/payments). */
export function PaymentsPage(props: { search: PaymentsSearch; setSearch: SetTableSearch<PaymentsSearch> }) {
  const { t } = useStaffText();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('payments.title')}</Title>
        <Text c="dimmed">{t('payments.intro')}</Text>
      </div>
      <PaymentsTable {...props} />
    </Stack>
  );
}
