import { Anchor, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginInput } from '@nimbus/shared/auth';
import { TWO_FACTOR_REASONS } from '@nimbus/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useAuthText } from '../../i18n/en/auth.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { errorReason } from '../../lib/error-reason.ts';
import { landingAfterAuth } from '../../lib/landing.ts';
import { chosenPlan, type PlanSearch } from '../../lib/plan-search.ts';
import { session } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zodResolver } from '../../lib/zod-form.ts';
import { loginFailureMessage } from './auth-errors.ts';
import { SecondStepForm } from './SecondStepForm.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';

const validate = zodResolver(loginInput);

type Props = {
  chosen: PlanSearch;
  /** A same-site path to go back to (already checked by the route's validateSearch). */
  returnTo?: string | undefined;
};

export function LoginForm({ chosen, returnTo }: Props) {
  const { t } = useAuthText();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const router = useRouter();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate,
    validateInputOnBlur: true,
  });
  // The second step, once the server said this account needs a code; its last refusal.
  const [secondStep, setSecondStep] = useState<{ failure: { message: string } | null } | null>(null);

  const attempt = async (totpCode?: string) => {
    try {
      const result = await login.mutateAsync({ ...form.getValues(), ...(totpCode === undefined ? {} : { totpCode }) });
      session.set({ user: result.user });
      // Back to the page that asked for a login (its own guard still checks the role), else
      // the role's landing; after the second step too, as both pass through here.
      if (returnTo) await router.navigate({ href: returnTo });
      else await navigate(landingAfterAuth(result.user.role, chosen));
    } catch (error) {
      const reason = errorReason(error);
      if (reason === TWO_FACTOR_REASONS.required) setSecondStep({ failure: null });
      else if (reason === TWO_FACTOR_REASONS.invalid && error instanceof Error) setSecondStep({ failure: { message: error.message } });
      else {
        setSecondStep(null);
        await showAlert({ title: 'Error!', message: loginFailureMessage(error) });
      }
    }
  };

  // An invalid submit validates every field, so all of them show their message.
  const submit = form.onSubmit(() => attempt());

  if (secondStep) {
    return <SecondStepForm failure={secondStep.failure} pending={login.isPending} onSubmit={(code) => void attempt(code)} onBack={() => setSecondStep(null)} />;
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label={t('fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-4}>
          <Anchor component={Link} to="/forgotPassword" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <SubmitButton label={t('login.submit')} pendingLabel={t('login.submitting')} invalid={!form.isValid()} pending={login.isPending} />
        <Text size="sm" ta="center">
          <Trans
            t={t}
            i18nKey="login.noAccount"
            components={{ anchor: <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/register" search={chosenPlan(chosen)} />} /> }}
          />
        </Text>
      </Stack>
    </form>
  );
}
