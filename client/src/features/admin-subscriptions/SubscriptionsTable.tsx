import { Chip, Select, Stack, Text } from '@mantine/core';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@nimbus/shared/enums';
import { EXPIRING_SOON_DAYS, type StaffSubscription } from '@nimbus/shared/subscriptions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { EmailAddress } from '../../components/EmailAddress.tsx';
import { NoWrap } from '../../components/NoWrap.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { FIRST_PAGE } from '../../lib/table-url.ts';
import { subscriptionsList } from '../../lib/staff-table-queries.ts';
import type { SubscriptionsSearch } from '../../lib/staff-table-urls.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CredentialsModal } from './CredentialsModal.tsx';
import { PanelLineDrawer } from './PanelLineDrawer.tsx';
import { SubscriptionActions } from './SubscriptionActions.tsx';
import { subscriptionsQuery } from '../../lib/staff-table-urls.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { useStaffText } from '../../i18n/en/staff.ts';

const ALL = 'all';

/**
 * Live subscriptions for staff (ADMIN and AGENT alike: both may activate and deactivate).
 * Every status by default: the table serves look-ups ("what are this customer's credentials?")
 * as much as the Pending queue, which is one filter away.
 */
export function SubscriptionsTable({ search, setSearch }: { search: SubscriptionsSearch; setSearch: SetTableSearch<SubscriptionsSearch> }) {
  const trpc = useTRPC();
  const { t } = useStaffText();
  const state = useUrlTableState(search, setSearch);
  const status = search.status;
  const subscriptions = useQuery({ ...subscriptionsList(trpc, search), placeholderData: keepPreviousData });
  const [activating, setActivating] = useState<StaffSubscription | null>(null);
  const [showingLine, setShowingLine] = useState<StaffSubscription | null>(null);
  const statusOptions = [
    { value: ALL, label: t('subscriptions.allStatuses') },
    ...SUBSCRIPTION_STATUSES.map((value) => ({ value, label: t(`subscriptionStatus.${value}`) })),
  ];

  const columns: Column<StaffSubscription>[] = [
    {
      // Name and e-mail in one cell: nine columns would not fit beside the sidebar.
      key: 'customer',
      header: t('subscriptions.customer'),
      render: (row) => (
        <div>
          <Text size="sm" fw={600}>
            {row.fullName}
          </Text>
          <Text size="xs" c="dimmed">
            <EmailAddress email={row.email} />
          </Text>
        </div>
      ),
    },
    // A free trial (ADR 039) says so: its end is hours away, not a month.
    {
      key: 'plan',
      header: t('table.plan'),
      render: (row) => (row.trialHours === null ? row.plan.name : t('subscriptions.trialPlan', { plan: row.plan.name, hours: row.trialHours })),
    },
    { key: 'devices', header: t('table.devices'), render: (row) => row.devices, align: 'center', visibleFrom: 'sm' },
    // The start date gives way first on a narrow laptop: staff act on the end date.
    { key: 'start', header: t('subscriptions.start'), render: (row) => <NoWrap>{formatDay(row.startDate)}</NoWrap>, visibleFrom: 'xl' },
    { key: 'end', header: t('subscriptions.end'), render: (row) => <NoWrap>{formatDay(row.endDate)}</NoWrap> },
    {
      key: 'status',
      header: t('table.status'),
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} label={t(`subscriptionStatus.${row.status}`)} />
          {row.provisioning === 'Provisioning' && <StatusBadge status="Provisioning" label={t('subscriptions.provisioning')} />}
          {row.provisioning === 'Failed' && <StatusBadge status="Failed" label={t('subscriptions.provisioningFailed')} />}
          {row.provisioning === null && row.provisioningError && <StatusBadge status="Failed" label={t('subscriptions.panelActionFailed')} />}
        </Stack>
      ),
    },
    {
      key: 'userName',
      header: t('subscriptions.streamingUser'),
      render: (row) =>
        row.userName ?? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
      visibleFrom: 'md',
    },
    {
      key: 'actions',
      header: t('table.actions'),
      render: (row) => <SubscriptionActions subscription={row} onActivate={setActivating} onShowLine={setShowingLine} />,
    },
  ];

  return (
    <Stack gap="sm">
      <DataTable
        caption={t('subscriptions.caption')}
        columns={columns}
        data={subscriptions.data}
        rowKey={(row) => row.id}
        state={state}
        loading={subscriptions.isFetching}
        error={subscriptions.error ? failureMessage(subscriptions.error, t('subscriptions.loadFailed')) : null}
        onRetry={() => void subscriptions.refetch()}
        emptyText={
          search.failed
            ? t('subscriptions.emptyFailed')
            : search.expiring
              ? t('subscriptions.emptyExpiring', { days: EXPIRING_SOON_DAYS })
              : status
                ? t(`subscriptions.emptyByStatus.${status}`)
                : t('subscriptions.empty')
        }
        searchPlaceholder={t('table.searchAllFields')}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        cardsUpTo="tablet"
        toolbar={
          <>
            <Select
              aria-label={t('table.filterByStatus')}
              data={statusOptions}
              value={status ?? ALL}
              onChange={(value) => setSearch({ ...FIRST_PAGE, status: value && value !== ALL ? (value as SubscriptionStatus) : undefined })}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
            />
            <Chip checked={Boolean(search.expiring)} onChange={(on) => setSearch({ ...FIRST_PAGE, expiring: on || undefined })}>
              {t('subscriptions.expiringChip', { days: EXPIRING_SOON_DAYS })}
            </Chip>
            <Chip checked={Boolean(search.failed)} onChange={(on) => setSearch({ ...FIRST_PAGE, failed: on || undefined })} color="red">
              {t('subscriptions.provisioningFailed')}
            </Chip>
            <ExportButton table="subscriptions" query={subscriptionsQuery(search)} label={t('subscriptions.exportLabel')} />
          </>
        }
      />
      <CredentialsModal subscription={activating} onClose={() => setActivating(null)} />
      <PanelLineDrawer subscription={showingLine} onClose={() => setShowingLine(null)} />
    </Stack>
  );
}
