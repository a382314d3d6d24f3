import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserStatus } from '@nimbus/shared/enums';
import { userMessages, type UserRow } from '@nimbus/shared/users';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { useCommonText } from '../../i18n/en/common.ts';
import { useStaffText } from '../../i18n/en/staff.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage, failureWithReason } from '../../lib/errors.ts';
import { useSession } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Busy = 'status' | 'delete' | null;

/**
 * Activate / Suspend / Delete of one row: only the action that applies is enabled (an active
 * user can be suspended, a suspended one activated), and the admin's own row cannot be
 * suspended or deleted (the server refuses it too).
 */
export function UserActions({ user }: { user: UserRow }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setStatus = useMutation(trpc.users.setStatus.mutationOptions());
  const remove = useMutation(trpc.users.delete.mutationOptions());
  const self = useSession()?.user.id === user.id;
  const { t } = useStaffText();
  const [busy, setBusy] = useState<Busy>(null);
  const who = `${user.name} · ${user.email}`;

  async function changeStatus(status: UserStatus) {
    const suspend = status === 'Suspend';
    const confirmed = await confirmAction({
      message: suspend ? userMessages.confirmSuspend : userMessages.confirmActivate,
      confirmLabel: suspend ? t('users.confirmSuspend') : t('users.confirmActivate'),
      danger: suspend,
      details: <ConfirmSubject>{who}</ConfirmSubject>,
    });
    if (!confirmed) return;
    setBusy('status');
    try {
      await setStatus.mutateAsync({ id: user.id, status });
      notifications.show({
        color: 'teal',
        title: useCommonText.t('alerts.success'),
        message: t(suspend ? 'users.suspended' : 'users.activated', { name: user.name }),
      });
    } catch (error) {
      await showAlert({
        title: 'Error!',
        message: failureMessage(error, suspend ? t('users.suspendFailed') : t('users.activateFailed')),
      });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries(trpc.users.pathFilter());
    }
  }

  async function deleteUser() {
    const confirmed = await confirmAction({
      message: userMessages.confirmDelete,
      confirmLabel: t('users.confirmDelete'),
      danger: true,
      details: <ConfirmSubject>{who}</ConfirmSubject>,
    });
    if (!confirmed) return;
    setBusy('delete');
    try {
      await remove.mutateAsync({ id: user.id });
      showSuccess(userMessages.deleted);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureWithReason(error, userMessages.deleteFailed) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries(trpc.users.pathFilter());
    }
  }

  const suspended = user.status === 'Suspend';
  return (
    <Group gap={6} wrap="nowrap">
      <RowAction
        tone="positive"
        disabled={!suspended || busy !== null}
        loading={busy === 'status' && suspended}
        onClick={() => void changeStatus('Active')}
        aria-label={t('users.activateLabel', { name: user.name })}
      >
        {t('users.activate')}
      </RowAction>
      <RowAction
        tone="warning"
        disabled={suspended || self || busy !== null}
        loading={busy === 'status' && !suspended}
        onClick={() => void changeStatus('Suspend')}
        aria-label={t('users.suspendLabel', { name: user.name })}
      >
        {t('users.suspend')}
      </RowAction>
      <RowAction
        tone="danger"
        disabled={self || busy !== null}
        loading={busy === 'delete'}
        onClick={() => void deleteUser()}
        aria-label={t('users.deleteLabel', { name: user.name })}
      >
        {t('users.delete')}
      </RowAction>
    </Group>
  );
}
