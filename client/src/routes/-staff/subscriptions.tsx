import { SubscriptionsPage } from '../../features/admin-subscriptions/SubscriptionsPage.tsx';
import type { RouterContext } from '../../lib/router-context.ts';
import { subscriptionsList } from '../../lib/staff-table-queries.ts';
import { subscriptionsSearch, type SubscriptionsSearch } from '../../lib/staff-table-urls.ts';
import { useRouteSearch } from '../../lib/table-search.ts';

// /admin/subscriptions and /agent/subscriptions (lib/staff-routes.ts).

export const loader = ({ context, deps }: { context: RouterContext; deps: SubscriptionsSearch }) =>
  context.queryClient.ensureQueryData(subscriptionsList(context.trpc, deps));

export function SubscriptionsScreen() {
  const [search, setSearch] = useRouteSearch(subscriptionsSearch);
  return <SubscriptionsPage search={search} setSearch={setSearch} />;
}
