import { Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { playlistUrl, settingsInput, settingsMessages, type Settings } from '@nimbus/shared/settings';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useSettingsText } from '../../i18n/en/settings.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';

// What the playlist example is rendered with: obviously not a real customer's credentials.
const EXAMPLE = { username: 'jane_doe', password: 's3cret' };
// The template's placeholders, written as the admin types them.
const TOKENS = { username: '{username}', password: '{password}' };

function Section({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

/** Brand, support contacts, payment destinations, bank details and the playlist template (ADMIN). */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useSettingsText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Settings>({ initialValues: settings, validate: zodResolver(settingsInput), validateInputOnBlur: true });
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), saved);
        void queryClient.invalidateQueries(trpc.settings.public.queryFilter());
        form.setInitialValues(saved);
        form.setValues(saved);
        showSuccess(settingsMessages.saved);
      },
      onError: (error) => void showAlert({ title: 'Error!', message: failureMessage(error, settingsMessages.saveFailed) }),
    }),
  );
  // The switch can be turned on only by an admin who has a second factor (the server checks too).
  const ownFactor = useQuery(trpc.auth.twoFactor.status.queryOptions());
  const canRequire = ownFactor.data?.enabled === true || settings.requireAdminTwoFactor;
  const example = playlistUrl(form.values.m3uTemplate.trim(), EXAMPLE.username, EXAMPLE.password);
  const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        <Section id="settings-brand" title={t('shop.brand.title')} description={t('shop.brand.description')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('shop.brand.brandName')} required {...form.getInputProps('brandName')} />
            <TextInput label={t('shop.brand.supportEmail')} type="email" required {...form.getInputProps('supportEmail')} />
            <TextInput
              label={t('shop.brand.messagingLink')}
              placeholder={t('shop.brand.messagingLinkExample')}
              description={t('shop.brand.messagingLinkHelp')}
              {...form.getInputProps('messagingLink')}
            />
          </SimpleGrid>
        </Section>

        <Section id="settings-payments" title={t('shop.payments.title')} description={t('shop.payments.description')}>
          <Stack gap="md">
            <TextInput label={t('shop.payments.usdt')} styles={mono} {...form.getInputProps('usdtAddress')} />
            <TextInput label={t('shop.payments.btc')} styles={mono} {...form.getInputProps('btcAddress')} />
            <TextInput label={t('shop.payments.eth')} styles={mono} {...form.getInputProps('ethAddress')} />
            <TextInput label={t('shop.payments.paypal')} placeholder={t('shop.payments.paypalExample')} {...form.getInputProps('paypalLink')} />
          </Stack>
        </Section>

        <Section
          id="settings-bank"
          title={t('shop.bank.title')}
          description={
            <Group gap={6} component="span" wrap="nowrap">
              <IconLock size={14} aria-hidden />
              {t('shop.bank.adminOnly')}
            </Group>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t('shop.bank.accountName')} {...form.getInputProps('bankDetails.name')} />
            <TextInput label={t('shop.bank.iban')} styles={mono} {...form.getInputProps('bankDetails.iban')} />
            <TextInput label={t('shop.bank.swift')} styles={mono} {...form.getInputProps('bankDetails.swift')} />
          </SimpleGrid>
        </Section>

        <Section
          id="settings-playlist"
          title={t('shop.playlist.title')}
          description={
            <Trans
              t={t}
              i18nKey="shop.playlist.description"
              components={{ username: <Code>{TOKENS.username}</Code>, password: <Code>{TOKENS.password}</Code> }}
            />
          }
        >
          <TextInput
            label={t('shop.playlist.template')}
            placeholder={t('shop.playlist.templateExample')}
            styles={mono}
            {...form.getInputProps('m3uTemplate')}
          />
          <Text size="sm" fw={600} mt="md">
            {t('shop.playlist.example', EXAMPLE)}
          </Text>
          {example && !form.errors.m3uTemplate ? (
            <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="m3u-example">
              {example}
            </Code>
          ) : (
            <Text size="sm" c="dimmed" mt={4}>
              {example ? t('shop.playlist.fixTemplate') : t('shop.playlist.noTemplate')}
            </Text>
          )}
        </Section>

        <Section id="settings-trials" title={t('shop.trials.title')} description={t('shop.trials.description')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('shop.trials.perAddress')} inputMode="numeric" {...form.getInputProps('trialDailyPerAddress')} />
            <TextInput label={t('shop.trials.total')} inputMode="numeric" {...form.getInputProps('trialDailyTotal')} />
          </SimpleGrid>
        </Section>

        <Section id="settings-security" title={t('shop.security.title')} description={t('shop.security.description')}>
          <Switch
            label={t('shop.security.requireTwoFactor')}
            description={t('shop.security.requireTwoFactorHelp')}
            disabled={!canRequire}
            {...form.getInputProps('requireAdminTwoFactor', { type: 'checkbox' })}
          />
          {!canRequire ? (
            <Text size="sm" mt="sm">
              <Trans t={t} i18nKey="shop.security.setUpFirst" components={{ anchor: <Anchor component={Link} to="/admin/security" fw={600} /> }} />
            </Text>
          ) : null}
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
            {t('shop.discard')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('shop.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
