import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TicketStatus } from '@nimbus/shared/enums';
import { attachmentMessages } from '@nimbus/shared/ticket-attachments';
import { TICKET_COMMENT_MAX, TICKET_TRANSITIONS, ticketMessages, ticketUpdateInput } from '@nimbus/shared/tickets';
import { IconCircleCheck, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { AttachmentPicker } from '../../components/attachments/AttachmentPicker.tsx';
import { useAttachments } from '../../components/attachments/useAttachments.ts';
import { useTicketUpdate } from './useTicketUpdate.ts';
import { useDeskText } from '../../i18n/en/desk.ts';
import { tm } from '../../i18n/messages.ts';

type Values = { comment: string; audience: 'reply' | 'note' };

const ACTION_LABELS = { InProgress: 'form.markInProgress', Resolved: 'form.markResolved' } as const;
const ACTION_ICONS: Partial<Record<TicketStatus, React.ReactNode>> = {
  InProgress: <IconPlayerPlay size={16} aria-hidden />,
  Resolved: <IconCircleCheck size={16} aria-hidden />,
};

/**
 * Status change and comment go together (specification section 4): each button sends the
 * comment written so far with its status; "Send" keeps the status and only adds the comment.
 */
export function TicketUpdateForm({ ticketId, status }: { ticketId: number; status: TicketStatus }) {
  const { t } = useDeskText();
  const form = useForm<Values>({ initialValues: { comment: '', audience: 'reply' } });
  const update = useTicketUpdate();
  const attachments = useAttachments();
  const [target, setTarget] = useState<TicketStatus | null>(null);
  const internal = form.values.audience === 'note';

  const send = (next: TicketStatus) => {
    const input = { id: ticketId, status: next, comment: form.values.comment, internal, attachments: attachments.ids };
    const errors = zodResolver(ticketUpdateInput)(input);
    if (errors.comment) return form.setFieldError('comment', errors.comment);
    if (attachments.ids.length > 0 && !form.values.comment.trim()) return form.setFieldError('comment', tm(attachmentMessages.needsText));
    if (next === status && !form.values.comment.trim()) return form.setFieldError('comment', tm(ticketMessages.nothingToUpdate));
    setTarget(next);
    update.mutate(input, {
      onSuccess: () => {
        form.reset();
        attachments.reset();
        showSuccess(ticketMessages.updated);
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, ticketMessages.updateFailed) }),
    });
  };

  const busy = (next: TicketStatus) => update.isPending && target === next;

  return (
    <form onSubmit={form.onSubmit(() => send(status))} aria-label={t('form.label')} noValidate>
      <Stack gap="sm">
        <Radio.Group label={t('form.sendAs')} {...form.getInputProps('audience')}>
          <Group gap="lg" mt={6}>
            <Radio value="reply" label={t('form.reply')} />
            <Radio value="note" label={t('form.note')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={internal ? t('form.note') : t('form.reply')}
          description={internal ? t('form.noteHint') : t('form.replyHint')}
          placeholder={internal ? t('form.notePlaceholder') : t('form.replyPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('comment')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <Text size="xs" ta="right" mt={-6}>
          <CharacterCount value={form.values.comment} max={TICKET_COMMENT_MAX} />
        </Text>
        <AttachmentPicker attachments={attachments} disabled={update.isPending} />
        <Group gap="sm" justify="flex-end">
          <Button
            type="submit"
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={busy(status)}
            disabled={(update.isPending && !busy(status)) || attachments.uploading}
          >
            {internal ? t('form.addNote') : t('form.sendReply')}
          </Button>
          {TICKET_TRANSITIONS[status]
            .filter((next): next is keyof typeof ACTION_LABELS => next !== 'Open')
            .map((next) => (
              <Button
                key={next}
                variant={next === 'Resolved' ? 'filled' : 'light'}
                leftSection={ACTION_ICONS[next]}
                loading={busy(next)}
                disabled={(update.isPending && !busy(next)) || attachments.uploading}
                onClick={() => send(next)}
              >
                {t(ACTION_LABELS[next])}
              </Button>
            ))}
        </Group>
      </Stack>
    </form>
  );
}
