import type { AppRouter } from '@nimbus/server/router';
import type { QueryClient } from '@tanstack/react-query';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import type { SessionStore } from './session.ts';

/** What every route's beforeLoad and loader receive. */
export type RouterContext = {
  queryClient: QueryClient;
  trpcUtils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
  session: SessionStore;
};
