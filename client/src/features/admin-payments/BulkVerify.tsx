import { Alert, Button, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPrice } from '@nimbus/shared/money';
import { paymentMessages, type StaffPayment } from '@nimbus/shared/payments';
import { IconChecks } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmAction } from '../../components/confirm.tsx';
import { useCommonText } from '../../i18n/en/common.ts';
import { useStaffText } from '../../i18n/en/staff.ts';
import { tm } from '../../i18n/messages.ts';
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
  const { t } = useStaffText();

  async function run() {
    const count = ids.length;
    const confirmed = await confirmAction({
      message: paymentMessages.confirmVerifyMany,
      details: (
        <Text size="sm" c="dimmed" mt="xs">
          {t('bulk.willBeVerified', { count })}
        </Text>
      ),
      confirmLabel: t('payments.confirmVerify'),
    });
    if (!confirmed) return;
    // Labels now: verified rows leave the Pending list once it refreshes.
    const labels = new Map(rows.map((row) => [row.id, `${row.fullName}, ${formatPrice(row.amount)}`]));
    try {
      const results = await verifyMany.mutateAsync({ ids });
      const outcomes = results.map((result) => ({
        id: result.id,
        label: labels.get(result.id) ?? t('bulk.paymentLabel', { id: result.id }),
        ok: result.ok,
        message: result.ok ? t('bulk.verifiedOutcome') : tm(result.message),
      }));
      const verified = outcomes.filter((outcome) => outcome.ok).length;
      notifications.show({
        color: verified === outcomes.length ? 'teal' : 'orange',
        title: useCommonText.t('alerts.success'),
        message: t('bulk.done', { verified, total: outcomes.length }),
      });
      onDone(outcomes);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('bulk.failed')) });
    } finally {
      await Promise.all([
        queryClient.invalidateQueries(trpc.payments.list.queryFilter()),
        queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter()),
      ]);
    }
  }

  return (
    <Button leftSection={<IconChecks size={16} aria-hidden />} disabled={ids.length === 0} loading={verifyMany.isPending} onClick={() => void run()}>
      {ids.length > 0 ? t('bulk.verifySelectedCount', { number: ids.length }) : t('bulk.verifySelected')}
    </Button>
  );
}

/** What the last bulk verification did, payment by payment, until dismissed. */
export function BulkOutcomes({ outcomes, onClose }: { outcomes: BulkOutcome[]; onClose: () => void }) {
  const { t } = useStaffText();
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  return (
    <Alert
      color={failed ? 'orange' : 'teal'}
      title={t('bulk.outcomesTitle', { verified: outcomes.length - failed, total: outcomes.length })}
      withCloseButton
      closeButtonLabel={t('bulk.dismiss')}
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
