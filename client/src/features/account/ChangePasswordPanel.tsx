import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetMessages } from '@nimbus/shared/password-reset';
import { changePasswordInput, userMessages } from '@nimbus/shared/users';
import { useMutation } from '@tanstack/react-query';
import { useAccountText } from '../../i18n/en/account.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';

const validate = zodResolver(changePasswordInput);
const initialValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changing the password ends every other session (the server moves the token version on);
 * this one continues with the new session cookies the answer sets.
 */
export function ChangePasswordPanel() {
  const { t } = useAccountText();
  const trpc = useTRPC();
  const change = useMutation(trpc.users.changePassword.mutationOptions());
  const form = useForm({ mode: 'controlled', initialValues, validate, validateInputOnBlur: true });
  const invalid = !form.isValid();

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      showSuccess(userMessages.passwordChanged);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, resetMessages.updateFailed) });
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} fz="h4">
              {t('password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('password.intro')}
            </Text>
          </div>
          <PasswordInput label={t('password.current')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <PasswordInput label={t('password.new')} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
          <PasswordInput label={t('password.confirm')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Button type="submit" mt="xs" loading={change.isPending} data-disabled={invalid || undefined} aria-disabled={invalid || change.isPending}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
