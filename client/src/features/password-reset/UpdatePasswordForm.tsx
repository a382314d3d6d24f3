import { PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetMessages, updatePasswordInput } from '@nimbus/shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import type { ResetState } from './reset-state.ts';
import { useAuthText } from '../../i18n/en/auth.ts';
import { ResetSubmit } from './ResetSubmit.tsx';

const check = zodResolver(updatePasswordInput);

/** The last step: a new password for the verified code the previous screen handed over. */
export function UpdatePasswordForm({ code, email }: Required<Pick<ResetState, 'code'>> & Pick<ResetState, 'email'>) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const update = useMutation(trpc.auth.updatePassword.mutationOptions());
  const carried = { code, ...(email ? { email } : {}) };
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => check({ ...values, ...carried }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, ...carried });
      // replace: Back must not return to a screen whose code is now spent.
      void navigate({ to: '/login', replace: true, state: {} });
      showSuccess(resetMessages.updated);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, resetMessages.updateFailed) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput label={t('reset.update.password')} autoComplete="new-password" required data-autofocus {...form.getInputProps('password')} />
        <PasswordInput label={t('reset.update.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <ResetSubmit label={t('reset.update.submit')} invalid={!form.isValid()} pending={update.isPending} />
      </Stack>
    </form>
  );
}
