import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TicketComment } from '@nimbus/shared/tickets';
import { IconLock, IconMessageCircle, IconUser } from '@tabler/icons-react';
import { formatDateTime } from '@nimbus/shared/format';
import { ROLE_LABELS } from '@nimbus/shared/labels';
import { AttachmentList } from '../../components/attachments/AttachmentList.tsx';
import classes from './TicketHistory.module.css';
import { useDeskText } from '../../i18n/en/desk.ts';
import { tm } from '../../i18n/messages.ts';

function kindOf(comment: TicketComment): 'note' | 'staff' | 'customer' {
  if (comment.internal) return 'note';
  return comment.authorRole === 'USER' ? 'customer' : 'staff';
}

/** The ticket's comments, oldest first: customer replies, staff replies and internal notes told apart. */
export function TicketHistory({ history }: { history: TicketComment[] }) {
  const { t } = useDeskText();
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="sm" className={classes.list}>
      {history.map((comment) => {
        const kind = kindOf(comment);
        return (
          <Paper component="li" key={comment.id} withBorder radius="md" p="sm" className={classes.item} data-kind={kind}>
            <Group justify="space-between" gap={6} mb={4}>
              <Group gap={6}>
                {kind === 'note' ? (
                  <IconLock size={16} aria-hidden />
                ) : kind === 'staff' ? (
                  <IconMessageCircle size={16} aria-hidden />
                ) : (
                  <IconUser size={16} aria-hidden />
                )}
                <Text size="sm" fw={700}>
                  {comment.authorName}
                </Text>
                <Badge size="sm" variant="outline" color="gray" c="gray.7">
                  {tm(ROLE_LABELS[comment.authorRole])}
                </Badge>
                {kind === 'note' ? (
                  <Badge size="sm" color="yellow" variant="filled" autoContrast>
                    {t('history.internalNote')}
                  </Badge>
                ) : kind === 'staff' ? (
                  <Badge size="sm" color="nimbus" variant="light">
                    {t('history.reply')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                <time dateTime={comment.date.toISOString()}>{formatDateTime(comment.date)}</time>
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.body}
            </Text>
            <AttachmentList attachments={comment.attachments} />
          </Paper>
        );
      })}
    </Stack>
  );
}
