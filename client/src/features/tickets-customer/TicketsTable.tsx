import { Anchor, Text } from '@mantine/core';
import type { TicketRow } from '@nimbus/shared/tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useTicketsText } from '../../i18n/en/tickets.ts';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import type { TableState } from '../../lib/table-state.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Texts = ReturnType<typeof useTicketsText>['t'];

const ticketColumns = (t: Texts): Column<TicketRow>[] => [
  { key: 'id', header: t('table.id'), render: (row) => `#${row.ticketId}` },
  {
    key: 'subject',
    header: t('table.subject'),
    render: (row) => (
      <Anchor renderRoot={(props) => <Link {...props} to="/user/support" search={{ ticket: row.ticketId }} />} fw={600} size="sm" display="block" miw={150}>
        {row.subject}
      </Anchor>
    ),
  },
  { key: 'customer', header: t('table.customer'), render: (row) => row.userName },
  {
    key: 'agent',
    header: t('table.agent'),
    render: (row) =>
      row.agentName ?? (
        <Text span size="sm" c="dimmed">
          {t('table.unassigned')}
        </Text>
      ),
  },
  {
    key: 'status',
    header: t('table.status'),
    render: (row) => <StatusBadge status={row.status} />,
  },
  {
    key: 'priority',
    header: t('table.priority'),
    render: (row) => <StatusBadge status={row.priority} />,
  },
  {
    key: 'created',
    header: t('table.created'),
    render: (row) => (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(row.createdDate)}
      </Text>
    ),
  },
  {
    key: 'comments',
    header: t('table.comments'),
    render: (row) =>
      row.comments ? (
        <Text size="sm" lineClamp={2} maw={260}>
          {row.comments}
        </Text>
      ) : (
        <Text span size="sm" c="dimmed">
          {t('table.noReply')}
        </Text>
      ),
  },
];

/** The customer's own tickets (specification: ID, subject, customer, agent, status, priority, created, agent comments). */
export function TicketsTable({ state }: { state: TableState }) {
  const { t } = useTicketsText();
  const columns = useMemo(() => ticketColumns(t), [t]);
  const trpc = useTRPC();
  const tickets = useQuery(trpc.tickets.mine.queryOptions(state.query, { placeholderData: keepPreviousData }));
  return (
    <DataTable
      caption={t('page.yourTickets')}
      columns={columns}
      data={tickets.data}
      rowKey={(row) => row.ticketId}
      state={state}
      loading={tickets.isFetching}
      error={tickets.error ? failureMessage(tickets.error, t('table.loadFailed')) : null}
      onRetry={() => void tickets.refetch()}
      emptyText={t('table.empty')}
      searchPlaceholder={t('table.search')}
    />
  );
}
