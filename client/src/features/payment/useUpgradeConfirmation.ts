import type { Role } from '@nimbus/shared/enums';
import { subscriptionMessages } from '@nimbus/shared/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { dashboardPath } from '../../lib/landing.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Current = { id: number } | null | undefined;

/**
 * Paying for a dearer plan while a subscription is Active (specification section 4; which plan
 * is an upgrade is `renewalChoice`'s call): ask to upgrade, then to delete the current plan.
 * Yes to both deletes it and the customer stays to pay; Cancel at either step, or a failed
 * delete, goes back to the dashboard. Returns whether the question is still open (the payment
 * must wait for it).
 */
export function useUpgradeConfirmation(current: Current, upgrade: boolean, role: Role | undefined): boolean {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.subscriptions.delete.mutationOptions());
  const asked = useRef<number | null>(null);
  const otherPlan = current != null && upgrade;

  useEffect(() => {
    if (!otherPlan || !current || asked.current === current.id) return;
    asked.current = current.id; // once per subscription, also under StrictMode's double effects
    const leave = () => void navigate({ to: dashboardPath(role) });

    void (async () => {
      const upgrade = await confirmAction({
        message: subscriptionMessages.confirmUpgrade,
        confirmLabel: 'Yes, upgrade it!',
        cancelLabel: 'Cancel',
      });
      if (!upgrade) return leave();
      const deleteCurrent = await confirmAction({
        message: subscriptionMessages.confirmDeleteCurrent,
        confirmLabel: 'Yes, delete it!',
        cancelLabel: 'Cancel',
        danger: true,
      });
      if (!deleteCurrent) return leave();
      try {
        await remove.mutateAsync({ id: current.id });
        await queryClient.invalidateQueries(trpc.subscriptions.mine.queryFilter());
        showSuccess(subscriptionMessages.deleted);
      } catch {
        leave();
        await showAlert({ title: 'Error!', message: subscriptionMessages.deleteFailed });
      }
    })();
    // The mutation and utils objects change identity on every render; the ref guards re-entry.
  }, [otherPlan, current?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- mutation and utils change identity every render (see above)

  return otherPlan;
}
