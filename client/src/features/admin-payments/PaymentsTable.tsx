import { SegmentedControl, Stack, Text } from '@mantine/core';
import { formatPrice } from '@nimbus/shared/money';
import type { StaffPayment } from '@nimbus/shared/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { NoWrap } from '../../components/NoWrap.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { FIRST_PAGE } from '../../lib/table-url.ts';
import { paymentsList } from '../../lib/staff-table-queries.ts';
import { paymentStatusOf, type PaymentsSearch } from '../../lib/staff-table-urls.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';
import { DuplicateBadges } from './DuplicateFlags.tsx';
import { BulkOutcomes, BulkVerifyButton, type BulkOutcome } from './BulkVerify.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import { ReceiptModal } from './ReceiptModal.tsx';
import { paymentsQuery } from '../../lib/staff-table-urls.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { useStaffText } from '../../i18n/en/staff.ts';
import { tm } from '../../i18n/messages.ts';
import { upgradeText } from './upgrade-text.ts';
import classes from './PaymentsTable.module.css';

const ALL = 'all';
// The work queue first.
const FILTERS = ['Pending', 'Completed', 'Failed'] as const;

/**
 * Payments for staff (ADMIN and AGENT alike). The Pending filter is the default: it is the
 * work queue (receipts waiting for a decision); Completed, Failed and All are for look-ups.
 */
export function PaymentsTable({ search, setSearch }: { search: PaymentsSearch; setSearch: SetTableSearch<PaymentsSearch> }) {
  const trpc = useTRPC();
  const { t } = useStaffText();
  const state = useUrlTableState(search, setSearch);
  const list = paymentsList(trpc, search);
  const status = paymentStatusOf(search);
  const payments = useQuery({ ...list, placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [viewing, setViewing] = useState<StaffPayment | null>(null);
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);

  // A selection is of the rows in view: another page, search or filter starts a new one.
  const queryKey = JSON.stringify(list.queryKey);
  useEffect(() => setSelected(new Set()), [queryKey]);

  const rows = payments.data?.items ?? [];
  // A duplicate flag's link: the list searched by that payment's reference, whatever its status.
  const openPayment = (reference: string) => {
    setViewing(null);
    setSearch({ ...FIRST_PAGE, q: reference, status: 'all' });
  };
  const pendingIds = new Set(rows.filter((row) => row.status === 'Pending').map((row) => row.id));
  const filters = [...FILTERS.map((value) => ({ value, label: t(`paymentStatus.${value}`) })), { value: ALL, label: t('payments.allFilter') }];

  const columns: Column<StaffPayment>[] = [
    {
      key: 'name',
      header: t('table.name'),
      render: (row) => (
        <div>
          <Text size="sm" fw={600}>
            {row.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.planName} · <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{row.reference}</span>
          </Text>
          <DuplicateBadges payment={row} onOpen={openPayment} />
          {row.upgrade && (
            <Text size="xs" c="dimmed">
              {upgradeText(row.upgrade)}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('payments.amount'),
      align: 'right',
      // With a coupon: what is paid, and the code with what it took off.
      render: (row) =>
        row.couponCode ? (
          <div>
            <NoWrap>{formatPrice(row.amount)}</NoWrap>
            <Text size="xs" c="dimmed">
              <NoWrap>
                {row.couponCode} −{formatPrice(row.discount)}
              </NoWrap>
            </Text>
          </div>
        ) : (
          formatPrice(row.amount)
        ),
    },
    { key: 'method', header: t('payments.method'), render: (row) => tm(PAYMENT_METHOD_LABELS[row.method]) },
    { key: 'date', header: t('payments.date'), render: (row) => <NoWrap>{formatDay(row.date)}</NoWrap> },
    {
      key: 'status',
      header: t('table.status'),
      render: (row) => (
        <div>
          <StatusBadge status={row.status} label={t(`paymentStatus.${row.status}`)} />
          {row.rejectReason && (
            <Text size="xs" c="dimmed" mt={4} maw={200}>
              {tm(row.rejectReason)}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'actions', header: t('table.actions'), render: (row) => <PaymentActions payment={row} onViewReceipt={setViewing} /> },
  ];

  return (
    <Stack gap="sm">
      {outcomes && <BulkOutcomes outcomes={outcomes} onClose={() => setOutcomes(null)} />}
      <DataTable
        caption={t('payments.caption')}
        columns={columns}
        data={payments.data}
        rowKey={(row) => row.id}
        state={state}
        loading={payments.isFetching}
        error={payments.error ? failureMessage(payments.error, t('payments.loadFailed')) : null}
        onRetry={() => void payments.refetch()}
        emptyText={status === 'Pending' ? t('payments.emptyPending') : t('payments.empty')}
        searchPlaceholder={t('table.searchAllFields')}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        selection={{ selected, onChange: setSelected, isSelectable: (id) => pendingIds.has(id) }}
        toolbar={
          <>
            <SegmentedControl
              aria-label={t('table.filterByStatus')}
              size="sm"
              classNames={{ root: classes.statusFilter, label: classes.statusLabel }}
              data={filters}
              value={status ?? ALL}
              // Pending, the work queue, is the URL without a status.
              onChange={(value) => setSearch({ ...FIRST_PAGE, status: value === 'Pending' ? undefined : (value as PaymentsSearch['status']) })}
            />
            <BulkVerifyButton
              ids={[...selected].filter((id) => pendingIds.has(id))}
              rows={rows}
              onDone={(done) => {
                setOutcomes(done);
                setSelected(new Set());
              }}
            />
            <ExportButton table="payments" query={paymentsQuery(search)} label={t('payments.exportLabel')} />
          </>
        }
      />
      <ReceiptModal payment={viewing} onClose={() => setViewing(null)} onOpenPayment={openPayment} />
    </Stack>
  );
}
