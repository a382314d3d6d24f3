import { Badge, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TicketDetail } from '@nimbus/shared/tickets';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { formatDateTime } from '@nimbus/shared/format';
import { AttachmentList } from '../../components/attachments/AttachmentList.tsx';
import { TicketHistory } from './TicketHistory.tsx';
import { TicketUpdateForm } from './TicketUpdateForm.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** One ticket: its facts, the customer's message, the whole history and the staff update form. */
export function TicketDetails({ id }: { id: number }) {
  const trpc = useTRPC();
  const ticket = useQuery(trpc.tickets.byId.queryOptions({ id }));

  if (ticket.error) {
    return <QueryFailure title="Could not load the ticket" error={ticket.error} onRetry={() => void ticket.refetch()} />;
  }
  if (!ticket.data) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={28} w="70%" />
        <Skeleton h={60} />
        <Skeleton h={90} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  return <Loaded ticket={ticket.data} />;
}

function Loaded({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
        <Group gap="xs" mt="xs">
          <StatusBadge status={ticket.status} />
          <StatusBadge status={ticket.priority} />
          <Badge variant="outline" color="gray" c="gray.7" tt="capitalize">
            {ticket.category}
          </Badge>
        </Group>
      </div>

      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Fact label="Customer">{ticket.userName}</Fact>
        <Fact label="Agent">{ticket.agentName ?? 'Unassigned'}</Fact>
        <Fact label="Created">{formatDateTime(ticket.createdDate)}</Fact>
      </SimpleGrid>

      <section aria-labelledby="ticket-message-title">
        <Title order={4} size="h5" id="ticket-message-title" mb={6}>
          Message
        </Title>
        <Paper withBorder radius="md" p="sm" bg="var(--nimbus-surface-muted)">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {ticket.message}
          </Text>
          <AttachmentList attachments={ticket.attachments} />
        </Paper>
      </section>

      <section aria-labelledby="ticket-history-title">
        <Title order={4} size="h5" id="ticket-history-title" mb={6}>
          History
        </Title>
        <TicketHistory history={ticket.history} />
      </section>

      <Divider />

      <section aria-labelledby="ticket-update-title">
        <Title order={4} size="h5" id="ticket-update-title" mb={6}>
          Update ticket
        </Title>
        <TicketUpdateForm key={ticket.ticketId} ticketId={ticket.ticketId} status={ticket.status} />
      </section>
    </Stack>
  );
}
