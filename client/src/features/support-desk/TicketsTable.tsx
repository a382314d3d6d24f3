import { Box, Button, Select, Text } from '@mantine/core';
import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketPriority, type TicketStatus } from '@nimbus/shared/enums';
import { TICKET_PRIORITY_LABELS } from '@nimbus/shared/labels';
import { TICKET_STATUS_LABELS, type TicketRow } from '@nimbus/shared/tickets';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import type { TableState } from '../../lib/table-state.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatDay } from '@nimbus/shared/format';


type Props = { state: TableState; onOpen: (id: number) => void };

/** Every ticket (specification: ID, subject, customer, agent, status, priority, created, agent comments). */
export function TicketsTable({ state, onOpen }: Props) {
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [priority, setPriority] = useState<TicketPriority | null>(null);
  const tickets = trpc.tickets.list.useQuery(
    { ...state.query, status: status ?? undefined, priority: priority ?? undefined },
    { placeholderData: keepPreviousData },
  );

  const columns: Column<TicketRow>[] = [
    { key: 'id', header: 'ID', render: (t) => <Text size="sm" ff="monospace">#{t.ticketId}</Text> },
    {
      key: 'subject',
      header: 'Subject',
      render: (t) => (
        <Button variant="subtle" size="compact-sm" px={4} onClick={() => onOpen(t.ticketId)} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }} maw={260} h="auto" mih={28}>
          {t.subject}
        </Button>
      ),
    },
    { key: 'customer', header: 'Customer', render: (t) => t.userName },
    { key: 'agent', header: 'Agent', visibleFrom: 'sm', render: (t) => t.agentName ?? <Text size="sm" c="dimmed">Unassigned</Text> },
    { key: 'status', header: 'Status', render: (t) => <Box w="max-content"><StatusBadge status={t.status} /></Box> },
    { key: 'priority', header: 'Priority', render: (t) => <Box w="max-content"><StatusBadge status={t.priority} /></Box> },
    { key: 'created', header: 'Created', visibleFrom: 'sm', render: (t) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDay(t.createdDate)}</Text> },
    {
      key: 'comments',
      header: 'Agent comments',
      visibleFrom: 'md',
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

  // A new filter starts again on page 1, as a new search does.
  const onStatus = (value: string | null) => {
    setStatus(value as TicketStatus | null);
    state.setPage(1);
  };
  const onPriority = (value: string | null) => {
    setPriority(value as TicketPriority | null);
    state.setPage(1);
  };

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
      emptyText={status || priority ? 'No ticket matches these filters.' : 'No tickets yet.'}
      searchPlaceholder="Search tickets..."
      toolbar={
        <>
          <Select
            aria-label="Filter by status"
            placeholder="All statuses"
            data={TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] }))}
            value={status}
            onChange={onStatus}
            clearable
            w={{ base: '100%', xs: 160 }}
          />
          <Select
            aria-label="Filter by priority"
            placeholder="All priorities"
            data={TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] }))}
            value={priority}
            onChange={onPriority}
            clearable
            w={{ base: '100%', xs: 160 }}
          />
        </>
      }
    />
  );
}
