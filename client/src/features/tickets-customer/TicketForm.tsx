import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TICKET_MESSAGE_MAX } from '@nimbus/shared/constants';
import type { TicketCategory, TicketPriority } from '@nimbus/shared/enums';
import { ticketInput, ticketMessages, type TicketInput } from '@nimbus/shared/tickets';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTicketsText } from '../../i18n/en/tickets.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { CharacterCount } from '../../components/CharacterCount.tsx';
import { AttachmentPicker } from '../../components/attachments/AttachmentPicker.tsx';
import { useAttachments } from '../../components/attachments/useAttachments.ts';
import { categoryOptions, priorityOptions } from './ticket-labels.ts';

type Values = { subject: string; message: string; category: TicketCategory | null; priority: TicketPriority | null };

const validate = zodResolver(ticketInput);
const initialValues: Values = { subject: '', message: '', category: null, priority: null };

/** Opens a ticket (specification sections 5 and 8); `onCreated` reloads the list. */
export function TicketForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTicketsText();
  const trpc = useTRPC();
  const create = useMutation(trpc.tickets.create.mutationOptions());
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate, validateInputOnBlur: true });
  const attachments = useAttachments();

  const submit = form.onSubmit(
    async (values) => {
      try {
        await create.mutateAsync({ ...(values as TicketInput), attachments: attachments.ids });
        form.reset();
        attachments.reset();
        onCreated();
        showSuccess(ticketMessages.created);
      } catch (error) {
        await showAlert({ title: 'Error!', message: failureMessage(error, ticketMessages.createFailed) });
      }
    },
    () => void showAlert({ title: 'Error!', message: ticketMessages.formInvalid }),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="new-ticket-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" id="new-ticket-heading">
              {t('form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('form.intro')}
            </Text>
          </div>
          <TextInput label={t('form.subject')} required {...form.getInputProps('subject')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select label={t('form.category')} placeholder={t('form.chooseCategory')} required data={categoryOptions()} {...form.getInputProps('category')} />
            <Select label={t('form.priority')} placeholder={t('form.choosePriority')} required data={priorityOptions()} {...form.getInputProps('priority')} />
          </SimpleGrid>
          <Textarea
            label={t('form.message')}
            required
            autosize
            minRows={4}
            maxRows={8}
            description={<CharacterCount value={form.values.message} max={TICKET_MESSAGE_MAX} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'right', marginTop: 4 } }}
            {...form.getInputProps('message')}
          />
          <AttachmentPicker attachments={attachments} disabled={create.isPending} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={create.isPending}
              disabled={attachments.uploading}
              leftSection={<IconSend size={18} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
