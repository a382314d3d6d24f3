import { Button, Group, Text } from '@mantine/core';
import { formatPrice } from '@nimbus/shared/money';
import { planMessages, type PlanRow } from '@nimbus/shared/plans';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm.tsx';
import { ConfirmSubject } from '../../components/ConfirmSubject.tsx';
import { RowAction } from '../../components/RowAction.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { showAlert } from '../../lib/alerts.tsx';
import { showSuccess } from '../../lib/toast.ts';
import { failureMessage, failureWithReason } from '../../lib/errors.ts';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { plansList } from '../../lib/staff-table-queries.ts';
import type { TableSearch } from '../../lib/table-url.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { PlanModal } from './PlanModal.tsx';
import { useStaffText } from '../../i18n/en/staff.ts';
import { groupThousands } from '@nimbus/shared/format';

/** Every plan row (one per name and device count, Inactive ones too), with add, edit and delete. */
export function PlansTable({ search, setSearch }: { search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const trpc = useTRPC();
  const { t } = useStaffText();
  const state = useUrlTableState(search, setSearch);
  const plans = useQuery({ ...plansList(trpc, search), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.plans.delete.mutationOptions());
  const [editing, setEditing] = useState<PlanRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const label = (plan: PlanRow) => t('plans.subject', { name: plan.name, devices: t('devices', { count: plan.devices }) });

  async function deletePlan(plan: PlanRow) {
    if (
      !(await confirmAction({
        message: planMessages.confirmDelete,
        confirmLabel: t('plans.confirmDelete'),
        danger: true,
        details: <ConfirmSubject>{label(plan)}</ConfirmSubject>,
      }))
    )
      return;
    setDeleting(plan.id);
    try {
      await remove.mutateAsync({ id: plan.id });
      showSuccess(planMessages.deleted);
    } catch (error) {
      // A plan in use is refused with the reason (set it Inactive instead): say that, not only "failed".
      await showAlert({ title: 'Error!', message: failureWithReason(error, planMessages.deleteFailed) });
    } finally {
      setDeleting(null);
      await queryClient.invalidateQueries(trpc.plans.pathFilter());
    }
  }

  const columns: Column<PlanRow>[] = [
    {
      key: 'name',
      header: t('table.name'),
      render: (plan) => (
        <Text size="sm" fw={600}>
          {plan.name}
        </Text>
      ),
    },
    { key: 'devices', header: t('table.devices'), render: (plan) => plan.devices, align: 'center' },
    { key: 'price', header: t('plans.price'), render: (plan) => formatPrice(plan.price), align: 'right' },
    { key: 'channels', header: t('plans.channels'), render: (plan) => groupThousands(plan.channels), align: 'right', visibleFrom: 'sm' },
    { key: 'duration', header: t('plans.duration'), render: (plan) => plan.duration, align: 'right', visibleFrom: 'sm' },
    {
      key: 'trial',
      header: t('plans.freeTrial'),
      render: (plan) => (plan.trialHours === null ? '—' : t('plans.trial', { hours: plan.trialHours, devices: t('devices', { count: plan.trialDevices }) })),
      visibleFrom: 'sm',
    },
    {
      key: 'status',
      header: t('table.status'),
      render: (plan) => <StatusBadge status={plan.status} label={t(`planStatus.${plan.status}`)} />,
    },
    {
      key: 'features',
      header: t('plans.features'),
      render: (plan) => (
        <Text size="sm" lineClamp={2} maw={260} title={plan.features}>
          {plan.features}
        </Text>
      ),
      visibleFrom: 'md',
    },
    {
      key: 'actions',
      header: t('table.actions'),
      render: (plan) => (
        <Group gap={6} wrap="nowrap">
          <RowAction tone="primary" onClick={() => setEditing(plan)} aria-label={t('plans.editLabel', { plan: label(plan) })}>
            {t('plans.edit')}
          </RowAction>
          <RowAction
            tone="danger"
            loading={deleting === plan.id}
            disabled={deleting !== null && deleting !== plan.id}
            onClick={() => void deletePlan(plan)}
            aria-label={t('plans.deleteLabel', { plan: label(plan) })}
          >
            {t('plans.delete')}
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('plans.caption')}
        columns={columns}
        data={plans.data}
        rowKey={(plan) => plan.id}
        state={state}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        loading={plans.isFetching}
        error={plans.error ? failureMessage(plans.error, t('plans.loadFailed')) : null}
        onRetry={() => void plans.refetch()}
        emptyText={t('plans.empty')}
        searchPlaceholder={t('table.searchAllFields')}
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('plans.add')}
          </Button>
        }
      />
      <PlanModal plan={editing} onClose={() => setEditing(null)} />
    </>
  );
}
