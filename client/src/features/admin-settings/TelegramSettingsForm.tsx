import { Alert, Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  telegramFormToInput,
  telegramMessages,
  telegramSettingsForm,
  type TelegramSettingsForm as FormValues,
  type TelegramSettingsView,
  type TelegramTestResult,
} from '@nimbus/shared/telegram';
import { IconCircleCheck, IconMessageX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readableAlert } from '../../components/alert-styles.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';

const formValues = (settings: TelegramSettingsView): FormValues => ({ botToken: '', removeToken: false, staffChatId: settings.staffChatId });

/** The shop's Telegram bot (ADR 045): its token write-only, the staff chat, and "Send test" (ADMIN). */
export function TelegramSettingsForm({ settings }: { settings: TelegramSettingsView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ initialValues: formValues(settings), validate: zodResolver(telegramSettingsForm), validateInputOnBlur: true });
  const [tested, setTested] = useState<TelegramTestResult | null>(null);
  const save = useMutation(
    trpc.telegram.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.telegram.get.queryKey(), saved);
        form.setInitialValues(formValues(saved));
        form.setValues(formValues(saved));
        setTested(null);
        showSuccess(telegramMessages.saved);
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, telegramMessages.saveFailed) }),
    }),
  );
  const test = useMutation(
    trpc.telegram.test.mutationOptions({
      onMutate: () => setTested(null),
      onSuccess: setTested,
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, telegramMessages.testFailed) }),
    }),
  );
  const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="settings-telegram">
      <Title order={2} size="h4" id="settings-telegram">
        Telegram
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {settings.tokenSet && settings.botUsername
          ? `Customers link their accounts to @${settings.botUsername} from their account page and get their notifications there. `
          : 'Create a bot with BotFather and paste its token: customers then link their accounts from their account page and get their notifications in Telegram. '}
        {settings.updates === 'webhook' ? 'Updates arrive by webhook (PUBLIC_URL is https).' : 'Updates are fetched by long polling.'}
      </Text>
      <form onSubmit={form.onSubmit((values) => save.mutate(telegramFormToInput(values)))} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Bot token"
            autoComplete="off"
            placeholder={settings.tokenSet ? 'A token is set: type a new one to replace it' : 'Not set'}
            description="Checked with Telegram when saved; stored encrypted and never shown again."
            disabled={form.values.removeToken}
            styles={mono}
            {...form.getInputProps('botToken')}
          />
          {settings.tokenSet ? (
            <Checkbox label="Remove the bot token (customers' links stop working)" {...form.getInputProps('removeToken', { type: 'checkbox' })} />
          ) : null}
          <TextInput
            label="Staff chat id"
            placeholder="-1001234567890"
            description="Where new-payment and new-ticket alerts go: a group with the bot in it (negative id) or a staff member's chat. Empty: no alerts."
            styles={mono}
            {...form.getInputProps('staffChatId')}
          />
          {tested ? (
            <Alert
              color={tested.ok ? 'teal' : 'red'}
              styles={readableAlert(tested.ok ? 'teal' : 'red')}
              role="status"
              icon={tested.ok ? <IconCircleCheck size={18} aria-hidden /> : <IconMessageX size={18} aria-hidden />}
              title={tested.ok ? 'Sent' : 'Not sent'}
              data-testid="telegram-test-result"
            >
              {tested.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => test.mutate()}
              loading={test.isPending}
              disabled={form.isDirty() || !settings.tokenSet}
              title={form.isDirty() ? 'Save first: the test uses the saved settings' : undefined}
            >
              Send test
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save Telegram settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
