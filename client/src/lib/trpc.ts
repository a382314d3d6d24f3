import type { AppRouter } from '@nimbus/server/router';
import { TRPC_MAX_BATCH_SIZE } from '@nimbus/shared/constants';
import { CSRF_HEADER } from '@nimbus/shared/sessions';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

/**
 * The typed API as TanStack Query options: `useQuery(trpc.plans.list.queryOptions())` in
 * components (through `useTRPC()`), `queryClient.ensureQueryData(...)` in loaders (through the
 * router context). No wrapper per endpoint.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type Trpc = TRPCOptionsProxy<AppRouter>;

export type TransportOptions = {
  /** API answers wait for this (main.tsx: the app's first screen is the prerendered one). */
  answersAfter?: Promise<unknown>;
  /** How requests go out: a page rendered in Node passes one that never answers (src/prerender.tsx). */
  fetch?: typeof globalThis.fetch;
};

/**
 * The session rides in same-origin cookies; mutations echo the CSRF cookie in a header (ADR 010).
 * With `answersAfter`, requests leave at once but their answers reach the app only once it has
 * settled (main.tsx: the app's first screen is the prerendered one, drawn before any answer).
 */
export function createTrpcClient(
  getCsrfToken: () => string | null,
  { answersAfter, fetch = (input, init) => globalThis.fetch(input, init) }: TransportOptions = {},
) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: answersAfter
          ? async (input: RequestInfo | URL, init?: RequestInit) => {
              const response = await fetch(input, init);
              await answersAfter;
              return response;
            }
          : fetch,
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
