import { Group, Text } from '@mantine/core';
import { formatDateTime } from '@nimbus/shared/format';
import type { WebhookDeliveryRow } from '@nimbus/shared/webhooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { pageQuery, type TableSearch } from '../../lib/table-url.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { deliveryOutcome } from './delivery-outcome.ts';

const BADGE = { delivered: ['Completed', 'Delivered'], pending: ['Pending', 'Retrying'], failed: ['Failed', 'Failed'] } as const;

/** An endpoint's delivery log, newest first: each delivery's last attempt, and Redeliver. */
export function DeliveriesTable({ endpointId, search, setSearch }: { endpointId: number; search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const trpc = useTRPC();
  const state = useUrlTableState(search, setSearch);
  const log = useQuery({ ...trpc.webhooks.deliveries.queryOptions({ ...pageQuery(search), endpointId }), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const redeliver = useMutation(trpc.webhooks.redeliver.mutationOptions());
  const [busy, setBusy] = useState<number | null>(null);

  async function again(row: WebhookDeliveryRow) {
    setBusy(row.id);
    try {
      const sent = await redeliver.mutateAsync({ id: row.id });
      if (sent.status === 'delivered') showSuccess(`Redelivered: the endpoint answered ${sent.statusCode}`);
      else await showAlert({ title: 'Error!', message: deliveryOutcome(sent) });
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, 'The delivery could not be sent again. Try again.') });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter());
    }
  }

  const columns: Column<WebhookDeliveryRow>[] = [
    { key: 'created', header: 'Created', render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'event',
      header: 'Event',
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.event}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={BADGE[row.status][0]} label={BADGE[row.status][1]} /> },
    { key: 'code', header: 'Code', align: 'right', render: (row) => row.statusCode ?? '–' },
    { key: 'attempts', header: 'Attempts', align: 'right', render: (row) => row.attempts, visibleFrom: 'sm' },
    { key: 'duration', header: 'Duration', align: 'right', render: (row) => (row.durationMs === null ? '–' : `${row.durationMs} ms`), visibleFrom: 'md' },
    {
      key: 'outcome',
      header: 'Outcome',
      visibleFrom: 'md',
      render: (row) => (
        <Text size="sm" c={row.status === 'delivered' ? undefined : 'dimmed'}>
          {row.status === 'pending' && row.nextAttemptAt ? `${row.error ?? ''} Next try ${formatDateTime(row.nextAttemptAt)}.`.trim() : deliveryOutcome(row)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <RowAction
            tone="primary"
            loading={busy === row.id}
            disabled={busy !== null}
            onClick={() => void again(row)}
            aria-label={`Redeliver delivery ${row.id}`}
          >
            Redeliver
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      caption="Deliveries"
      columns={columns}
      data={log.data}
      rowKey={(row) => row.id}
      state={state}
      pageSizes={TABLE_PAGE_SIZES}
      searchable={false}
      phoneCards
      cardsUpTo="tablet"
      loading={log.isFetching}
      error={log.error ? failureMessage(log.error, 'The delivery log could not be loaded.') : null}
      onRetry={() => void log.refetch()}
      emptyText="Nothing sent to this endpoint yet. Send a test from the endpoints list."
    />
  );
}
