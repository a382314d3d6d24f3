import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLayoutText } from '../../i18n/en/layout.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * The header's bell: the count of the customer's notifications whose read flag is false
 * (specification section 2). Polled every minute and on return to the tab; the notifications
 * screen updates the same query at once when something is marked read.
 */
export function SiteHeaderNotifications() {
  const { t } = useLayoutText();
  const trpc = useTRPC();
  const unread = useQuery(
    trpc.notifications.unreadCount.queryOptions(undefined, {
      refetchInterval: 60_000,
      refetchOnWindowFocus: 'always',
    }),
  );
  const count = unread.data ?? 0;

  return (
    <Indicator
      label={<span aria-hidden>{count > 99 ? '99+' : count}</span>}
      disabled={count === 0}
      size={18}
      offset={5}
      color="red.9"
      withBorder
      zIndex={1}
      styles={{ indicator: { borderColor: 'var(--nimbus-night)', fontWeight: 700, fontSize: 11 } }}
    >
      <ActionIcon
        component={Link}
        to="/user/notifications"
        // The accessible name says the count the badge shows.
        aria-label={count === 0 ? t('notifications.noneUnread') : t('notifications.unread', { count })}
        title={count === 0 ? t('notifications.title') : t('notifications.unreadTitle', { count })}
        size={36}
        radius="xl"
        variant="subtle"
        color="gray.0"
      >
        <IconBell size={22} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
