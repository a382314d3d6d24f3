import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { NotificationList } from '../../features/notifications/NotificationList.tsx';
import { useMarkRead } from '../../features/notifications/mark-read.ts';
import { useTableState } from '../../lib/table-state.ts';
import { trpc } from '../../lib/trpc.ts';
import { titled } from '../../lib/page-title.ts';

const PAGE_SIZE = 10;
const firstPage = { page: 1, pageSize: PAGE_SIZE, search: '', unreadOnly: false };

export const Route = createFileRoute('/user/notifications')({
  head: () => titled('Notifications'),
  loader: ({ context }) => void context.trpcUtils.notifications.list.prefetch(firstPage),
  component: NotificationsPage,
});

function NotificationsPage() {
  const utils = trpc.useUtils();
  const table = useTableState(PAGE_SIZE);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = trpc.notifications.list.useQuery({ ...table.query, unreadOnly }, { placeholderData: keepPreviousData });
  const unread = trpc.notifications.unreadCount.useQuery();
  const { markRead, markAllRead } = useMarkRead();

  // The header's count and this list agree from the moment the screen opens.
  useEffect(() => void utils.notifications.unreadCount.invalidate(), [utils]);

  // Marking read can empty the last page of the unread view: step back to the last one left.
  const emptied = list.data !== undefined && list.data.items.length === 0 && list.data.total > 0;
  const { setLast } = table;
  const stepBack = useRef(setLast);
  stepBack.current = setLast;
  useEffect(() => {
    if (emptied) stepBack.current();
  }, [emptied]);

  const fail = (error: unknown) => void showAlert({ title: 'Error!', message: failureMessage(error, 'Could not update your notifications. Try again.') });
  const unreadCount = unread.data ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed" aria-live="polite">
            {unreadCount === 0 ? 'No unread notifications' : `${unreadCount} unread`}
          </Text>
        </div>
        <Button
          leftSection={<IconChecks size={18} aria-hidden />}
          onClick={() => markAllRead.mutate(undefined, { onError: fail })}
          loading={markAllRead.isPending}
          disabled={unreadCount === 0}
          w={{ base: '100%', xs: 'auto' }}
        >
          Mark All as Read
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show"
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(value) => {
          setUnreadOnly(value === 'unread');
          table.setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'unread', label: 'Unread' },
        ]}
        w={{ base: '100%', xs: 240 }}
      />
      <NotificationList
        data={list.data}
        loading={list.isFetching}
        error={list.error ? failureMessage(list.error, 'Your notifications could not be loaded.') : null}
        onRetry={() => void list.refetch()}
        unreadOnly={unreadOnly}
        onMarkRead={(id) => markRead.mutate({ id }, { onError: fail })}
        markingId={markRead.isPending ? (markRead.variables?.id ?? null) : null}
        state={table}
      />
    </Stack>
  );
}
