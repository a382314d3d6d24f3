import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '@nimbus/shared/money';
import type { MyPayment } from '@nimbus/shared/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { InvoiceButton } from '../../components/InvoiceButton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { tm } from '../../i18n/messages.ts';
import { failureMessage } from '../../lib/errors.ts';
import { useTableState } from '../../lib/table-state.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { formatDay } from '@nimbus/shared/format';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';

type Texts = ReturnType<typeof useAccountText>['t'];

const paymentColumns = (t: Texts): Column<MyPayment>[] => [
  {
    key: 'date',
    header: t('payments.date'),
    render: (payment) => (
      <>
        <Text size="sm">{formatDay(payment.paymentDate)}</Text>
        {/* The order reference, as written in the transfer and named in the e-mails (ADR 038). */}
        <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {payment.reference}
        </Text>
      </>
    ),
  },
  { key: 'plan', header: t('payments.plan'), render: (payment) => payment.planName, visibleFrom: 'sm' },
  {
    key: 'amount',
    header: t('payments.amount'),
    render: (payment) => (
      <>
        <Text size="sm">{formatPrice(payment.amount)}</Text>
        {/* A phone has no room for the Method column: the method goes under the amount. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {tm(PAYMENT_METHOD_LABELS[payment.paymentMethod])}
        </Text>
      </>
    ),
  },
  { key: 'method', header: t('payments.method'), render: (payment) => tm(PAYMENT_METHOD_LABELS[payment.paymentMethod]), visibleFrom: 'sm' },
  {
    key: 'status',
    header: t('payments.status'),
    render: (payment) => (
      <Stack gap={2} align="flex-start">
        <StatusBadge status={payment.status} />
        {payment.status === 'Failed' && payment.rejectReason && (
          <Text size="xs" c="red.9" maw={260}>
            {t('payments.reason', { reason: payment.rejectReason })}
          </Text>
        )}
        {/* A phone has no room for the Invoice column: the button goes under the status. */}
        {payment.invoiceNumber && (
          <Box hiddenFrom="sm">
            <InvoiceButton paymentId={payment.id} number={payment.invoiceNumber} />
          </Box>
        )}
      </Stack>
    ),
  },
  {
    key: 'invoice',
    header: t('payments.invoice'),
    visibleFrom: 'sm',
    render: (payment) =>
      payment.invoiceNumber ? (
        <InvoiceButton paymentId={payment.id} number={payment.invoiceNumber} />
      ) : (
        <Text size="xs" c="dimmed">
          {payment.status === 'Pending' ? t('payments.afterVerification') : '—'}
        </Text>
      ),
  },
];

/** Recent Payments: the customer's own payments, newest first, paged on the server (5 a page). */
export function RecentPayments() {
  const { t } = useAccountText();
  const columns = useMemo(() => paymentColumns(t), [t]);
  const trpc = useTRPC();
  const state = useTableState();
  const payments = useQuery(trpc.payments.mine.queryOptions(state.query, { placeholderData: keepPreviousData }));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('payments.title')}
        </Title>
        <DataTable
          caption={t('payments.caption')}
          columns={columns}
          data={payments.data}
          rowKey={(payment) => payment.id}
          state={state}
          loading={payments.isFetching}
          error={payments.error ? failureMessage(payments.error, t('payments.failed')) : null}
          onRetry={() => void payments.refetch()}
          emptyText={t('payments.empty')}
          searchable={false}
          minWidth={0}
        />
      </Stack>
    </Paper>
  );
}
