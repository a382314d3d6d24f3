import { createFileRoute } from '@tanstack/react-router';
import { staffRouteStates } from '../../components/RouteStates.tsx';
import { subscriptionsQuery, subscriptionsSearch } from '../../features/admin-subscriptions/search.ts';
import { SubscriptionsPage } from '../../features/admin-subscriptions/SubscriptionsPage.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/agent/subscriptions')({
  head: () => titled('Subscriptions'),
  validateSearch: (raw) => subscriptionsSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for, loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.trpcUtils.subscriptions.list.ensureData(subscriptionsQuery(deps)),
  ...staffRouteStates,
  component: Subscriptions,
});

function Subscriptions() {
  const navigate = Route.useNavigate();
  return <SubscriptionsPage search={Route.useSearch()} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />;
}
