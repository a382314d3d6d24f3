import type { AppRouter } from '@nimbus/server/router';
import { TRPC_MAX_BATCH_SIZE } from '@nimbus/shared/constants';
import { CSRF_HEADER } from '@nimbus/shared/sessions';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';

/** The typed API: hooks in components (`trpc.plans.list.useQuery()`), no wrapper per endpoint. */
export const trpc = createTRPCReact<AppRouter>();

/** The session rides in same-origin cookies; mutations echo the CSRF cookie in a header (ADR 010). */
export function createTrpcClient(getCsrfToken: () => string | null) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The server refuses larger batches (TRPC_MAX_BATCH_SIZE); more calls go in several requests.
        maxItems: TRPC_MAX_BATCH_SIZE,
        transformer: superjson,
        headers() {
          const token = getCsrfToken();
          return token ? { [CSRF_HEADER]: token } : {};
        },
      }),
    ],
  });
}
