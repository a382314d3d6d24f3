import { Text } from '@mantine/core';
import { RESET_CODE_TTL_MINUTES } from '@nimbus/shared/password-reset';
import { IconShieldCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ResetCodeForm } from '../features/password-reset/ResetCodeForm.tsx';
import { ResetLayout } from '../features/password-reset/ResetLayout.tsx';
import { useResetState } from '../features/password-reset/reset-state.ts';
import { Trans } from 'react-i18next';
import { useAuthText } from '../i18n/en/auth.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/resetCode')({
  head: () => titled('resetCode'),
  component: ResetCode,
});

function ResetCode() {
  const { t } = useAuthText();
  const { email } = useResetState();
  return (
    <ResetLayout
      step={2}
      title={t('reset.code.title')}
      description={
        <>
          {email ? (
            <Trans
              t={t}
              i18nKey="reset.code.sentTo"
              values={{ email }}
              components={{ email: <Text span fw={700} c="var(--nimbus-strong-text)" style={{ overflowWrap: 'anywhere' }} /> }}
            />
          ) : (
            t('reset.code.fromEmail')
          )}{' '}
          {t('reset.code.expires', { minutes: RESET_CODE_TTL_MINUTES })}
        </>
      }
      icon={<IconShieldCheck size={28} />}
    >
      <ResetCodeForm email={email} />
    </ResetLayout>
  );
}
