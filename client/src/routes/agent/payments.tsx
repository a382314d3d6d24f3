import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { PaymentsPage } from '../../features/admin-payments/PaymentsPage.tsx';
import { paymentsQuery, paymentsSearch } from '../../lib/staff-table-urls.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/agent/payments')({
  head: () => titled('Payments'),
  validateSearch: (raw) => paymentsSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for (the Pending queue by default), loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.trpcUtils.payments.list.ensureData(paymentsQuery(deps)),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: Payments,
});

function Payments() {
  const navigate = Route.useNavigate();
  return <PaymentsPage search={Route.useSearch()} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />;
}
