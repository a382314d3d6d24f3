import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from './session.ts';
import type { Trpc } from './trpc.ts';

/** What every route's beforeLoad and loader receive: loaders ask the same cache the screens read. */
export type RouterContext = {
  queryClient: QueryClient;
  trpc: Trpc;
  session: SessionStore;
};
