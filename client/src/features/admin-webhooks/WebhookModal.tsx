import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { WEBHOOK_EVENTS, webhookInput, webhookMessages, type WebhookEndpointRow, type WebhookInput, type WebhookWithSecret } from '@nimbus/shared/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';

const EMPTY: WebhookInput = { url: '', description: '', events: [], active: true };
const validate = zodResolver(webhookInput);

/** `endpoint` null: closed; 'new': add one; a row: edit it. A new endpoint's secret goes to `onSecret`. */
export function WebhookModal({
  endpoint,
  onClose,
  onSecret,
}: {
  endpoint: WebhookEndpointRow | 'new' | null;
  onClose: () => void;
  onSecret: (made: WebhookWithSecret) => void;
}) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const phone = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const editing = endpoint !== null && endpoint !== 'new' ? endpoint : null;
  const pending = create.isPending || update.isPending;
  const form = useForm<WebhookInput>({ mode: 'controlled', initialValues: EMPTY, validate, validateInputOnBlur: true });

  useEffect(() => {
    if (endpoint === null) return;
    form.setInitialValues(
      editing ? { url: editing.url, description: editing.description, events: editing.events as WebhookInput['events'], active: editing.active } : EMPTY,
    );
    form.reset();
  }, [endpoint]); // eslint-disable-line react-hooks/exhaustive-deps -- the form object is new each render; only opening another endpoint refills it

  const submit = form.onSubmit(async (values) => {
    const parsed = webhookInput.parse(values);
    try {
      if (editing) {
        await update.mutateAsync({ ...parsed, id: editing.id });
        showSuccess(webhookMessages.updated);
        onClose();
      } else {
        const made = await create.mutateAsync(parsed);
        onClose();
        onSecret(made);
      }
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('webhookModal.saveFailed')) });
    } finally {
      await queryClient.invalidateQueries(trpc.webhooks.list.pathFilter());
    }
  });

  const chosen = new Set(form.values.events);
  const toggle = (event: (typeof WEBHOOK_EVENTS)[number], on: boolean) =>
    form.setFieldValue('events', on ? [...form.values.events, event] : form.values.events.filter((e) => e !== event));

  return (
    <Modal
      opened={endpoint !== null}
      onClose={onClose}
      title={editing ? t('webhookModal.editTitle') : t('webhookModal.addTitle')}
      size="lg"
      centered
      fullScreen={phone}
      closeOnClickOutside={!pending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('webhookModal.url')}
            description={t('webhookModal.urlHelp')}
            placeholder={t('webhookModal.urlExample')}
            required
            data-autofocus
            {...form.getInputProps('url')}
          />
          <TextInput label={t('webhookModal.description')} placeholder={t('webhookModal.descriptionExample')} {...form.getInputProps('description')} />
          <div role="group" aria-labelledby="webhook-events-label">
            <Text size="sm" fw={500} id="webhook-events-label">
              {t('webhookModal.events')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} label={event} checked={chosen.has(event)} onChange={(e) => toggle(event, e.currentTarget.checked)} />
              ))}
            </SimpleGrid>
            {form.errors.events ? (
              <Text size="xs" c="red" mt={4} role="alert">
                {form.errors.events}
              </Text>
            ) : null}
          </div>
          <Switch label={t('webhookModal.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('webhookModal.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? t('webhookModal.update') : t('webhookModal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
