import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { subscriptionsQuery, subscriptionsSearch } from '../../lib/staff-table-urls.ts';
import { SubscriptionsPage } from '../../features/admin-subscriptions/SubscriptionsPage.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/subscriptions')({
  head: () => titled('Subscriptions'),
  validateSearch: (raw) => subscriptionsSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for, loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.trpcUtils.subscriptions.list.ensureData(subscriptionsQuery(deps)),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: Subscriptions,
});

function Subscriptions() {
  const navigate = Route.useNavigate();
  return <SubscriptionsPage search={Route.useSearch()} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />;
}
