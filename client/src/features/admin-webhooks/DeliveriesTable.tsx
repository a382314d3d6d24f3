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
import { useSettingsText } from '../../i18n/en/settings.ts';
import { tm } from '../../i18n/messages.ts';

const BADGE = { delivered: ['Completed', 'delivered'], pending: ['Pending', 'retrying'], failed: ['Failed', 'failed'] } as const;

/** An endpoint's delivery log, newest first: each delivery's last attempt, and Redeliver. */
export function DeliveriesTable({ endpointId, search, setSearch }: { endpointId: number; search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const { t } = useSettingsText();
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
      if (sent.status === 'delivered') showSuccess(t('deliveries.redelivered', { code: String(sent.statusCode) }));
      else await showAlert({ title: 'Error!', message: deliveryOutcome(sent) });
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('deliveries.redeliverFailed')) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter());
    }
  }

  const columns: Column<WebhookDeliveryRow>[] = [
    { key: 'created', header: t('deliveries.created'), render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'event',
      header: t('deliveries.event'),
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.event}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('deliveries.status'),
      render: (row) => <StatusBadge status={BADGE[row.status][0]} label={t(`deliveries.${BADGE[row.status][1]}`)} />,
    },
    { key: 'code', header: t('deliveries.code'), align: 'right', render: (row) => row.statusCode ?? '–' },
    { key: 'attempts', header: t('deliveries.attempts'), align: 'right', render: (row) => row.attempts, visibleFrom: 'sm' },
    {
      key: 'duration',
      header: t('deliveries.duration'),
      align: 'right',
      render: (row) => (row.durationMs === null ? '–' : t('deliveries.milliseconds', { ms: row.durationMs })),
      visibleFrom: 'md',
    },
    {
      key: 'outcome',
      header: t('deliveries.outcome'),
      visibleFrom: 'md',
      render: (row) => (
        <Text size="sm" c={row.status === 'delivered' ? undefined : 'dimmed'}>
          {row.status === 'pending' && row.nextAttemptAt
            ? `${row.error ? tm(row.error) : ''} ${t('deliveries.nextTry', { when: formatDateTime(row.nextAttemptAt) })}`.trim()
            : deliveryOutcome(row)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('deliveries.actions'),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <RowAction
            tone="primary"
            loading={busy === row.id}
            disabled={busy !== null}
            onClick={() => void again(row)}
            aria-label={t('deliveries.redeliverLabel', { id: row.id })}
          >
            {t('deliveries.redeliver')}
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('deliveries.caption')}
      columns={columns}
      data={log.data}
      rowKey={(row) => row.id}
      state={state}
      pageSizes={TABLE_PAGE_SIZES}
      searchable={false}
      phoneCards
      cardsUpTo="tablet"
      loading={log.isFetching}
      error={log.error ? failureMessage(log.error, t('deliveries.loadFailed')) : null}
      onRetry={() => void log.refetch()}
      emptyText={t('deliveries.empty')}
    />
  );
}
