import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatResetCode, RESET_CODE_DIGITS, resetMessages, verifyResetCodeInput } from '@nimbus/shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { Trans } from 'react-i18next';
import { useAuthText } from '../../i18n/en/auth.ts';
import { ResetSubmit } from './ResetSubmit.tsx';

const validate = zodResolver(verifyResetCodeInput);

/** What the field shows while typing or after a paste: the digits only, grouped as in the e-mail. */
const asTyped = (text: string) => formatResetCode(text.replace(/\D/g, '').slice(0, RESET_CODE_DIGITS));

/** `email` is known when the visitor came from /forgotPassword; the code alone also works. */
export function ResetCodeForm({ email }: { email: string | undefined }) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const verify = useMutation(trpc.auth.verifyResetCode.mutationOptions());
  const form = useForm({ mode: 'controlled', initialValues: { code: '' }, validate, validateInputOnBlur: true });

  const submit = form.onSubmit(async (values) => {
    const { code } = verifyResetCodeInput.parse(values);
    try {
      await verify.mutateAsync({ code, ...(email ? { email } : {}) });
      void navigate({ to: '/updatePassword', state: { resetEmail: email, resetCode: code } });
      showSuccess(resetMessages.verified);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, resetMessages.verifyFailed) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('reset.code.label')}
          description={t('reset.code.description', { digits: RESET_CODE_DIGITS })}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="0000 0000 0000"
          required
          data-autofocus
          styles={{ input: { letterSpacing: '0.12em', fontSize: 20, fontWeight: 600, fontVariantNumeric: 'tabular-nums' } }}
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', asTyped(event.currentTarget.value))}
        />
        <ResetSubmit label={t('reset.code.submit')} invalid={!form.isValid()} pending={verify.isPending} />
        <Text size="sm" ta="center" c="dimmed">
          <Trans t={t} i18nKey="reset.code.noEmail" components={{ anchor: <Anchor component={Link} to="/forgotPassword" fw={600} /> }} />
        </Text>
      </Stack>
    </form>
  );
}
