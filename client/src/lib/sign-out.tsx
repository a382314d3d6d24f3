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

/**
 * Logout and "sign out everywhere", as every menu offers them. Logout ends the session on the
 * server too (its cookies stop working), and the page forgets the user whatever the server
 * answers: a session that already ended there is just as over here.
 */
export function useSignOut() {
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
      await showAlert({ title: 'Error!', message: failureMessage(error, 'Could not sign out everywhere. Try again.') });
      return;
    }
    session.clear();
    notifications.show({ color: 'teal', title: 'Signed out', message: sessionMessages.signedOutEverywhere, closeButtonProps: { 'aria-label': 'Close' } });
    void navigate({ to: '/login' });
  };

  const confirmSignOutEverywhere = async () =>
    (await openModals()).openConfirmModal({
      title: 'Sign out everywhere?',
      centered: true,
      children: <Text>This ends your session on every device and browser, this one included. You will need to log in again.</Text>,
      labels: { confirm: 'Sign out everywhere', cancel: 'Cancel' },
      // red.9: white on Mantine's default red is 3.6:1, under WCAG AA.
      confirmProps: { color: 'red.9' },
      onConfirm: () => void signOutEverywhere(),
    });

  return { signOut, confirmSignOutEverywhere };
}
