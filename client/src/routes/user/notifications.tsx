import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useAccountText } from '../../i18n/en/account.ts';
import { showAlert } from '../../lib/alerts.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { NotificationList } from '../../features/notifications/NotificationList.tsx';
import { useMarkRead } from '../../features/notifications/mark-read.ts';
import { firstPageQuery, useTableState, type TableState } from '../../lib/table-state.ts';
import { useTRPC, type Trpc } from '../../lib/trpc.ts';
import { titled } from '../../lib/page-title.ts';

const PAGE_SIZE = 10;
/** The list as the screen asks for it; the loader asks for the first page of all notifications. */
const notificationsList = (trpc: Trpc, query: TableState['query'], unreadOnly: boolean) => trpc.notifications.list.queryOptions({ ...query, unreadOnly });

export const Route = createFileRoute('/user/notifications')({
  head: () => titled('notifications'),
  loader: ({ context: { queryClient, trpc } }) => void queryClient.prefetchQuery(notificationsList(trpc, firstPageQuery(PAGE_SIZE), false)),
  component: NotificationsPage,
});

function NotificationsPage() {
  const { t } = useAccountText();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const table = useTableState(PAGE_SIZE);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useQuery({ ...notificationsList(trpc, table.query, unreadOnly), placeholderData: keepPreviousData });
  const unread = useQuery(trpc.notifications.unreadCount.queryOptions());
  const { markRead, markAllRead } = useMarkRead();

  // The header's count and this list agree from the moment the screen opens.
  useEffect(() => void queryClient.invalidateQueries(trpc.notifications.unreadCount.queryFilter()), [queryClient, trpc]);

  // Marking read can empty the last page of the unread view: step back to the last one left.
  const emptied = list.data !== undefined && list.data.items.length === 0 && list.data.total > 0;
  const { setLast } = table;
  const stepBack = useRef(setLast);
  stepBack.current = setLast;
  useEffect(() => {
    if (emptied) stepBack.current();
  }, [emptied]);

  const fail = (error: unknown) => void showAlert({ title: 'Error!', message: failureMessage(error, t('notifications.updateFailed')) });
  const unreadCount = unread.data ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('notifications.title')}</Title>
          <Text c="dimmed" aria-live="polite">
            {unreadCount === 0 ? t('notifications.noneUnread') : t('notifications.unread', { count: unreadCount })}
          </Text>
        </div>
        <Button
          leftSection={<IconChecks size={18} aria-hidden />}
          onClick={() => markAllRead.mutate(undefined, { onError: fail })}
          loading={markAllRead.isPending}
          disabled={unreadCount === 0}
          w={{ base: '100%', xs: 'auto' }}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('notifications.show')}
        value={unreadOnly ? 'unread' : 'all'}
        onChange={(value) => {
          setUnreadOnly(value === 'unread');
          table.setPage(1);
        }}
        data={[
          { value: 'all', label: t('notifications.all') },
          { value: 'unread', label: t('notifications.unreadOnly') },
        ]}
        w={{ base: '100%', xs: 240 }}
      />
      <NotificationList
        data={list.data}
        loading={list.isFetching}
        error={list.error ? failureMessage(list.error, t('notifications.loadFailed')) : null}
        onRetry={() => void list.refetch()}
        unreadOnly={unreadOnly}
        onMarkRead={(id) => markRead.mutate({ id }, { onError: fail })}
        markingId={markRead.isPending ? (markRead.variables?.id ?? null) : null}
        state={table}
      />
    </Stack>
  );
}
