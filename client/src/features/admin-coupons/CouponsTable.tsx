import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { couponLabel, couponMessages, type CouponRow } from '@nimbus/shared/coupons';
import { formatDay } from '@nimbus/shared/format';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { pageQuery, type TableSearch } from '../../lib/table-url.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CouponModal } from './CouponModal.tsx';

function validity(coupon: CouponRow): string {
  if (coupon.validFrom && coupon.validUntil) return `${formatDay(coupon.validFrom)} to ${formatDay(coupon.validUntil)}`;
  if (coupon.validFrom) return `From ${formatDay(coupon.validFrom)}`;
  if (coupon.validUntil) return `Until ${formatDay(coupon.validUntil)}`;
  return 'Always';
}

function rules(coupon: CouponRow): string[] {
  const found: string[] = [];
  if (coupon.oncePerCustomer) found.push('Once per customer');
  if (coupon.newCustomersOnly) found.push('New customers');
  if (coupon.planIds.length) found.push(coupon.planIds.length === 1 ? '1 plan' : `${coupon.planIds.length} plans`);
  return found;
}

/** Every coupon, newest first, searched by code; add, edit and delete. */
export function CouponsTable({ search, setSearch }: { search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const trpc = useTRPC();
  const state = useUrlTableState(search, setSearch);
  const list = useQuery({ ...trpc.coupons.list.queryOptions(pageQuery(search)), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.coupons.delete.mutationOptions());
  const [editing, setEditing] = useState<CouponRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function deleteCoupon(coupon: CouponRow) {
    const confirmed = await confirmAction({
      message: couponMessages.confirmDelete,
      confirmLabel: 'Yes, delete',
      danger: true,
      details: <ConfirmSubject>{coupon.code}</ConfirmSubject>,
    });
    if (!confirmed) return;
    setDeleting(coupon.id);
    try {
      await remove.mutateAsync({ id: coupon.id });
      showSuccess(couponMessages.deleted);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, 'The coupon could not be deleted. Try again.') });
    } finally {
      setDeleting(null);
      await queryClient.invalidateQueries(trpc.coupons.list.pathFilter());
    }
  }

  const columns: Column<CouponRow>[] = [
    {
      key: 'code',
      header: 'Code',
      render: (coupon) => (
        <Text size="sm" fw={700} ff="monospace">
          {coupon.code}
        </Text>
      ),
    },
    { key: 'discount', header: 'Discount', render: (coupon) => couponLabel(coupon) },
    { key: 'valid', header: 'Valid', render: (coupon) => validity(coupon), visibleFrom: 'sm' },
    {
      key: 'uses',
      header: 'Uses',
      align: 'right',
      render: (coupon) =>
        coupon.maxUses === null ? coupon.uses.toLocaleString('en-US') : `${coupon.uses.toLocaleString('en-US')} of ${coupon.maxUses.toLocaleString('en-US')}`,
    },
    {
      key: 'rules',
      header: 'Rules',
      visibleFrom: 'md',
      render: (coupon) => {
        const found = rules(coupon);
        if (!found.length)
          return (
            <Text size="sm" c="dimmed">
              Anyone, any plan
            </Text>
          );
        return (
          <Stack gap={2} align="flex-start">
            {found.map((rule) => (
              <Badge key={rule} variant="light" color="gray" size="sm" tt="none" c="light-dark(#495057, var(--mantine-color-gray-2))">
                {rule}
              </Badge>
            ))}
          </Stack>
        );
      },
    },
    { key: 'status', header: 'Status', render: (coupon) => <StatusBadge status={coupon.active ? 'Active' : 'Inactive'} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (coupon) => (
        <Group gap={6} wrap="nowrap">
          <RowAction tone="primary" onClick={() => setEditing(coupon)} aria-label={`Edit coupon ${coupon.code}`}>
            Edit
          </RowAction>
          <RowAction
            tone="danger"
            loading={deleting === coupon.id}
            disabled={deleting !== null && deleting !== coupon.id}
            onClick={() => void deleteCoupon(coupon)}
            aria-label={`Delete coupon ${coupon.code}`}
          >
            Delete
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Coupons"
        columns={columns}
        data={list.data}
        rowKey={(coupon) => coupon.id}
        state={state}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        loading={list.isFetching}
        error={list.error ? failureMessage(list.error, 'The coupons could not be loaded.') : null}
        onRetry={() => void list.refetch()}
        emptyText="No coupons yet. Add the first one."
        searchPlaceholder="Search by code"
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add coupon
          </Button>
        }
      />
      <CouponModal coupon={editing} onClose={() => setEditing(null)} />
    </>
  );
}
