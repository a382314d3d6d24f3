import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { NotificationItem as Item } from '@nimbus/shared/notifications';
import { totalLabel, type Page } from '@nimbus/shared/paging';
import { IconAlertTriangle, IconBellOff, IconChecks } from '@tabler/icons-react';
import { Pager } from '../../components/DataTable.tsx';
import { useAccountText } from '../../i18n/en/account.ts';
import { tm } from '../../i18n/messages.ts';
import type { TableState } from '../../lib/table-state.ts';
import { NotificationItem } from './NotificationItem.tsx';

type Props = {
  data: Page<Item> | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  unreadOnly: boolean;
  onMarkRead: (id: number) => void;
  markingId: number | null;
  /** Where the list stands: page numbers near the start, cursors beyond (the tables' pager). */
  state: TableState;
};

/** The notifications of one page with their loading, error and empty states and the pager. */
export function NotificationList(props: Props) {
  const { t } = useAccountText();
  const { data } = props;

  if (props.error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('notifications.loadFailedTitle')}>
        <Group justify="space-between">
          <Text size="sm">{props.error}</Text>
          <Button size="xs" variant="white" color="red" onClick={props.onRetry}>
            {t('loadFailed.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="sm" role="group" aria-busy="true" aria-label={t('notifications.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (data.items.length === 0) {
    return props.unreadOnly ? (
      <EmptyState icon={<IconChecks size={28} />} variant="light" title={t('notifications.caughtUp')} description={t('notifications.caughtUpText')} py="xl" />
    ) : (
      <EmptyState icon={<IconBellOff size={28} />} variant="light" title={t('notifications.emptyTitle')} description={t('notifications.emptyText')} py="xl" />
    );
  }

  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('notifications.listLabel')} aria-busy={props.loading}>
        {data.items.map((item) => (
          <NotificationItem key={item.id} item={item} onMarkRead={props.onMarkRead} marking={props.markingId === item.id} />
        ))}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('notifications.total', { total: tm(totalLabel(data)) })}
        </Text>
        <Pager data={data} state={props.state} />
      </Group>
    </Stack>
  );
}
