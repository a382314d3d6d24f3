import { createFileRoute } from '@tanstack/react-router';
import { RouteError, RoutePending } from '../../components/RouteStates.tsx';
import { ticketsQuery, ticketsSearch } from '../../lib/staff-table-urls.ts';
import { SupportDesk } from '../../features/support-desk/SupportDesk.tsx';
import { titled } from '../../lib/page-title.ts';

export const Route = createFileRoute('/agent/tickets')({
  head: () => titled('Support tickets'),
  validateSearch: (raw) => ticketsSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The page the URL asks for, loaded with the navigation; the table asks the same cache.
  loader: ({ context, deps }) => context.trpcUtils.tickets.list.ensureData(ticketsQuery(deps)),
  // Named here, not spread: the router's code splitter moves them into the screen's own chunk.
  errorComponent: RouteError,
  pendingComponent: RoutePending,
  component: Desk,
});

function Desk() {
  const navigate = Route.useNavigate();
  return (
    <SupportDesk
      title="Tickets"
      search={Route.useSearch()}
      setSearch={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace })}
    />
  );
}
