import { Anchor, Text } from '@mantine/core';
import type { TicketRow } from '@nimbus/shared/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import type { TableState } from '../../lib/table-state.ts';
import { useTRPC } from '../../lib/trpc.ts';

const columns: Column<TicketRow>[] = [
  { key: 'id', header: 'ID', render: (row) => `#${row.ticketId}` },
  {
    key: 'subject',
    header: 'Subject',
    render: (row) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/user/support" search={{ ticket: row.ticketId }} />} fw={600} size="sm" display="block" miw={150}>
        {row.subject}
      </Anchor>
    ),
  },
  { key: 'customer', header: 'Customer', render: (row) => row.userName },
  {
    key: 'agent',
    header: 'Agent',
    render: (row) =>
      row.agentName ?? (
        <Text span size="sm" c="dimmed">
          Unassigned
        </Text>
      ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusBadge status={row.status} />,
  },
  {
    key: 'priority',
    header: 'Priority',
    render: (row) => <StatusBadge status={row.priority} />,
  },
  {
    key: 'created',
    header: 'Created',
    render: (row) => (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(row.createdDate)}
      </Text>
    ),
  },
  {
    key: 'comments',
    header: 'Agent comments',
    render: (row) =>
      row.comments ? (
        <Text size="sm" lineClamp={2} maw={260}>
          {row.comments}
        </Text>
      ) : (
        <Text span size="sm" c="dimmed">
          No reply yet
        </Text>
      ),
  },
];

/** The customer's own tickets (specification: ID, subject, customer, agent, status, priority, created, agent comments). */
export function TicketsTable({ state }: { state: TableState }) {
  const trpc = useTRPC();
  const tickets = useQuery(trpc.tickets.mine.queryOptions(state.query, { placeholderData: keepPreviousData }));
  return (
    <DataTable
      caption="Your tickets"
      columns={columns}
      data={tickets.data}
      rowKey={(row) => row.ticketId}
      state={state}
      loading={tickets.isFetching}
      error={tickets.error ? failureMessage(tickets.error, 'Your tickets could not be loaded.') : null}
      onRetry={() => void tickets.refetch()}
      emptyText="You have not opened a ticket yet."
      searchPlaceholder="Search your tickets..."
    />
  );
}
