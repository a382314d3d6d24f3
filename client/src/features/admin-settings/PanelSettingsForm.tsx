import { Alert, Button, Checkbox, Group, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  panelFormToInput,
  panelMessages,
  panelSettingsForm,
  type PanelSettingsForm as FormValues,
  type PanelSettingsView,
  type PanelTestResult,
} from '@nimbus/shared/panel';
import { IconCircleCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useSettingsText } from '../../i18n/en/settings.ts';
import { tm } from '../../i18n/messages.ts';

const formValues = (settings: PanelSettingsView): FormValues => ({
  mode: settings.mode,
  apiUrl: settings.apiUrl,
  apiKey: '',
  removeKey: false,
  streamUrl: settings.streamUrl,
});

const fromEnvironment = (name: string, value: string) => useSettingsText.t('panel.fromEnvironment', { name, value });

/** The IPTV panel: off (staff type credentials) or XUI.one, its API key write-only (ADMIN). */
export function PanelSettingsForm({ settings }: { settings: PanelSettingsView }) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const env = settings.environment;
  const form = useForm<FormValues>({ initialValues: formValues(settings), validate: zodResolver(panelSettingsForm), validateInputOnBlur: true });
  const [tested, setTested] = useState<PanelTestResult | null>(null);
  const save = useMutation(
    trpc.panel.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.panel.get.queryKey(), saved);
        form.setInitialValues(formValues(saved));
        form.setValues(formValues(saved));
        setTested(null);
        showSuccess(panelMessages.saved);
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, panelMessages.saveFailed) }),
    }),
  );
  const test = useMutation(
    trpc.panel.test.mutationOptions({
      onMutate: () => setTested(null),
      onSuccess: setTested,
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, panelMessages.testFailed) }),
    }),
  );
  const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
  const panelOn = env.apiUrl !== null || form.values.mode === 'xui';

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="settings-panel">
      <Title order={2} size="h4" id="settings-panel">
        {t('panel.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('panel.description')}
      </Text>
      <form onSubmit={form.onSubmit((values) => save.mutate(panelFormToInput(values)))} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4} id="panel-mode-label">
              {t('panel.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby="panel-mode-label"
              data={[
                { value: 'off', label: t('panel.off') },
                { value: 'xui', label: 'XUI.one' },
              ]}
              disabled={env.apiUrl !== null}
              value={env.apiUrl !== null ? 'xui' : form.values.mode}
              onChange={(value) => form.setFieldValue('mode', value === 'xui' ? 'xui' : 'off')}
            />
            {env.apiUrl !== null ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t('panel.onByEnvironment')}
              </Text>
            ) : null}
          </div>
          {panelOn ? (
            <>
              <TextInput
                label={t('panel.apiUrl')}
                placeholder={t('panel.apiUrlExample')}
                description={env.apiUrl !== null ? fromEnvironment('PANEL_API_URL', env.apiUrl) : t('panel.apiUrlHelp')}
                disabled={env.apiUrl !== null}
                styles={mono}
                {...form.getInputProps('apiUrl')}
              />
              <PasswordInput
                label={t('panel.apiKey')}
                autoComplete="off"
                placeholder={settings.apiKeySet ? t('panel.apiKeySet') : t('panel.notSet')}
                description={env.apiKeySet ? t('panel.apiKeyFromEnvironment') : t('panel.apiKeyHelp')}
                disabled={env.apiKeySet || form.values.removeKey}
                styles={mono}
                {...form.getInputProps('apiKey')}
              />
              {settings.apiKeySet && !env.apiKeySet ? (
                <Checkbox label={t('panel.removeKey')} {...form.getInputProps('removeKey', { type: 'checkbox' })} />
              ) : null}
              <TextInput
                label={t('panel.streamUrl')}
                placeholder={t('panel.streamUrlExample')}
                description={env.streamUrl !== null ? fromEnvironment('PANEL_STREAM_URL', env.streamUrl) : t('panel.streamUrlHelp')}
                disabled={env.streamUrl !== null}
                styles={mono}
                {...form.getInputProps('streamUrl')}
              />
            </>
          ) : null}
          {tested ? (
            <Alert
              color={tested.ok ? 'green' : 'red'}
              role="status"
              icon={tested.ok ? <IconCircleCheck size={18} aria-hidden /> : <IconPlugConnectedX size={18} aria-hidden />}
              title={tested.ok ? t('panel.connected') : t('panel.connectionFailed')}
              data-testid="panel-test-result"
            >
              {tm(tested.message)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => test.mutate()}
              loading={test.isPending}
              disabled={form.isDirty()}
              title={form.isDirty() ? t('panel.saveFirst') : undefined}
            >
              {t('panel.test')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('panel.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
