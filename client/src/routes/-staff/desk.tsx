import { SupportDesk } from '../../features/support-desk/SupportDesk.tsx';
import type { RouterContext } from '../../lib/router-context.ts';
import { ticketsList } from '../../lib/staff-table-queries.ts';
import { ticketsSearch, type TicketsSearch } from '../../lib/staff-table-urls.ts';
import { useRouteSearch } from '../../lib/table-search.ts';
import { useDeskText } from '../../i18n/en/desk.ts';

// /admin/support and /agent/tickets (lib/staff-routes.ts).

export const loader = ({ context, deps }: { context: RouterContext; deps: TicketsSearch }) =>
  context.queryClient.ensureQueryData(ticketsList(context.trpc, deps));

function Desk({ area }: { area: 'admin' | 'agent' }) {
  const [search, setSearch] = useRouteSearch(ticketsSearch);
  const { t } = useDeskText();
  return <SupportDesk title={t(area === 'admin' ? 'adminTitle' : 'agentTitle')} search={search} setSearch={setSearch} />;
}

export const AdminDesk = () => <Desk area="admin" />;
export const AgentDesk = () => <Desk area="agent" />;
