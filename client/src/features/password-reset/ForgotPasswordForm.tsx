import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordInput, resetMessages } from '@nimbus/shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useAuthText } from '../../i18n/en/auth.ts';
import { ResetSubmit } from './ResetSubmit.tsx';

const validate = zodResolver(forgotPasswordInput);

export function ForgotPasswordForm() {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const send = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate, validateInputOnBlur: true });

  const submit = form.onSubmit(async (values) => {
    const { email } = forgotPasswordInput.parse(values);
    try {
      const { sent } = await send.mutateAsync({ email });
      if (!sent) {
        await showAlert({ title: 'Error!', message: resetMessages.accountNotFound });
        return;
      }
      // The toast stays over the next screen.
      void navigate({ to: '/resetCode', state: { resetEmail: email } });
      showSuccess(resetMessages.sent);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, resetMessages.sendFailed) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required data-autofocus {...form.getInputProps('email')} />
        <ResetSubmit label={t('reset.forgot.submit')} invalid={!form.isValid()} pending={send.isPending} />
      </Stack>
    </form>
  );
}
