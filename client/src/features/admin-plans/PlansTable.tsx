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

/** Every plan row (one per name and device count, Inactive ones too), with add, edit and delete. */
export function PlansTable({ search, setSearch }: { search: TableSearch; setSearch: SetTableSearch<TableSearch> }) {
  const trpc = useTRPC();
  const state = useUrlTableState(search, setSearch);
  const plans = useQuery({ ...plansList(trpc, search), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.plans.delete.mutationOptions());
  const [editing, setEditing] = useState<PlanRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  async function deletePlan(plan: PlanRow) {
    const subject = `${plan.name}, ${plan.devices === 1 ? '1 device' : `${plan.devices} devices`}`;
    if (
      !(await confirmAction({
        message: planMessages.confirmDelete,
        confirmLabel: 'Yes, delete',
        danger: true,
        details: <ConfirmSubject>{subject}</ConfirmSubject>,
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

  const label = (plan: PlanRow) => `${plan.name}, ${plan.devices} ${plan.devices === 1 ? 'device' : 'devices'}`;
  const columns: Column<PlanRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (plan) => (
        <Text size="sm" fw={600}>
          {plan.name}
        </Text>
      ),
    },
    { key: 'devices', header: 'Devices', render: (plan) => plan.devices, align: 'center' },
    { key: 'price', header: 'Price', render: (plan) => formatPrice(plan.price), align: 'right' },
    { key: 'channels', header: 'Channels', render: (plan) => plan.channels.toLocaleString('en-US'), align: 'right', visibleFrom: 'sm' },
    { key: 'duration', header: 'Duration (days)', render: (plan) => plan.duration, align: 'right', visibleFrom: 'sm' },
    {
      key: 'trial',
      header: 'Free trial',
      render: (plan) => (plan.trialHours === null ? '—' : `${plan.trialHours} h, ${plan.trialDevices} ${plan.trialDevices === 1 ? 'device' : 'devices'}`),
      visibleFrom: 'sm',
    },
    {
      key: 'status',
      header: 'Status',
      render: (plan) => <StatusBadge status={plan.status} />,
    },
    {
      key: 'features',
      header: 'Features',
      render: (plan) => (
        <Text size="sm" lineClamp={2} maw={260} title={plan.features}>
          {plan.features}
        </Text>
      ),
      visibleFrom: 'md',
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (plan) => (
        <Group gap={6} wrap="nowrap">
          <RowAction tone="primary" onClick={() => setEditing(plan)} aria-label={`Edit ${label(plan)}`}>
            Edit
          </RowAction>
          <RowAction
            tone="danger"
            loading={deleting === plan.id}
            disabled={deleting !== null && deleting !== plan.id}
            onClick={() => void deletePlan(plan)}
            aria-label={`Delete ${label(plan)}`}
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
        caption="Plans"
        columns={columns}
        data={plans.data}
        rowKey={(plan) => plan.id}
        state={state}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        loading={plans.isFetching}
        error={plans.error ? failureMessage(plans.error, 'The plans could not be loaded.') : null}
        onRetry={() => void plans.refetch()}
        emptyText="No plans yet. Add the first one."
        searchPlaceholder="Search all fields"
        toolbar={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add plan
          </Button>
        }
      />
      <PlanModal plan={editing} onClose={() => setEditing(null)} />
    </>
  );
}
