import { Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import { createFileRoute } from '@tanstack/react-router';
import { AuditTable } from '../../features/admin-audit/AuditTable.tsx';
import { useTableState } from '../../lib/table-state.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/audit')({
  head: () => titled('Audit log'),
  loader: ({ context }) => void context.trpcUtils.audit.list.prefetch({ page: 1, pageSize: PAGE_SIZE, search: '' }),
  component: AuditPage,
});

function AuditPage() {
  const state = useTableState();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Audit Log</Title>
        <Text c="dimmed">Every staff action: who did what, to which record, and when.</Text>
      </div>
      <AuditTable state={state} />
    </Stack>
  );
}
