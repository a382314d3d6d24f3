import type { AppRouter } from '@nimbus/server/router';
import { TRPC_MAX_BATCH_SIZE } from '@nimbus/shared/constants';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';

/** The typed API: hooks in components (`trpc.plans.list.useQuery()`), no wrapper per endpoint. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient(getToken: () => string | undefined) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The server refuses larger batches (TRPC_MAX_BATCH_SIZE); more calls go in several requests.
        maxItems: TRPC_MAX_BATCH_SIZE,
        transformer: superjson,
        headers() {
          const token = getToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
