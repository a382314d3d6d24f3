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
import { useSettingsText } from '../../i18n/en/settings.ts';
import { tm } from '../../i18n/messages.ts';

const formValues = (settings: TelegramSettingsView): FormValues => ({ botToken: '', removeToken: false, staffChatId: settings.staffChatId });

/** The shop's Telegram bot (ADR 045): its token write-only, the staff chat, and "Send test" (ADMIN). */
export function TelegramSettingsForm({ settings }: { settings: TelegramSettingsView }) {
  const { t } = useSettingsText();
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
        {settings.tokenSet && settings.botUsername ? t('telegram.linkedBot', { bot: settings.botUsername }) : t('telegram.noBot')}{' '}
        {settings.updates === 'webhook' ? t('telegram.byWebhook') : t('telegram.byPolling')}
      </Text>
      <form onSubmit={form.onSubmit((values) => save.mutate(telegramFormToInput(values)))} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('telegram.botToken')}
            autoComplete="off"
            placeholder={settings.tokenSet ? t('telegram.tokenSet') : t('telegram.notSet')}
            description={t('telegram.botTokenHelp')}
            disabled={form.values.removeToken}
            styles={mono}
            {...form.getInputProps('botToken')}
          />
          {settings.tokenSet ? <Checkbox label={t('telegram.removeToken')} {...form.getInputProps('removeToken', { type: 'checkbox' })} /> : null}
          <TextInput
            label={t('telegram.staffChat')}
            placeholder="-1001234567890"
            description={t('telegram.staffChatHelp')}
            styles={mono}
            {...form.getInputProps('staffChatId')}
          />
          {tested ? (
            <Alert
              color={tested.ok ? 'teal' : 'red'}
              styles={readableAlert(tested.ok ? 'teal' : 'red')}
              role="status"
              icon={tested.ok ? <IconCircleCheck size={18} aria-hidden /> : <IconMessageX size={18} aria-hidden />}
              title={tested.ok ? t('telegram.sent') : t('telegram.notSent')}
              data-testid="telegram-test-result"
            >
              {tm(tested.message)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => test.mutate()}
              loading={test.isPending}
              disabled={form.isDirty() || !settings.tokenSet}
              title={form.isDirty() ? t('telegram.saveFirst') : undefined}
            >
              {t('telegram.test')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('telegram.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
