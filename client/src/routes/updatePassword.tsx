import { Center, Loader } from '@mantine/core';
import { PASSWORD_MIN } from '@nimbus/shared/constants';
import { resetMessages } from '@nimbus/shared/password-reset';
import { IconLockPassword } from '@tabler/icons-react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ResetLayout } from '../features/password-reset/ResetLayout.tsx';
import { useResetState } from '../features/password-reset/reset-state.ts';
import { UpdatePasswordForm } from '../features/password-reset/UpdatePasswordForm.tsx';
import { showAlert } from '../lib/alerts.tsx';
import { useAuthText } from '../i18n/en/auth.ts';
import { titled } from '../lib/page-title.ts';

export const Route = createFileRoute('/updatePassword')({
  head: () => titled('updatePassword'),
  component: UpdatePassword,
});

function UpdatePassword() {
  // Read once: while this screen navigates away, the router's location (and its state) is
  // already the next one, and a missing code must not send the visitor back to /resetCode then.
  const { t } = useAuthText();
  const handedOver = useResetState();
  const [{ email, code }] = useState(handedOver);
  const navigate = useNavigate();
  const sentBack = useRef(false);

  // Without a verified code there is nothing to update (specification section 8).
  useEffect(() => {
    if (code || sentBack.current) return;
    sentBack.current = true;
    void navigate({ to: '/resetCode', replace: true, state: email ? { resetEmail: email } : {} });
    void showAlert({ title: 'Error!', message: resetMessages.codeMissing });
  }, [code, email, navigate]);

  if (!code) {
    return (
      <Center py={120}>
        <Loader aria-label={t('reset.update.loading')} />
      </Center>
    );
  }
  return (
    <ResetLayout
      step={3}
      title={t('reset.update.title')}
      description={t('reset.update.description', { min: PASSWORD_MIN })}
      icon={<IconLockPassword size={28} />}
    >
      <UpdatePasswordForm code={code} email={email} />
    </ResetLayout>
  );
}
