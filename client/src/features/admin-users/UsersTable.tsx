import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserRow } from '@nimbus/shared/users';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { NoWrap } from '../../components/NoWrap.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import { TABLE_PAGE_SIZES, useUrlTableState, type SetTableSearch } from '../../lib/table-search.ts';
import { FIRST_PAGE } from '../../lib/table-url.ts';
import { usersList } from '../../lib/staff-table-queries.ts';
import { usersQuery, type UsersSearch } from '../../lib/staff-table-urls.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { UserActions } from './UserActions.tsx';
import { UserDetailModal } from './UserDetailModal.tsx';
import { ExportButton } from '../../components/ExportButton.tsx';
import { useStaffText } from '../../i18n/en/staff.ts';
import { tm } from '../../i18n/messages.ts';
import { USER_STATUS_LABELS } from '@nimbus/shared/labels';
import { USER_LIST_KINDS } from '@nimbus/shared/enums';

/** The customers, or the staff accounts, paged and searched on the server, with the admin's actions. */
export function UsersTable({ search, setSearch }: { search: UsersSearch; setSearch: SetTableSearch<UsersSearch> }) {
  const trpc = useTRPC();
  const { t } = useStaffText();
  const state = useUrlTableState(search, setSearch);
  const kind = usersQuery(search).kind;
  const users = useQuery({ ...usersList(trpc, search), placeholderData: keepPreviousData });
  const [openedId, setOpenedId] = useState<number | null>(null);

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      // Name and e-mail in one cell, so the actions fit beside the sidebar at 1280 px.
      header: t('users.nameAndEmail'),
      render: (user) => (
        <div>
          <Anchor
            component="button"
            type="button"
            fw={600}
            ta="left"
            onClick={() => setOpenedId(user.id)}
            aria-label={t('users.showDetails', { name: user.name })}
          >
            {user.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </div>
      ),
    },
    {
      key: 'plan',
      header: t('table.plan'),
      render: (user) =>
        user.plan ?? (
          <Text size="sm" c="dimmed">
            {t('users.noPlan')}
          </Text>
        ),
    },
    {
      key: 'status',
      header: t('table.status'),
      render: (user) => <StatusBadge status={user.status} label={tm(USER_STATUS_LABELS[user.status])} />,
    },
    { key: 'registered', header: t('users.registered'), render: (user) => <NoWrap>{formatDay(user.registerDate)}</NoWrap>, visibleFrom: 'lg' },
    { key: 'country', header: t('users.country'), render: (user) => user.country, visibleFrom: 'xl' },
    { key: 'actions', header: t('table.actions'), render: (user) => <UserActions user={user} /> },
  ];

  return (
    <>
      <DataTable
        caption={t('users.caption')}
        columns={columns}
        data={users.data}
        rowKey={(user) => user.id}
        state={state}
        loading={users.isFetching}
        error={users.error ? failureMessage(users.error, t('users.loadFailed')) : null}
        onRetry={() => void users.refetch()}
        emptyText={kind === 'staff' ? t('users.emptyStaff') : t('users.empty')}
        searchPlaceholder={t('table.searchAllFields')}
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        toolbar={
          <>
            <SegmentedControl
              aria-label={t('users.kindLabel')}
              size="sm"
              data={USER_LIST_KINDS.map((value) => ({ value, label: t(`users.kinds.${value}`) }))}
              value={kind}
              onChange={(value) => setSearch({ ...FIRST_PAGE, kind: value === 'staff' ? 'staff' : undefined })}
            />
            <ExportButton table="users" query={usersQuery(search)} label={t('users.exportLabel')} />
          </>
        }
      />
      <UserDetailModal userId={openedId} onClose={() => setOpenedId(null)} />
    </>
  );
}
