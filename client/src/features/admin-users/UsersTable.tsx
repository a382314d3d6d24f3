import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserListKind } from '@nimbus/shared/enums';
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

const KINDS: { value: UserListKind; label: string }[] = [
  { value: 'customers', label: 'Customers' },
  { value: 'staff', label: 'Staff' },
];

/** The customers, or the staff accounts, paged and searched on the server, with the admin's actions. */
export function UsersTable({ search, setSearch }: { search: UsersSearch; setSearch: SetTableSearch<UsersSearch> }) {
  const trpc = useTRPC();
  const state = useUrlTableState(search, setSearch);
  const kind = usersQuery(search).kind;
  const users = useQuery({ ...usersList(trpc, search), placeholderData: keepPreviousData });
  const [openedId, setOpenedId] = useState<number | null>(null);

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      // Name and e-mail in one cell, so the actions fit beside the sidebar at 1280 px.
      header: 'Name / e-mail',
      render: (user) => (
        <div>
          <Anchor component="button" type="button" fw={600} ta="left" onClick={() => setOpenedId(user.id)} aria-label={`${user.name}, show details`}>
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
      header: 'Plan',
      render: (user) =>
        user.plan ?? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (user) => <StatusBadge status={user.status} />,
    },
    { key: 'registered', header: 'Registered', render: (user) => <NoWrap>{formatDay(user.registerDate)}</NoWrap>, visibleFrom: 'lg' },
    { key: 'country', header: 'Country', render: (user) => user.country, visibleFrom: 'xl' },
    { key: 'actions', header: 'Actions', render: (user) => <UserActions user={user} /> },
  ];

  return (
    <>
      <DataTable
        caption="Users"
        columns={columns}
        data={users.data}
        rowKey={(user) => user.id}
        state={state}
        loading={users.isFetching}
        error={users.error ? failureMessage(users.error, 'The users could not be loaded.') : null}
        onRetry={() => void users.refetch()}
        emptyText={kind === 'staff' ? 'No staff accounts.' : 'No customers yet.'}
        searchPlaceholder="Search all fields"
        pageSizes={TABLE_PAGE_SIZES}
        phoneCards
        toolbar={
          <>
            <SegmentedControl
              aria-label="Show customers or staff"
              size="sm"
              data={KINDS}
              value={kind}
              onChange={(value) => setSearch({ ...FIRST_PAGE, kind: value === 'staff' ? 'staff' : undefined })}
            />
            <ExportButton table="users" query={usersQuery(search)} label="users" />
          </>
        }
      />
      <UserDetailModal userId={openedId} onClose={() => setOpenedId(null)} />
    </>
  );
}
