import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { openModals } from './modals.ts';
import { notifications } from '@mantine/notifications';
import { sessionMessages } from '@nimbus/shared/sessions';
import { useNavigate } from '@tanstack/react-router';
import { showAlert } from './alerts.tsx';
import { failureMessage } from './errors.ts';
import { session } from './session-store.ts';
import { useTRPC } from './trpc.ts';
import { useCommonText } from '../i18n/en/common.ts';
import { tm } from '../i18n/messages.ts';

/**
 * Logout and "sign out everywhere", as every menu offers them. Logout ends the session on the
 * server too (its cookies stop working), and the page forgets the user whatever the server
 * answers: a session that already ended there is just as over here.
 */
export function useSignOut() {
  const { t } = useCommonText();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const everywhere = useMutation(trpc.auth.logoutEverywhere.mutationOptions());

  const signOut = async () => {
    await logout.mutateAsync().catch(() => undefined);
    session.clear();
    void navigate({ to: '/' });
  };

  const signOutEverywhere = async () => {
    try {
      await everywhere.mutateAsync();
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('signOut.failed')) });
      return;
    }
    session.clear();
    notifications.show({
      color: 'teal',
      title: t('signOut.signedOut'),
      message: tm(sessionMessages.signedOutEverywhere),
      closeButtonProps: { 'aria-label': t('signOut.close') },
    });
    void navigate({ to: '/login' });
  };

  const confirmSignOutEverywhere = async () =>
    (await openModals()).openConfirmModal({
      title: t('signOut.confirmTitle'),
      centered: true,
      children: <Text>{t('signOut.confirmText')}</Text>,
      labels: { confirm: t('signOut.confirmButton'), cancel: t('signOut.cancel') },
      // red.9: white on Mantine's default red is 3.6:1, under WCAG AA.
      confirmProps: { color: 'red.9' },
      onConfirm: () => void signOutEverywhere(),
    });

  return { signOut, confirmSignOutEverywhere };
}
