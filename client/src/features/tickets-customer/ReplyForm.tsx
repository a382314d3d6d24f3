import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TICKET_COMMENT_MAX, ticketReplyInput } from '@nimbus/shared/tickets';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTicketsText } from '../../i18n/en/tickets.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { AttachmentPicker } from '../../components/attachments/AttachmentPicker.tsx';
import { useAttachments } from '../../components/attachments/useAttachments.ts';

const validate = zodResolver(ticketReplyInput.pick({ body: true }));

/** The customer's answer on their own ticket while it is not Resolved. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useTicketsText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reply = useMutation(
    trpc.tickets.reply.mutationOptions({
      onSuccess: (detail) => {
        queryClient.setQueryData(trpc.tickets.byId.queryKey({ id: ticketId }), detail);
        void queryClient.invalidateQueries(trpc.tickets.mine.queryFilter());
      },
    }),
  );
  const form = useForm({ mode: 'controlled', initialValues: { body: '' }, validate });
  const attachments = useAttachments();

  const submit = form.onSubmit(async ({ body }) => {
    try {
      await reply.mutateAsync({ id: ticketId, body, attachments: attachments.ids });
      form.reset();
      attachments.reset();
      showSuccess(t('reply.sent'));
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('reply.failed')) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('reply.label')}
          autosize
          minRows={3}
          maxRows={6}
          description={<CharacterCount value={form.values.body} max={TICKET_COMMENT_MAX} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right', marginTop: 4 } }}
          {...form.getInputProps('body')}
        />
        <AttachmentPicker attachments={attachments} disabled={reply.isPending} />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending} disabled={attachments.uploading} leftSection={<IconSend size={18} aria-hidden />}>
            {t('reply.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
