import type { Page } from '@nimbus/shared/paging';
import type { TicketRow } from '@nimbus/shared/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session-store.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * `tickets.update` with the new status shown at once (specification section 4): the open ticket
 * and every cached table page change before the server answers, and go back if it refuses.
 */
export function useTicketUpdate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useSession()?.user.name ?? null;
  // Every cached page of the desk's table, whatever its filters.
  const lists = trpc.tickets.list.queryFilter();

  return useMutation(
    trpc.tickets.update.mutationOptions({
      onMutate: async (input) => {
        const detailKey = trpc.tickets.byId.queryKey({ id: input.id });
        await Promise.all([queryClient.cancelQueries({ queryKey: detailKey }), queryClient.cancelQueries(lists)]);
        const detail = queryClient.getQueryData(detailKey);
        const pages = queryClient.getQueriesData<Page<TicketRow>>(lists);
        // The one who changes a ticket becomes its agent (DESIGN.md).
        const change = { status: input.status, agentName: me ?? detail?.agentName ?? null };
        queryClient.setQueryData(detailKey, (old) => old && { ...old, ...change });
        queryClient.setQueriesData<Page<TicketRow>>(
          lists,
          (page) => page && { ...page, items: page.items.map((row) => (row.ticketId === input.id ? { ...row, ...change } : row)) },
        );
        return { detail, pages };
      },
      onError: (_error, input, context) => {
        if (!context) return;
        queryClient.setQueryData(trpc.tickets.byId.queryKey({ id: input.id }), context.detail);
        for (const [key, page] of context.pages) queryClient.setQueryData(key, page);
      },
      onSuccess: (detail) => queryClient.setQueryData(trpc.tickets.byId.queryKey({ id: detail.ticketId }), detail),
      onSettled: () => queryClient.invalidateQueries(lists),
    }),
  );
}
