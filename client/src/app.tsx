import { MantineProvider } from '@mantine/core';
import type { AppRouter } from '@nimbus/server/router';
import { notifications } from '@mantine/notifications';
import { authMessages } from '@nimbus/shared/auth-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode } from 'react';
import { useCommonText } from './i18n/en/common.ts';
import { LanguageRoot } from './i18n/LanguageRoot.tsx';
import { tm } from './i18n/messages.ts';
import { ModalsHost } from './lib/ModalsHost.tsx';
import { NotificationsHost } from './lib/NotificationsHost.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { returnSearch } from './lib/return-path.ts';
import { currentCsrfToken, session } from './lib/session-store.ts';
import { seedAnswers, type SeededAnswer } from './lib/seed.ts';
import { createTrpcClient, TRPCProvider, type TransportOptions } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The whole app: its router, query client and element. The browser (main.tsx) renders it on the
 * page's own URL; the build renders it in Node on a memory history to write the first screen of
 * the public pages into index.html (build/prerender.ts, docs/decisions/023).
 */
export function createApp({
  history,
  seed,
  ...transport
}: TransportOptions & {
  history?: RouterHistory;
  /** Answers the page already has (rendered by the server with them, src/prerender.tsx): in the cache before the first render. */
  seed?: readonly SeededAnswer[];
} = {}) {
  // A 401 from any call: the session is over. Clear it and go to /login (specification 4, 8).
  const queryClient = createQueryClient(() => {
    const hadSession = session.get() !== null;
    session.clear();
    if (hadSession) {
      notifications.show({ id: 'session-ended', color: 'red', title: useCommonText.t('alerts.error'), message: tm(authMessages.sessionInvalid) });
    }
    // Back to this page after logging in again.
    void router.navigate({ to: '/login', search: returnSearch({ redirect: router.state.location.href }) });
  });

  const trpcClient = createTrpcClient(currentCsrfToken, transport);
  // The same options proxy useTRPC() gives components, for the routes' loaders and guards.
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

  if (seed) seedAnswers(queryClient, trpc, seed);

  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, trpc, session },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
  });

  // Login, logout or another tab switching users: drop what the previous identity loaded.
  let userId = session.get()?.user.id;
  session.subscribe(() => {
    if (session.get()?.user.id === userId) return;
    userId = session.get()?.user.id;
    void queryClient.resetQueries();
  });

  const app = (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <LanguageRoot>
              <RouterProvider router={router} />
              {/* Dialogs and notifications load their code the first time one is shown. */}
              <ModalsHost />
              <NotificationsHost />
            </LanguageRoot>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
  return { router, queryClient, app };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createApp>['router'];
  }
}
