import { Alert, Button, Center, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ticketMessages, type TicketDetail } from '@nimbus/shared/tickets';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useTicketsText } from '../../i18n/en/tickets.ts';
import { tm } from '../../i18n/messages.ts';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import { useTRPC } from '../../lib/trpc.ts';
import { ReplyForm } from './ReplyForm.tsx';
import { TICKET_CATEGORY_LABELS } from '@nimbus/shared/labels';
import { TicketHistory } from './TicketHistory.tsx';

/** One ticket with its replies (never internal notes: the server leaves them out for customers). */
export function TicketDialog({ ticketId, onClose }: { ticketId: number | undefined; onClose: () => void }) {
  const { t } = useTicketsText();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={ticketId !== undefined}
      onClose={onClose}
      title={ticketId === undefined ? t('dialog.ticket') : t('dialog.numbered', { id: ticketId })}
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {ticketId !== undefined && <TicketContent ticketId={ticketId} />}
    </Modal>
  );
}

function TicketContent({ ticketId }: { ticketId: number }) {
  const { t } = useTicketsText();
  const trpc = useTRPC();
  const ticket = useQuery(trpc.tickets.byId.queryOptions({ id: ticketId }));

  if (ticket.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('dialog.loading')} />
      </Center>
    );
  }
  if (ticket.error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('dialog.openFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureMessage(ticket.error, t('dialog.loadFailed'))}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void ticket.refetch()}>
            {t('dialog.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <TicketView ticket={ticket.data} />;
}

function TicketView({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTicketsText();
  const agent = ticket.agentName ? t('dialog.agent', { name: ticket.agentName }) : t('dialog.notAssigned');
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
        <Group gap="xs" mt={6}>
          <StatusBadge status={ticket.status} />
          <StatusBadge status={ticket.priority} />
          <Text size="sm" c="dimmed">
            {t('dialog.meta', { category: tm(TICKET_CATEGORY_LABELS[ticket.category]), day: formatDay(ticket.createdDate), agent })}
          </Text>
        </Group>
      </div>
      <Divider />
      <TicketHistory ticket={ticket} />
      <Divider />
      {ticket.status === 'Resolved' ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title={t('dialog.resolved')}>
          {tm(ticketMessages.resolved)}
        </Alert>
      ) : (
        <ReplyForm ticketId={ticket.ticketId} />
      )}
    </Stack>
  );
}
