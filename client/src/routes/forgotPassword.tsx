import { IconMailForward } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/password-reset/ForgotPasswordForm.tsx';
import { ResetLayout } from '../features/password-reset/ResetLayout.tsx';
import { useAuthText } from '../i18n/en/auth.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/forgotPassword')({
  head: () => titled('forgotPassword'),
  component: ForgotPassword,
});

function ForgotPassword() {
  const { t } = useAuthText();
  return (
    <ResetLayout step={1} title={t('reset.forgot.title')} description={t('reset.forgot.description')} icon={<IconMailForward size={28} />}>
      <ForgotPasswordForm />
    </ResetLayout>
  );
}
