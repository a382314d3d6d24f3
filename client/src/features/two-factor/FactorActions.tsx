import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { disableTwoFactorInput, regenerateRecoveryCodesInput, twoFactorMessages } from '@nimbus/shared/two-factor';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';

type ModalProps = { opened: boolean; onClose: () => void };

/** New recovery codes for a current code; the old ones stop working. */
export function RegenerateModal({ opened, onClose, onCodes }: ModalProps & { onCodes: (codes: string[]) => void }) {
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
      form.setFieldError('code', failureMessage(error, 'The codes could not be replaced. Try again.'));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title="New recovery codes" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">Your current recovery codes stop working. Enter the 6-digit code from your authenticator app.</Text>
          <TextInput label="6-digit code" autoComplete="one-time-code" inputMode="numeric" required data-autofocus {...form.getInputProps('code')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={regenerate.isPending}>
              Get new codes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Turning the factor off takes the password and a code (or a recovery code). */
export function DisableModal({ opened, onClose, required }: ModalProps & { required: boolean }) {
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
      notifications.show({ color: 'teal', message: 'Two-factor authentication is off.' });
    } catch (error) {
      form.setFieldError('code', failureMessage(error, 'Two-factor authentication could not be turned off. Try again.'));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title="Turn off two-factor authentication" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {required
              ? 'Admins must use two-factor authentication here: you will have to set it up again before you can continue.'
              : 'Your password alone will sign you in again.'}
          </Text>
          <PasswordInput label="Password" autoComplete="current-password" required data-autofocus {...form.getInputProps('password')} />
          <TextInput
            label="6-digit code or recovery code"
            description={twoFactorMessages.secondStep}
            autoComplete="one-time-code"
            required
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={disable.isPending}>
              Turn off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
