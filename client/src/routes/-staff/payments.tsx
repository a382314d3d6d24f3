import { PaymentsPage } from '../../features/admin-payments/PaymentsPage.tsx';
import type { RouterContext } from '../../lib/router-context.ts';
import { paymentsList } from '../../lib/staff-table-queries.ts';
import { paymentsSearch, type PaymentsSearch } from '../../lib/staff-table-urls.ts';
import { useRouteSearch } from '../../lib/table-search.ts';

// /admin/payments and /agent/payments (lib/staff-routes.ts): the Pending queue by default.

export const loader = ({ context, deps }: { context: RouterContext; deps: PaymentsSearch }) =>
  context.queryClient.ensureQueryData(paymentsList(context.trpc, deps));

export function PaymentsScreen() {
  const [search, setSearch] = useRouteSearch(paymentsSearch);
  return <PaymentsPage search={search} setSearch={setSearch} />;
}
