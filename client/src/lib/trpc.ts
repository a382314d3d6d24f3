import type { AppRouter } from '@nimbus/server/router';
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
        transformer: superjson,
        headers() {
          const token = getCsrfToken();
          return token ? { [CSRF_HEADER]: token } : {};
        },
      }),
    ],
  });
}
