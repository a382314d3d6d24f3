import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc.ts';

/**
 * A query's answer that came with the page: the procedure's path (`users.me`), its input, and
 * the answer as the procedure returned it. The server renders a signed-in customer's overview
 * with them (server/src/http/account-page.ts) and sends them in the page (superjson), so the
 * app's first render shows the same and asks nothing again (docs/decisions/034).
 */
export type SeededAnswer = { path: string; input?: unknown; data: unknown };

/** The element of the page that carries them. */
export const SEED_ELEMENT_ID = 'nimbus-answers';

type QueryNode = { queryKey: (input?: unknown) => readonly unknown[] };

export function seedAnswers(queryClient: QueryClient, trpc: Trpc, answers: readonly SeededAnswer[]): void {
  for (const { path, input, data } of answers) {
    // The options proxy builds the same key useQuery(trpc.x.y.queryOptions(input)) uses.
    let node: unknown = trpc;
    for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
    queryClient.setQueryData((node as QueryNode).queryKey(input), data);
  }
}
