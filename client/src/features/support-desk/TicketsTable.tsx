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

type Props = { search: TicketsSearch; setSearch: SetTableSearch<TicketsSearch>; onOpen: (id: number) => void };

/** The customer spoke last (or no one answered yet): the queue's first question. */
export function WaitingBadge() {
  return (
    // StatusBadge's darker orange text: the light tint's own is below 4.5:1 (axe color-contrast).
    <Badge color="orange" c="#8f3b0b" variant="light" size="sm" style={{ flexShrink: 0 }}>
      Waiting for staff
    </Badge>
  );
}

/**
 * Every ticket (specification: ID, subject, customer, agent, status, priority, created, agent
 * comments), with the last activity and whether the customer waits for an answer.
 */
export function TicketsTable({ search, setSearch, onOpen }: Props) {
  const trpc = useTRPC();
  const state = useUrlTableState(search, setSearch);
  const tickets = useQuery({ ...ticketsList(trpc, search), placeholderData: keepPreviousData });

  const columns: Column<TicketRow>[] = [
    {
      key: 'subject',
      header: 'Subject',
      render: (t) => (
        <Stack gap={4} align="flex-start">
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => onOpen(t.ticketId)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            maw={280}
            h="auto"
            mih={28}
          >
            <Text span size="sm" c="dimmed" ff="monospace" mr={6}>
              #{t.ticketId}
            </Text>
            {t.subject}
          </Button>
          {t.waitingForStaff && <WaitingBadge />}
        </Stack>
      ),
    },
    { key: 'customer', header: 'Customer', render: (t) => t.userName },
    {
      key: 'agent',
      header: 'Agent',
      visibleFrom: 'lg',
      render: (t) =>
        t.agentName ?? (
          <Text size="sm" c="dimmed">
            Unassigned
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (t) => <StatusBadge status={t.status} />,
    },
    {
      key: 'priority',
      header: 'Priority',
      render: (t) => <StatusBadge status={t.priority} />,
    },
    {
      key: 'activity',
      header: 'Last activity',
      render: (t) => (
        <time dateTime={t.lastActivity.toISOString()} title={formatDateTime(t.lastActivity)}>
          <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(t.lastActivity)}
          </Text>
        </time>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      visibleFrom: 'md',
      render: (t) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(t.createdDate)}
        </Text>
      ),
    },
    {
      key: 'comments',
      header: 'Agent comments',
      visibleFrom: 'xl',
      render: (t) =>
        t.comments ? (
          <Text size="sm" lineClamp={2} maw={240} title={t.comments}>
            {t.comments}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No reply yet
          </Text>
        ),
    },
  ];

  const filtered = search.status || search.priority || search.waiting;
  return (
    <DataTable
      caption="Support tickets"
      columns={columns}
      data={tickets.data}
      rowKey={(t) => t.ticketId}
      state={state}
      loading={tickets.isFetching}
      error={tickets.error ? failureMessage(tickets.error, 'The tickets could not be loaded.') : null}
      onRetry={() => void tickets.refetch()}
      emptyText={
        search.waiting && !search.status && !search.priority
          ? 'No customer is waiting for an answer.'
          : filtered
            ? 'No ticket matches these filters.'
            : 'No tickets yet.'
      }
      searchPlaceholder="Search tickets..."
      pageSizes={TABLE_PAGE_SIZES}
      phoneCards
      toolbar={
        <>
          <Chip checked={Boolean(search.waiting)} onChange={(on) => setSearch({ ...FIRST_PAGE, waiting: on || undefined })}>
            Waiting for staff
          </Chip>
          <Select
            aria-label="Filter by status"
            placeholder="All statuses"
            data={TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] }))}
            value={search.status ?? null}
            onChange={(value) => setSearch({ ...FIRST_PAGE, status: value ?? undefined })}
            clearable
            w={{ base: '100%', xs: 160 }}
          />
          <Select
            aria-label="Filter by priority"
            placeholder="All priorities"
            data={TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] }))}
            value={search.priority ?? null}
            onChange={(value) => setSearch({ ...FIRST_PAGE, priority: value ?? undefined })}
            clearable
            w={{ base: '100%', xs: 160 }}
          />
          <ExportButton table="tickets" query={ticketsQuery(search)} label="tickets" />
        </>
      }
    />
  );
}
