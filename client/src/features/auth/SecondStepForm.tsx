import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { twoFactorMessages } from '@nimbus/shared/two-factor';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAuthText } from '../../i18n/en/auth.ts';
import { tm } from '../../i18n/messages.ts';
import { SubmitButton } from '../../components/SubmitButton.tsx';

type Props = {
  /** The server's refusal of the last code, shown on the field (a new object each time). */
  failure: { message: string } | null;
  pending: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
};

/** The login's second step, for an account with two-factor authentication. */
export function SecondStepForm({ failure, pending, onSubmit, onBack }: Props) {
  const { t } = useAuthText();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : t('secondStep.codeRequired')) },
  });
  useEffect(() => {
    if (failure) form.setFieldError('code', tm(failure.message));
  }, [failure]); // eslint-disable-line react-hooks/exhaustive-deps -- once per refusal; the form object is stable

  return (
    <form onSubmit={form.onSubmit(({ code }) => onSubmit(code))} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconShieldLock size={24} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-brand-7, currentColor)" />
          <Text>{tm(twoFactorMessages.secondStep)}</Text>
        </Group>
        <TextInput
          label={t('secondStep.code')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('code')}
        />
        <SubmitButton label={t('secondStep.submit')} pendingLabel={t('secondStep.submitting')} invalid={!form.values.code.trim()} pending={pending} />
        <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
          {t('secondStep.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
