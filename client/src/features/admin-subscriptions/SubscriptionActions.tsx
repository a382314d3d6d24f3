import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { subscriptionMessages, type StaffSubscription } from '@nimbus/shared/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { RowAction } from '../../components/RowAction.tsx';
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
  const [busy, setBusy] = useState(false);
  const active = subscription.status === 'Active';

  async function confirmDeactivate() {
    const confirmed = await confirmAction({
      message: subscriptionMessages.confirmDeactivate,
      confirmLabel: 'Yes, deactivate',
      danger: true,
      details: <ConfirmSubject>{`${subscription.fullName || subscription.email} · ${subscription.plan.name}`}</ConfirmSubject>,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await deactivate.mutateAsync({ id: subscription.id });
      notifications.show({ color: 'teal', title: 'Success!', message: `${subscription.fullName}'s subscription is deactivated.` });
    } catch (error) {
      // Someone else may have acted first: their message, and the row as it is now.
      await showAlert({ title: 'Error!', message: failureMessage(error, 'Failed to deactivate the subscription.') });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter());
    }
  }

  const who = subscription.fullName || subscription.email;
  return (
    <Group gap={6} wrap="nowrap">
      <RowAction tone="positive" disabled={active || busy} onClick={() => onActivate(subscription)} aria-label={`Activate ${who}'s subscription`}>
        Activate
      </RowAction>
      <RowAction tone="danger" disabled={!active} loading={busy} onClick={() => void confirmDeactivate()} aria-label={`Deactivate ${who}'s subscription`}>
        Deactivate
      </RowAction>
      {(subscription.provisioning !== null || subscription.panelLineId !== null || subscription.provisioningError !== null) && (
        <RowAction
          tone={subscription.provisioning === 'Failed' || subscription.provisioningError ? 'warning' : 'neutral'}
          onClick={() => onShowLine(subscription)}
          aria-label={`Line of ${who}'s subscription on the panel`}
        >
          Line
        </RowAction>
      )}
    </Group>
  );
}
