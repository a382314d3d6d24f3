import type { Page } from '@nimbus/shared/paging';
import type { TicketRow } from '@nimbus/shared/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useSession } from '../../lib/session-store.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * `tickets.update` with the new status shown at once (specification section 4): the open ticket
 * and every cached table page change before the server answers, and go back if it refuses.
 */
export function useTicketUpdate() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const me = useSession()?.user.name ?? null;
  const listKey = getQueryKey(trpc.tickets.list);

  return trpc.tickets.update.useMutation({
    onMutate: async (input) => {
      await Promise.all([utils.tickets.byId.cancel({ id: input.id }), utils.tickets.list.cancel()]);
      const detail = utils.tickets.byId.getData({ id: input.id });
      const lists = queryClient.getQueriesData<Page<TicketRow>>({ queryKey: listKey });
      // The one who changes a ticket becomes its agent (DESIGN.md).
      const change = { status: input.status, agentName: me ?? detail?.agentName ?? null };
      utils.tickets.byId.setData({ id: input.id }, (old) => old && { ...old, ...change });
      queryClient.setQueriesData<Page<TicketRow>>({ queryKey: listKey }, (page) =>
        page && { ...page, items: page.items.map((row) => (row.ticketId === input.id ? { ...row, ...change } : row)) },
      );
      return { detail, lists };
    },
    onError: (_error, input, context) => {
      if (!context) return;
      utils.tickets.byId.setData({ id: input.id }, context.detail);
      for (const [key, page] of context.lists) queryClient.setQueryData(key, page);
    },
    onSuccess: (detail) => utils.tickets.byId.setData({ id: detail.ticketId }, detail),
    onSettled: () => utils.tickets.list.invalidate(),
  });
}
