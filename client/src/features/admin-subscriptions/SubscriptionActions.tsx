import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { subscriptionMessages, type StaffSubscription } from '@nimbus/shared/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { useCommonText } from '../../i18n/en/common.ts';
import { useStaffText } from '../../i18n/en/staff.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Props = {
  subscription: StaffSubscription;
  onActivate: (subscription: StaffSubscription) => void;
  /** Opens the panel line's drawer: its state, the panel's error with Retry, the provisioning log. */
  onShowLine: (subscription: StaffSubscription) => void;
};

/** Activate (Pending or Expired: asks for credentials first), Deactivate (Active), and the panel line when there is one. */
export function SubscriptionActions({ subscription, onActivate, onShowLine }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deactivate = useMutation(trpc.subscriptions.deactivate.mutationOptions());
  const { t } = useStaffText();
  const [busy, setBusy] = useState(false);
  const active = subscription.status === 'Active';

  async function confirmDeactivate() {
    const confirmed = await confirmAction({
      message: subscriptionMessages.confirmDeactivate,
      confirmLabel: t('subscriptions.confirmDeactivate'),
      danger: true,
      details: <ConfirmSubject>{`${subscription.fullName || subscription.email} · ${subscription.plan.name}`}</ConfirmSubject>,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await deactivate.mutateAsync({ id: subscription.id });
      notifications.show({ color: 'teal', title: useCommonText.t('alerts.success'), message: t('subscriptions.deactivated', { name: subscription.fullName }) });
    } catch (error) {
      // Someone else may have acted first: their message, and the row as it is now.
      await showAlert({ title: 'Error!', message: failureMessage(error, t('subscriptions.deactivateFailed')) });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter());
    }
  }

  const who = subscription.fullName || subscription.email;
  return (
    <Group gap={6} wrap="nowrap">
      <RowAction tone="positive" disabled={active || busy} onClick={() => onActivate(subscription)} aria-label={t('subscriptions.activateLabel', { who })}>
        {t('subscriptions.activate')}
      </RowAction>
      <RowAction
        tone="danger"
        disabled={!active}
        loading={busy}
        onClick={() => void confirmDeactivate()}
        aria-label={t('subscriptions.deactivateLabel', { who })}
      >
        {t('subscriptions.deactivate')}
      </RowAction>
      {(subscription.provisioning !== null || subscription.panelLineId !== null || subscription.provisioningError !== null) && (
        <RowAction
          tone={subscription.provisioning === 'Failed' || subscription.provisioningError ? 'warning' : 'neutral'}
          onClick={() => onShowLine(subscription)}
          aria-label={t('subscriptions.lineLabel', { who })}
        >
          {t('subscriptions.line')}
        </RowAction>
      )}
    </Group>
  );
}
