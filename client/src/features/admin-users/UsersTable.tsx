import { Anchor, SegmentedControl, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserListKind, UserRow } from '@nimbus/shared/users';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { NoWrap } from '../../components/NoWrap.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { formatDay } from '@nimbus/shared/format';
import { useTableState } from '../../lib/table-state.ts';
import { trpc } from '../../lib/trpc.ts';
import { UserActions } from './UserActions.tsx';
import { UserDetailModal } from './UserDetailModal.tsx';

const KINDS: { value: UserListKind; label: string }[] = [
  { value: 'customers', label: 'Customers' },
  { value: 'staff', label: 'Staff' },
];

/** The customers, or the staff accounts, paged and searched on the server, with the admin's actions. */
export function UsersTable() {
  const state = useTableState();
  const [kind, setKind] = useState<UserListKind>('customers');
  const users = trpc.users.list.useQuery({ ...state.query, kind }, { placeholderData: keepPreviousData });
  const [openedId, setOpenedId] = useState<number | null>(null);

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (user) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          ta="left"
          onClick={() => setOpenedId(user.id)}
          aria-label={`${user.name}, show details`}
        >
          {user.name}
        </Anchor>
      ),
    },
    { key: 'email', header: 'E-mail', render: (user) => <Text size="sm">{user.email}</Text> },
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
      render: (user) => (
        <NoWrap>
          <StatusBadge status={user.status} />
        </NoWrap>
      ),
    },
    { key: 'registered', header: 'Registered', render: (user) => <NoWrap>{formatDay(user.registerDate)}</NoWrap>, visibleFrom: 'sm' },
    { key: 'country', header: 'Country', render: (user) => user.country, visibleFrom: 'sm' },
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
        toolbar={
          <SegmentedControl
            aria-label="Show customers or staff"
            size="sm"
            data={KINDS}
            value={kind}
            onChange={(value) => {
              setKind(value as UserListKind);
              state.setPage(1);
            }}
          />
        }
      />
      <UserDetailModal userId={openedId} onClose={() => setOpenedId(null)} />
    </>
  );
}
