import type { AppRouter } from '@nimbus/server/router';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';

/**
 * An UNAUTHORIZED (401) answer means the session is over (expired, password changed, user
 * suspended or deleted). The login call is the exception: there 401 only means wrong
 * credentials, which the login form reports itself.
 */
export function endsSession(error: unknown): boolean {
  return (
    isTRPCClientError<AppRouter>(error) &&
    error.data?.httpStatus === 401 &&
    error.data.path !== 'auth.login' &&
    // Logging out of a session that already ended is no news: the logout itself moves on.
    error.data.path !== 'auth.logout'
  );
}

function isClientError(error: unknown): boolean {
  const status = isTRPCClientError<AppRouter>(error) ? error.data?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/** One place handles a rejected session, for every query and mutation. */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (endsSession(error)) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx answer cannot succeed; network and server errors get two more tries.
        retry: (failures, error) => !isClientError(error) && failures < 2,
      },
    },
  });
}
