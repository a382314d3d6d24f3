import { Anchor, Button, Code, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { playlistUrl, settingsInput, settingsMessages, type Settings } from '@nimbus/shared/settings';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';

// What the playlist example is rendered with: obviously not a real customer's credentials.
const EXAMPLE = { username: 'jane_doe', password: 's3cret' };

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
        <Section id="settings-brand" title="Brand and support" description="Shown in the header, the footer and every e-mail.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Brand name" required {...form.getInputProps('brandName')} />
            <TextInput label="Support e-mail" type="email" required {...form.getInputProps('supportEmail')} />
            <TextInput
              label="Messaging-app link"
              placeholder="https://t.me/your_support"
              description="Leave empty to hide the messaging-app link."
              {...form.getInputProps('messagingLink')}
            />
          </SimpleGrid>
        </Section>

        <Section id="settings-payments" title="Payment destinations" description="Where customers send money; shown on the payment page with QR codes.">
          <Stack gap="md">
            <TextInput label="USDT wallet address" styles={mono} {...form.getInputProps('usdtAddress')} />
            <TextInput label="BTC wallet address" styles={mono} {...form.getInputProps('btcAddress')} />
            <TextInput label="ETH wallet address" styles={mono} {...form.getInputProps('ethAddress')} />
            <TextInput label="PayPal link" placeholder="https://paypal.me/your_account" {...form.getInputProps('paypalLink')} />
          </Stack>
        </Section>

        <Section
          id="settings-bank"
          title="Bank details"
          description={
            <Group gap={6} component="span" wrap="nowrap">
              <IconLock size={14} aria-hidden />
              Admin only: never shown to customers or on any public page.
            </Group>
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Account name" {...form.getInputProps('bankDetails.name')} />
            <TextInput label="IBAN" styles={mono} {...form.getInputProps('bankDetails.iban')} />
            <TextInput label="SWIFT / BIC" styles={mono} {...form.getInputProps('bankDetails.swift')} />
          </SimpleGrid>
        </Section>

        <Section
          id="settings-playlist"
          title="M3U playlist"
          description={
            <>
              The playlist link a customer gets with their credentials. Use <Code>{'{username}'}</Code> and <Code>{'{password}'}</Code> where their streaming
              credentials go.
            </>
          }
        >
          <TextInput
            label="M3U URL template"
            placeholder="https://line.example.com/get.php?username={username}&password={password}&type=m3u_plus"
            styles={mono}
            {...form.getInputProps('m3uTemplate')}
          />
          <Text size="sm" fw={600} mt="md">
            Example for {EXAMPLE.username} / {EXAMPLE.password}
          </Text>
          {example && !form.errors.m3uTemplate ? (
            <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="m3u-example">
              {example}
            </Code>
          ) : (
            <Text size="sm" c="dimmed" mt={4}>
              {example ? 'Fix the template to see an example.' : 'No template: customers get no playlist link.'}
            </Text>
          )}
        </Section>

        <Section
          id="settings-trials"
          title="Free trials"
          description="Each customer gets one free trial ever. These caps count the trials started in the last 24 hours; 0 stops new trials."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Trials a day from one network address" inputMode="numeric" {...form.getInputProps('trialDailyPerAddress')} />
            <TextInput label="Trials a day across the shop" inputMode="numeric" {...form.getInputProps('trialDailyTotal')} />
          </SimpleGrid>
        </Section>

        <Section
          id="settings-security"
          title="Security"
          description="Admins can reach payments, credentials and every customer's details: a second factor keeps a stolen password from being enough."
        >
          <Switch
            label="Require two-factor authentication for admins"
            description="Every admin enters a code from an authenticator app at sign-in. An admin without one is sent to set it up before anything else."
            disabled={!canRequire}
            {...form.getInputProps('requireAdminTwoFactor', { type: 'checkbox' })}
          />
          {!canRequire ? (
            <Text size="sm" mt="sm">
              Set up two-factor authentication on your own account first:{' '}
              <Anchor component={Link} to="/admin/security" fw={600}>
                Security
              </Anchor>
              .
            </Text>
          ) : null}
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
