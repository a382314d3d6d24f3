import { Alert, Button, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPrice } from '@nimbus/shared/money';
import { paymentMessages, type StaffPayment } from '@nimbus/shared/payments';
import { IconChecks } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmAction } from '../../components/confirm.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** One payment of a bulk verification, with what became of it. */
export type BulkOutcome = { id: number; label: string; ok: boolean; message: string };

type Props = { ids: number[]; rows: readonly StaffPayment[]; onDone: (outcomes: BulkOutcome[]) => void };

/** Verifies the selected Pending payments at once; each succeeds or fails on its own. */
export function BulkVerifyButton({ ids, rows, onDone }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verifyMany = useMutation(trpc.payments.verifyMany.mutationOptions());

  async function run() {
    const count = ids.length;
    const confirmed = await confirmAction({
      message: paymentMessages.confirmVerifyMany,
      details: (
        <Text size="sm" c="dimmed" mt="xs">
          {count === 1 ? '1 selected payment' : `${count} selected payments`} will be verified.
        </Text>
      ),
      confirmLabel: 'Yes, verify',
    });
    if (!confirmed) return;
    // Labels now: verified rows leave the Pending list once it refreshes.
    const labels = new Map(rows.map((row) => [row.id, `${row.fullName}, ${formatPrice(row.amount)}`]));
    try {
      const results = await verifyMany.mutateAsync({ ids });
      const outcomes = results.map((result) => ({
        id: result.id,
        label: labels.get(result.id) ?? `Payment ${result.id}`,
        ok: result.ok,
        message: result.ok ? 'Verified' : result.message,
      }));
      const verified = outcomes.filter((outcome) => outcome.ok).length;
      notifications.show({
        color: verified === outcomes.length ? 'teal' : 'orange',
        title: 'Success!',
        message: `Verified ${verified} of ${outcomes.length} payments.`,
      });
      onDone(outcomes);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, 'Failed to verify the selected payments.') });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries(trpc.payments.list.queryFilter()),
        queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter()),
      ]);
    }
  }

  return (
    <Button leftSection={<IconChecks size={16} aria-hidden />} disabled={ids.length === 0} loading={verifyMany.isPending} onClick={() => void run()}>
      Verify selected{ids.length > 0 ? ` (${ids.length})` : ''}
    </Button>
  );
}

/** What the last bulk verification did, payment by payment, until dismissed. */
export function BulkOutcomes({ outcomes, onClose }: { outcomes: BulkOutcome[]; onClose: () => void }) {
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  return (
    <Alert
      color={failed ? 'orange' : 'teal'}
      title={`Verified ${outcomes.length - failed} of ${outcomes.length} selected payments`}
      withCloseButton
      closeButtonLabel="Dismiss the results"
      onClose={onClose}
      role="status"
    >
      <List size="sm" spacing={2}>
        {outcomes.map((outcome) => (
          <List.Item key={outcome.id}>
            {outcome.label}:{' '}
            <Text span size="sm" fw={600} c={outcome.ok ? 'teal.9' : 'red.8'}>
              {outcome.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
