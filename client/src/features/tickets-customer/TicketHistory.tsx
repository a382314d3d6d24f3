import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketDetail } from '@nimbus/shared/tickets';
import { formatDateTime } from '@nimbus/shared/format';
import type { TicketAttachment } from '@nimbus/shared/ticket-attachments';
import { AttachmentList } from '../../components/attachments/AttachmentList.tsx';
import { useTicketsText } from '../../i18n/en/tickets.ts';
import classes from './TicketHistory.module.css';

type Entry = { key: string; author: string; fromCustomer: boolean; body: string; date: Date; attachments: TicketAttachment[] };

/** The conversation, oldest first: the customer's first message, then every reply they may see. */
export function TicketHistory({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTicketsText();
  const entries: Entry[] = [
    { key: 'message', author: t('history.you'), fromCustomer: true, body: ticket.message, date: ticket.createdDate, attachments: ticket.attachments },
    ...ticket.history.map((comment) => {
      const fromCustomer = comment.authorRole === 'USER';
      return {
        key: String(comment.id),
        author: fromCustomer ? t('history.you') : t('history.support', { name: comment.authorName }),
        fromCustomer,
        body: comment.body,
        date: comment.date,
        attachments: comment.attachments,
      };
    }),
  ];

  return (
    <Stack gap="sm" component="ol" className={classes.list} aria-label={t('history.label')}>
      {entries.map((entry) => (
        <Paper key={entry.key} component="li" radius="md" p="sm" className={classes.entry} data-from={entry.fromCustomer ? 'customer' : 'support'}>
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={700}>
              {entry.author}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.date)}
            </Text>
          </Group>
          <Text size="sm" className={classes.body}>
            {entry.body}
          </Text>
          <AttachmentList attachments={entry.attachments} />
        </Paper>
      ))}
      {ticket.history.length === 0 && (
        <Text size="sm" c="dimmed" component="li" className={classes.note}>
          {t('history.noReply')}
        </Text>
      )}
    </Stack>
  );
}
