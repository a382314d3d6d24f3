import { trpc } from '../../lib/trpc.ts';

/**
 * Mark as Read and Mark All as Read. The header's unread count (the same query) drops the
 * moment the button is pressed and is put right from the server once the call settles.
 */
export function useMarkRead() {
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.notifications.list.invalidate(), utils.notifications.unreadCount.invalidate()]);

  const markRead = trpc.notifications.markRead.useMutation({
    onMutate: async () => {
      await utils.notifications.unreadCount.cancel();
      utils.notifications.unreadCount.setData(undefined, (count) => (count === undefined ? count : Math.max(0, count - 1)));
    },
    onSettled: refresh,
  });

  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onMutate: async () => {
      await utils.notifications.unreadCount.cancel();
      utils.notifications.unreadCount.setData(undefined, 0);
    },
    onSettled: refresh,
  });

  return { markRead, markAllRead };
}
