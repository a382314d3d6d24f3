import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { disableTwoFactorInput, regenerateRecoveryCodesInput, twoFactorMessages } from '@nimbus/shared/two-factor';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthText } from '../../i18n/en/auth.ts';
import { tm } from '../../i18n/messages.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';

type ModalProps = { opened: boolean; onClose: () => void };

/** New recovery codes for a current code; the old ones stop working. */
export function RegenerateModal({ opened, onClose, onCodes }: ModalProps & { onCodes: (codes: string[]) => void }) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const regenerate = useMutation(trpc.auth.twoFactor.regenerateRecoveryCodes.mutationOptions());
  const form = useForm({ mode: 'controlled', initialValues: { code: '' }, validate: zodResolver(regenerateRecoveryCodesInput) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      const { recoveryCodes } = await regenerate.mutateAsync(values);
      await queryClient.invalidateQueries(trpc.auth.twoFactor.status.queryFilter());
      close();
      onCodes(recoveryCodes);
    } catch (error) {
      form.setFieldError('code', failureMessage(error, t('twoFactor.regenerate.failed')));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.regenerate.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('twoFactor.regenerate.explanation')}</Text>
          <TextInput label={t('twoFactor.code')} autoComplete="one-time-code" inputMode="numeric" required data-autofocus {...form.getInputProps('code')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('twoFactor.cancel')}
            </Button>
            <Button type="submit" loading={regenerate.isPending}>
              {t('twoFactor.regenerate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Turning the factor off takes the password and a code (or a recovery code). */
export function DisableModal({ opened, onClose, required }: ModalProps & { required: boolean }) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const disable = useMutation(trpc.auth.twoFactor.disable.mutationOptions());
  const form = useForm({ mode: 'controlled', initialValues: { password: '', code: '' }, validate: zodResolver(disableTwoFactorInput) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      await queryClient.invalidateQueries(trpc.auth.twoFactor.status.queryFilter());
      close();
      notifications.show({ color: 'teal', message: t('twoFactor.disable.done') });
    } catch (error) {
      form.setFieldError('code', failureMessage(error, t('twoFactor.disable.failed')));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.disable.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{required ? t('twoFactor.disable.required') : t('twoFactor.disable.optional')}</Text>
          <PasswordInput label={t('fields.password')} autoComplete="current-password" required data-autofocus {...form.getInputProps('password')} />
          <TextInput
            label={t('twoFactor.disable.code')}
            description={tm(twoFactorMessages.secondStep)}
            autoComplete="one-time-code"
            required
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('twoFactor.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={disable.isPending}>
              {t('twoFactor.disable.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
