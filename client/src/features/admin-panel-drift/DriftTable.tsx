import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@nimbus/shared/format';
import type { PanelDriftRow } from '@nimbus/shared/panel-drift';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { pageQuery, type TableSearch } from '../../lib/table-url.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC, type Trpc } from '../../lib/trpc.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

/** The drift table's query for the page its URL asks for: the route's loader and the table share it. */
export const driftList = (trpc: Trpc, search: TableSearch) => trpc.panelDrift.list.queryOptions(pageQuery(search));

const FIELD_COLORS = { expiry: 'orange', devices: 'blue', enabled: 'violet', missing: 'red' } as const;

const text = useSettingsText.t;

/** A raw value in words (shared/panel-drift's describeDriftValue, in the reader's language). */
function describe(field: PanelDriftRow['field'], value: string | null, side: 'ours' | 'panel'): string {
  if (field === 'missing') {
    if (side === 'ours') return text('panelDrift.values.lineNumber', { id: String(value) });
    return value === null ? text('panelDrift.values.notOnPanel') : text('panelDrift.values.onlyUnder', { id: value });
  }
  if (field === 'expiry' && value === null) return text('panelDrift.values.neverExpires');
  if (value === null) return '—';
  if (field === 'enabled') return value === 'enabled' ? text('panelDrift.values.enabled') : text('panelDrift.values.disabled');
  if (field === 'devices') return text('panelDrift.values.devices', { count: Number(value) });
  return value;
}

/** A value as staff read it: times in the reader's zone, the rest in words. */
function value(row: PanelDriftRow, side: 'ours' | 'panel') {
  const raw = side === 'ours' ? row.ours : row.panel;
  if (row.field === 'expiry' && raw !== null) return formatDateTime(new Date(raw));
  return describe(row.field, raw, side);
}

/** Short values stay on one line; a date may wrap between its day and its time. */
function Value({ row, side }: { row: PanelDriftRow; side: 'ours' | 'panel' }) {
  return (
    <Text size="sm" fw={side === 'panel' ? 600 : undefined} style={{ whiteSpace: row.field === 'expiry' ? undefined : 'nowrap' }}>
      {value(row, side)}
    </Text>
  );
}

function Actions({ row }: { row: PanelDriftRow }) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.panelDrift.list.queryKey() });
  const onError = (error: unknown) => void showAlert({ title: 'Error!', message: failureMessage(error, t('panelDrift.askFailed')) });
  const check = useMutation(
    trpc.panelDrift.check.mutationOptions({
      onSuccess: (result) => {
        if (result.ok) showSuccess(result.message);
        else void showAlert({ title: 'Error!', message: result.message });
        return refresh();
      },
      onError,
    }),
  );
  const recreate = useMutation(
    trpc.panelDrift.recreate.mutationOptions({
      onSuccess: (result) => {
        showSuccess(result.message);
        return refresh();
      },
      onError,
    }),
  );
  const who = row.lineUsername ?? row.customer.email;
  return (
    <Stack gap={6} align="flex-start">
      <RowAction
        tone="neutral"
        loading={check.isPending}
        onClick={() => check.mutate({ subscriptionId: row.subscriptionId })}
        aria-label={t('panelDrift.checkNowLabel', { who })}
      >
        {t('panelDrift.checkNow')}
      </RowAction>
      {row.field === 'missing' ? (
        <RowAction
          tone="primary"
          disabled={row.recreating}
          loading={recreate.isPending}
          onClick={() => recreate.mutate({ subscriptionId: row.subscriptionId })}
          aria-label={t(row.recreating ? 'panelDrift.recreatingLabel' : 'panelDrift.recreateLabel', { who })}
        >
          {row.recreating ? t('panelDrift.recreating') : t('panelDrift.recreate')}
        </RowAction>
      ) : null}
    </Stack>
  );
}

const columns = (t: typeof text): Column<PanelDriftRow>[] => [
  {
    key: 'customer',
    header: t('panelDrift.customer'),
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.customer.name}
        </Text>
        <Text size="xs" c="dimmed">
          <EmailAddress email={row.customer.email} />
        </Text>
      </Stack>
    ),
  },
  {
    key: 'line',
    header: t('panelDrift.line'),
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" ff="monospace">
          {row.lineUsername ?? t('panelDrift.noCredentials')}
        </Text>
        {row.lineId !== null ? (
          <Text size="xs" c="dimmed">
            {t('panelDrift.panelLine', { id: row.lineId })}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'field',
    header: t('panelDrift.difference'),
    render: (row) => (
      <Badge variant="light" color={FIELD_COLORS[row.field]} c="var(--mantine-color-text)" miw="max-content">
        {t(`panelDrift.fields.${row.field}`)}
      </Badge>
    ),
  },
  { key: 'ours', header: t('panelDrift.ours'), render: (row) => <Value row={row} side="ours" /> },
  { key: 'panel', header: t('panelDrift.panels'), render: (row) => <Value row={row} side="panel" /> },
  {
    key: 'checked',
    header: t('panelDrift.lastChecked'),
    render: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.checkedAt)}
      </Text>
    ),
  },
  { key: 'actions', header: t('panelDrift.actions'), render: (row) => <Actions row={row} /> },
];

/** Subscriptions whose line on the panel differs from ours, newest difference first. */
export function DriftTable({
  search,
  setSearch,
  polling,
  emptyText,
}: {
  search: TableSearch;
  setSearch: SetTableSearch<TableSearch>;
  polling: boolean;
  emptyText: string;
}) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const state = useUrlTableState(search, setSearch);
  const list = useQuery({ ...driftList(trpc, search), placeholderData: keepPreviousData, refetchInterval: polling ? 5_000 : false });
  return (
    <DataTable
      caption={t('panelDrift.caption')}
      columns={columns(t)}
      data={list.data}
      rowKey={(row) => row.id}
      state={state}
      loading={list.isFetching && !list.data}
      error={list.error ? failureMessage(list.error, t('panelDrift.loadFailed')) : null}
      onRetry={() => void list.refetch()}
      emptyText={emptyText}
      searchable={false}
      minWidth={900}
      phoneCards
      cardsUpTo="tablet"
    />
  );
}
