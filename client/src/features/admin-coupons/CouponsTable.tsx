import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { couponMessages, couponValueOf, type CouponRow } from '@nimbus/shared/coupons';
import { formatDay, groupThousands } from '@nimbus/shared/format';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { discountText } from '../../lib/coupon-text.ts';
import { failureMessage } from '../../lib/errors.ts';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { pageQuery, type TableSearch } from '../../lib/table-url.ts';
import { showSuccess } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CouponModal } from './CouponModal.tsx';
import { useSettingsText } from '../../i18n/en/settings.ts';

const text = useSettingsText.t;

function validity(coupon: CouponRow): string {
  if (coupon.validFrom && coupon.validUntil) return text('coupons.validBetween', { from: formatDay(coupon.validFrom), until: formatDay(coupon.validUntil) });
  if (coupon.validFrom) return text('coupons.validFrom', { day: formatDay(coupon.validFrom) });
  if (coupon.validUntil) return text('coupons.validUntil', { day: formatDay(coupon.validUntil) });
  return text('coupons.always');
}

function rules(coupon: CouponRow): string[] {
  const found: string[] = [];
  if (coupon.oncePerCustomer) found.push(text('coupons.oncePerCustomer'));
  if (coupon.newCustomersOnly) found.push(text('coupons.newCustomers'));
  if (coupon.planIds.length) found.push(text('coupons.planCount', { count: coupon.planIds.length }));
  return found;
}

/** Every coupon, newest first, searched by code; add, edit and delete. */
export function CouponsTable({ search, setSearch }: { search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const { t } = useSettingsText();
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
      confirmLabel: t('coupons.deleteConfirm'),
      danger: true,
      details: <ConfirmSubject>{coupon.code}</ConfirmSubject>,
    });
    if (!confirmed) return;
    setDeleting(coupon.id);
    try {
      await remove.mutateAsync({ id: coupon.id });
      showSuccess(couponMessages.deleted);
    } catch (error) {
      await showAlert({ title: 'Error!', message: failureMessage(error, t('coupons.deleteFailed')) });
    } finally {
      setDeleting(null);
      await queryClient.invalidateQueries(trpc.coupons.list.pathFilter());
    }
  }

  const columns: Column<CouponRow>[] = [
    {
      key: 'code',
      header: t('coupons.code'),
      render: (coupon) => (
        <Text size="sm" fw={700} ff="monospace">
          {coupon.code}
        </Text>
      ),
    },
    { key: 'discount', header: t('coupons.discount'), render: (coupon) => discountText(couponValueOf(coupon)) },
    { key: 'valid', header: t('coupons.valid'), render: (coupon) => validity(coupon), visibleFrom: 'sm' },
    {
      key: 'uses',
      header: t('coupons.uses'),
      align: 'right',
      render: (coupon) =>
        coupon.maxUses === null ? groupThousands(coupon.uses) : t('coupons.usesOf', { uses: groupThousands(coupon.uses), max: groupThousands(coupon.maxUses) }),
    },
    {
      key: 'rules',
      header: t('coupons.rules'),
      visibleFrom: 'md',
      render: (coupon) => {
        const found = rules(coupon);
        if (!found.length)
          return (
            <Text size="sm" c="dimmed">
              {t('coupons.anyone')}
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
    { key: 'status', header: t('coupons.status'), render: (coupon) => <StatusBadge status={coupon.active ? 'Active' : 'Inactive'} /> },
    {
      key: 'actions',
      header: t('coupons.actions'),
      render: (coupon) => (
        <Group gap={6} wrap="nowrap">
          <RowAction tone="primary" onClick={() => setEditing(coupon)} aria-label={t('coupons.editLabel', { code: coupon.code })}>
            {t('coupons.edit')}
          </RowAction>
          <RowAction
            tone="danger"
            loading={deleting === coupon.id}
            disabled={deleting !== null && deleting !== coupon.id}
            onClick={() => void deleteCoupon(coupon)}
            aria-label={t('coupons.deleteLabel', { code: coupon.code })}
          >
            {t('coupons.delete')}
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('coupons.caption')}
        columns={columns}
        data={list.data}
        rowKey={(coupon) => coupon.id}
        state={state}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        loading={list.isFetching}
        error={list.error ? failureMessage(list.error, t('coupons.loadFailed')) : null}
        onRetry={() => void list.refetch()}
        emptyText={t('coupons.empty')}
        searchPlaceholder={t('coupons.search')}
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('coupons.add')}
          </Button>
        }
      />
      <CouponModal coupon={editing} onClose={() => setEditing(null)} />
    </>
  );
}
