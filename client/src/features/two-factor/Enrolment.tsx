import { Alert, Box, Button, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmTwoFactorInput, type TwoFactorEnrolment } from '@nimbus/shared/two-factor';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyValueButton } from '../../components/CopyValueButton.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useAuthText } from '../../i18n/en/auth.ts';
import { EnrolmentQr } from './EnrolmentQr.tsx';

const validate = zodResolver(confirmTwoFactorInput);

/** Turning the second factor on: a new secret as a QR code and as text, then one code to prove it took. */
export function Enrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const begin = useMutation(trpc.auth.twoFactor.begin.mutationOptions());
  const confirm = useMutation(trpc.auth.twoFactor.confirm.mutationOptions());
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { code: '' }, validate, validateInputOnBlur: true });

  const start = async () => setEnrolment(await begin.mutateAsync());

  const submit = form.onSubmit(async (values) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync(values);
      await queryClient.invalidateQueries(trpc.auth.twoFactor.status.queryFilter());
      onEnabled(recoveryCodes);
    } catch (error) {
      form.setFieldError('code', failureMessage(error, t('twoFactor.enrol.checkFailed')));
    }
  });

  if (!enrolment) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('twoFactor.enrol.intro')}</Text>
        {begin.error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {failureMessage(begin.error, t('twoFactor.enrol.startFailed'))}
          </Alert>
        ) : null}
        <Button onClick={() => void start().catch(() => undefined)} loading={begin.isPending}>
          {t('twoFactor.enrol.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <List type="ordered" spacing={4} size="sm">
        <List.Item>{t('twoFactor.enrol.steps.open')}</List.Item>
        <List.Item>{t('twoFactor.enrol.steps.scan')}</List.Item>
        <List.Item>{t('twoFactor.enrol.steps.enter')}</List.Item>
      </List>
      <Group align="flex-start" gap="lg">
        <Paper withBorder radius="md" p="xs">
          <EnrolmentQr uri={enrolment.uri} />
        </Paper>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm" fw={600} id="setup-key-label">
            {t('twoFactor.enrol.setupKey')}
          </Text>
          <Box>
            <Text ff="monospace" fz="md" style={{ overflowWrap: 'anywhere', letterSpacing: 1 }} aria-labelledby="setup-key-label" data-testid="totp-secret">
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Text>
          </Box>
          <Box>
            <CopyValueButton value={enrolment.secret} label={t('twoFactor.enrol.copyKey')} />
          </Box>
          <Text size="xs" c="dimmed">
            {t('twoFactor.enrol.keyHint')}
          </Text>
        </Stack>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" align="flex-start">
          <TextInput
            label={t('twoFactor.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            w="100%"
            maw={280}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={confirm.isPending}>
            {t('twoFactor.enrol.turnOn')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
