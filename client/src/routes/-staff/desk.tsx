import { SupportDesk } from '../../features/support-desk/SupportDesk.tsx';
import type { RouterContext } from '../../lib/router-context.ts';
import { ticketsList } from '../../lib/staff-table-queries.ts';
import { ticketsSearch, type TicketsSearch } from '../../lib/staff-table-urls.ts';
import { useRouteSearch } from '../../lib/table-search.ts';

// /admin/support and /agent/tickets (lib/staff-routes.ts).

export const loader = ({ context, deps }: { context: RouterContext; deps: TicketsSearch }) =>
  context.queryClient.ensureQueryData(ticketsList(context.trpc, deps));

function Desk({ title }: { title: string }) {
  const [search, setSearch] = useRouteSearch(ticketsSearch);
  return <SupportDesk title={title} search={search} setSearch={setSearch} />;
}

export const AdminDesk = () => <Desk title="Support" />;
export const AgentDesk = () => <Desk title="Tickets" />;
