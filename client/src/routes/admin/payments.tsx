import { createFileRoute } from '@tanstack/react-router';
import { staffRouteStates } from '../../components/RouteStates.tsx';
import { PaymentsPage } from '../../features/admin-payments/PaymentsPage.tsx';
import { paymentsQuery, paymentsSearch } from '../../features/admin-payments/search.ts';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/admin/payments')({
  head: () => titled('Payments'),
  validateSearch: (raw) => paymentsSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for (the Pending queue by default), loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.trpcUtils.payments.list.ensureData(paymentsQuery(deps)),
  ...staffRouteStates,
  component: Payments,
});

function Payments() {
  const navigate = Route.useNavigate();
  return <PaymentsPage search={Route.useSearch()} setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })} />;
}
