import { IconMailForward } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/password-reset/ForgotPasswordForm.tsx';
import { ResetLayout } from '../features/password-reset/ResetLayout.tsx';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/forgotPassword')({
  head: () => titled('forgotPassword'),
  component: ForgotPassword,
});

function ForgotPassword() {
  return (
    <ResetLayout
      step={1}
      title="Forgot your password?"
      description="Enter the e-mail of your account and we will send you a code to reset your password."
      icon={<IconMailForward size={28} />}
    >
      <ForgotPasswordForm />
    </ResetLayout>
  );
}
