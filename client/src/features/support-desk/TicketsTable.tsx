import { Badge, Button, Chip, Select, Stack, Text } from '@mantine/core';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@nimbus/shared/enums';
import { TICKET_PRIORITY_LABELS } from '@nimbus/shared/labels';
import { TICKET_STATUS_LABELS, type TicketRow } from '@nimbus/shared/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDateTime, formatDay } from '@nimbus/shared/format';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { FIRST_PAGE } from '../../lib/table-url.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ticketsList } from '../../lib/staff-table-queries.ts';
import type { TicketsSearch } from '../../lib/staff-table-urls.ts';
import { ticketsQuery } from '../../lib/staff-table-urls.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { useDeskText } from '../../i18n/en/desk.ts';
import { tm } from '../../i18n/messages.ts';

type Props = { search: TicketsSearch; setSearch: SetTableSearch<TicketsSearch>; onOpen: (id: number) => void };

/** The customer spoke last (or no one answered yet): the queue's first question. */
export function WaitingBadge() {
  const { t } = useDeskText();
  return (
    // StatusBadge's darker orange text: the light tint's own is below 4.5:1 (axe color-contrast).
    <Badge color="orange" c="#8f3b0b" variant="light" size="sm" style={{ flexShrink: 0 }}>
      {t('waitingForStaff')}
    </Badge>
  );
}

/**
 * Every ticket (specification: ID, subject, customer, agent, status, priority, created, agent
 * comments), with the last activity and whether the customer waits for an answer.
 */
export function TicketsTable({ search, setSearch, onOpen }: Props) {
  const trpc = useTRPC();
  const { t } = useDeskText();
  const state = useUrlTableState(search, setSearch);
  const tickets = useQuery({ ...ticketsList(trpc, search), placeholderData: keepPreviousData });

  const columns: Column<TicketRow>[] = [
    {
      key: 'subject',
      header: t('table.subject'),
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => onOpen(row.ticketId)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            maw={280}
            h="auto"
            mih={28}
          >
            <Text span size="sm" c="dimmed" ff="monospace" mr={6}>
              #{row.ticketId}
            </Text>
            {row.subject}
          </Button>
          {row.waitingForStaff && <WaitingBadge />}
        </Stack>
      ),
    },
    { key: 'customer', header: t('table.customer'), render: (row) => row.userName },
    {
      key: 'agent',
      header: t('table.agent'),
      visibleFrom: 'lg',
      render: (row) =>
        row.agentName ?? (
          <Text size="sm" c="dimmed">
            {t('unassigned')}
          </Text>
        ),
    },
    {
      key: 'status',
      header: t('table.status'),
      render: (row) => <StatusBadge status={row.status} label={tm(TICKET_STATUS_LABELS[row.status])} />,
    },
    {
      key: 'priority',
      header: t('table.priority'),
      render: (row) => <StatusBadge status={row.priority} label={tm(TICKET_PRIORITY_LABELS[row.priority])} />,
    },
    {
      key: 'activity',
      header: t('table.lastActivity'),
      render: (row) => (
        <time dateTime={row.lastActivity.toISOString()} title={formatDateTime(row.lastActivity)}>
          <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(row.lastActivity)}
          </Text>
        </time>
      ),
    },
    {
      key: 'created',
      header: t('table.created'),
      visibleFrom: 'md',
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(row.createdDate)}
        </Text>
      ),
    },
    {
      key: 'comments',
      header: t('table.agentComments'),
      visibleFrom: 'xl',
      render: (row) =>
        row.comments ? (
          <Text size="sm" lineClamp={2} maw={240} title={row.comments}>
            {row.comments}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('table.noReply')}
          </Text>
        ),
    },
  ];

  const filtered = search.status || search.priority || search.waiting;
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      data={tickets.data}
      rowKey={(row) => row.ticketId}
      state={state}
      loading={tickets.isFetching}
      error={tickets.error ? failureMessage(tickets.error, t('table.loadFailed')) : null}
      onRetry={() => void tickets.refetch()}
      emptyText={search.waiting && !search.status && !search.priority ? t('table.emptyWaiting') : filtered ? t('table.emptyFiltered') : t('table.empty')}
      searchPlaceholder={t('table.search')}
      pageSizes={TABLE_PAGE_SIZES}
      phoneCards
      toolbar={
        <>
          <Chip checked={Boolean(search.waiting)} onChange={(on) => setSearch({ ...FIRST_PAGE, waiting: on || undefined })}>
            {t('waitingForStaff')}
          </Chip>
          <Select
            aria-label={t('table.filterByStatus')}
            placeholder={t('table.allStatuses')}
            data={TICKET_STATUSES.map((value) => ({ value, label: tm(TICKET_STATUS_LABELS[value]) }))}
            value={search.status ?? null}
            onChange={(value) => setSearch({ ...FIRST_PAGE, status: value ?? undefined })}
            clearable
            // Wide enough for the Spanish placeholders ("Todos los estados", "Todas las prioridades").
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            aria-label={t('table.filterByPriority')}
            placeholder={t('table.allPriorities')}
            data={TICKET_PRIORITIES.map((value) => ({ value, label: tm(TICKET_PRIORITY_LABELS[value]) }))}
            value={search.priority ?? null}
            onChange={(value) => setSearch({ ...FIRST_PAGE, priority: value ?? undefined })}
            clearable
            w={{ base: '100%', xs: 210 }}
          />
          <ExportButton table="tickets" query={ticketsQuery(search)} label={t('table.exportLabel')} />
        </>
      }
    />
  );
}
