import { Text } from '@mantine/core';
import { RESET_CODE_TTL_MINUTES } from '@nimbus/shared/password-reset';
import { IconShieldCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ResetCodeForm } from '../features/password-reset/ResetCodeForm.tsx';
import { ResetLayout } from '../features/password-reset/ResetLayout.tsx';
import { useResetState } from '../features/password-reset/reset-state.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/resetCode')({
  head: () => titled('resetCode'),
  component: ResetCode,
});

function ResetCode() {
  const { email } = useResetState();
  return (
    <ResetLayout
      step={2}
      title="Enter your reset code"
      description={
        <>
          {email ? (
            <>
              We sent a code to{' '}
              <Text span fw={700} c="var(--nimbus-strong-text)" style={{ overflowWrap: 'anywhere' }}>
                {email}
              </Text>
              .
            </>
          ) : (
            'Enter the code from the password reset e-mail.'
          )}{' '}
          It expires in {RESET_CODE_TTL_MINUTES} minutes.
        </>
      }
      icon={<IconShieldCheck size={28} />}
    >
      <ResetCodeForm email={email} />
    </ResetLayout>
  );
}
