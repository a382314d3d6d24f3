import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Mark as Read and Mark All as Read. The header's unread count (the same query) drops the
 * moment the button is pressed and is put right from the server once the call settles.
 */
export function useMarkRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.notifications.list.queryFilter()),
      queryClient.invalidateQueries(trpc.notifications.unreadCount.queryFilter()),
    ]);

  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onMutate: async () => {
        await queryClient.cancelQueries(trpc.notifications.unreadCount.queryFilter());
        queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), (count) => (count === undefined ? count : Math.max(0, count - 1)));
      },
      onSettled: refresh,
    }),
  );

  const markAllRead = useMutation(
    trpc.notifications.markAllRead.mutationOptions({
      onMutate: async () => {
        await queryClient.cancelQueries(trpc.notifications.unreadCount.queryFilter());
        queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), 0);
      },
      onSettled: refresh,
    }),
  );

  return { markRead, markAllRead };
}
