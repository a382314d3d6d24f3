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
import { useDeskText } from '../../i18n/en/desk.ts';
import { tm } from '../../i18n/messages.ts';
import { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS } from '@nimbus/shared/labels';
import { TICKET_STATUS_LABELS } from '@nimbus/shared/tickets';

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
  const { t } = useDeskText();

  if (ticket.error) {
    return <QueryFailure title={t('ticket.loadFailed')} error={ticket.error} onRetry={() => void ticket.refetch()} />;
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
  const { t } = useDeskText();
  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
        <Group gap="xs" mt="xs">
          <StatusBadge status={ticket.status} label={tm(TICKET_STATUS_LABELS[ticket.status])} />
          <StatusBadge status={ticket.priority} label={tm(TICKET_PRIORITY_LABELS[ticket.priority])} />
          <Badge variant="outline" color="gray" c="gray.7" tt="capitalize">
            {tm(TICKET_CATEGORY_LABELS[ticket.category])}
          </Badge>
        </Group>
      </div>

      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <Fact label={t('ticket.customer')}>{ticket.userName}</Fact>
        <Fact label={t('ticket.agent')}>{ticket.agentName ?? t('unassigned')}</Fact>
        <Fact label={t('ticket.created')}>{formatDateTime(ticket.createdDate)}</Fact>
      </SimpleGrid>

      <section aria-labelledby="ticket-message-title">
        <Title order={4} size="h5" id="ticket-message-title" mb={6}>
          {t('ticket.message')}
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
          {t('ticket.history')}
        </Title>
        <TicketHistory history={ticket.history} />
      </section>

      <Divider />

      <section aria-labelledby="ticket-update-title">
        <Title order={4} size="h5" id="ticket-update-title" mb={6}>
          {t('ticket.update')}
        </Title>
        <TicketUpdateForm key={ticket.ticketId} ticketId={ticket.ticketId} status={ticket.status} />
      </section>
    </Stack>
  );
}
