import { Badge, Group, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPrice } from '@nimbus/shared/money';
import { paymentMessages, type StaffPayment } from '@nimbus/shared/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { InvoiceButton } from '../../components/InvoiceButton.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { useCommonText } from '../../i18n/en/common.ts';
import { useStaffText } from '../../i18n/en/staff.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

type Props = { payment: StaffPayment; onViewReceipt: (payment: StaffPayment) => void };

/** The receipt, and for a Pending payment Verify or reject (with an optional reason for the customer). */
export function PaymentActions({ payment, onViewReceipt }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verify = useMutation(trpc.payments.verify.mutationOptions());
  const reject = useMutation(trpc.payments.reject.mutationOptions());
  const { t } = useStaffText();
  const [busy, setBusy] = useState<'verify' | 'reject' | null>(null);
  const pending = payment.status === 'Pending';
  const who = { name: payment.fullName, amount: formatPrice(payment.amount) };
  const what = t('payments.subject', who);

  async function run(action: 'verify' | 'reject', call: () => Promise<unknown>, success: string, fallback: string) {
    setBusy(action);
    try {
      await call();
      notifications.show({ color: action === 'verify' ? 'teal' : 'orange', title: useCommonText.t('alerts.success'), message: success });
    } catch (error) {
      // Also when another staff member decided first: their decision stands, the row shows it.
      await showAlert({ title: 'Error!', message: failureMessage(error, fallback) });
    } finally {
      setBusy(null);
      await Promise.all([
        queryClient.invalidateQueries(trpc.payments.list.queryFilter()),
        queryClient.invalidateQueries(trpc.subscriptions.list.queryFilter()),
      ]);
    }
  }

  async function confirmVerify() {
    if (
      !(await confirmAction({
        message: paymentMessages.confirmVerify,
        confirmLabel: t('payments.confirmVerify'),
        details: <ConfirmSubject>{what}</ConfirmSubject>,
      }))
    )
      return;
    await run('verify', () => verify.mutateAsync({ id: payment.id }), t('payments.verified', who), t('payments.verifyFailed'));
  }

  async function confirmReject() {
    let reason = '';
    const confirmed = await confirmAction({
      message: paymentMessages.confirmReject,
      confirmLabel: t('payments.confirmReject'),
      danger: true,
      details: (
        <>
          <ConfirmSubject>{what}</ConfirmSubject>
          <Textarea
            mt="md"
            label={t('payments.rejectReason')}
            description={t('payments.rejectReasonHint')}
            maxLength={200}
            autosize
            minRows={2}
            onChange={(event) => {
              reason = event.currentTarget.value;
            }}
          />
        </>
      ),
    });
    if (!confirmed) return;
    const trimmed = reason.trim();
    await run(
      'reject',
      () => reject.mutateAsync({ id: payment.id, ...(trimmed ? { reason: trimmed } : {}) }),
      t('payments.rejected', who),
      t('payments.rejectFailed'),
    );
  }

  return (
    <Group gap={6} wrap="nowrap">
      {payment.receiptUrl ? (
        <RowAction tone="neutral" onClick={() => onViewReceipt(payment)} aria-label={t('payments.viewReceiptLabel', who)}>
          {t('payments.receipt')}
        </RowAction>
      ) : (
        // A coupon paid the whole price: there is no receipt to check (ADR 037).
        <Badge variant="light" color="teal" tt="none" size="lg" radius="sm" c="light-dark(#05664a, var(--mantine-color-teal-2))">
          {t('payments.coveredByCoupon')}
        </Badge>
      )}
      <RowAction
        tone="positive"
        disabled={!pending || (busy !== null && busy !== 'verify')}
        loading={busy === 'verify'}
        onClick={() => void confirmVerify()}
        aria-label={t('payments.verifyLabel', who)}
      >
        {t('payments.verify')}
      </RowAction>
      <RowAction
        tone="danger"
        disabled={!pending || (busy !== null && busy !== 'reject')}
        loading={busy === 'reject'}
        onClick={() => void confirmReject()}
        aria-label={t('payments.rejectLabel', who)}
      >
        {t('payments.reject')}
      </RowAction>
      {payment.invoiceNumber && <InvoiceButton paymentId={payment.id} number={payment.invoiceNumber} />}
    </Group>
  );
}
