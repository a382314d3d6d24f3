import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN } from '@nimbus/shared/constants';
import { createAdminInput, setupMessages } from '@nimbus/shared/setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { useAuthText } from '../../i18n/en/auth.ts';
import { SubmitButton } from '../../components/SubmitButton.tsx';

const check = zodResolver(createAdminInput);

/** The first ADMIN's name, e-mail and password; the link's token travels with them. */
export function SetupForm({ token }: { token: string }) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.setup.createAdmin.mutationOptions());
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: (values) => check({ ...values, token }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, token });
      // replace: the spent link leaves the history, and Back does not show its form again.
      void navigate({ to: '/login', replace: true });
      showSuccess(setupMessages.created);
    } catch (error) {
      // An expired or used link: the page turns into its explanation.
      void queryClient.invalidateQueries(trpc.setup.status.queryFilter({ token }));
      await showAlert({ title: 'Error!', message: failureMessage(error, t('setup.failed')) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('fields.firstName')} autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label={t('fields.lastName')} autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput
          label={t('fields.password')}
          description={t('setup.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <SubmitButton label={t('setup.submit')} pendingLabel={t('setup.submitting')} invalid={!form.isValid()} pending={create.isPending} />
      </Stack>
    </form>
  );
}
