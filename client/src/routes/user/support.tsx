import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SupportBanner } from '../../features/tickets-customer/SupportBanner.tsx';
import { TicketDialog } from '../../features/tickets-customer/TicketDialog.tsx';
import { TicketForm } from '../../features/tickets-customer/TicketForm.tsx';
import { TicketsTable } from '../../features/tickets-customer/TicketsTable.tsx';
import { useTicketsText } from '../../i18n/en/tickets.ts';
import { readKeys, wholeNumber } from '../../lib/search-values.ts';
import { firstPageQuery, useTableState } from '../../lib/table-state.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { titled } from '../../lib/page-title.ts';

// `?ticket=12` opens that ticket's conversation, so a reload or the back button keeps it.
const supportSearch = (search: Record<string, unknown>) =>
  readKeys<{ ticket: number | undefined }>(search, { ticket: (value) => wholeNumber(value, 1, Number.MAX_SAFE_INTEGER) });

export const Route = createFileRoute('/user/support')({
  head: () => titled('support'),
  validateSearch: supportSearch,
  // The table's first page (useTableState's first query) loads with the navigation.
  loader: ({ context: { queryClient, trpc } }) => void queryClient.prefetchQuery(trpc.tickets.mine.queryOptions(firstPageQuery())),
  component: SupportPage,
});

function SupportPage() {
  const { t } = useTicketsText();
  const { ticket } = Route.useSearch();
  const navigate = Route.useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const table = useTableState();

  const reloadTickets = () => {
    table.setSearch('');
    table.setPage(1);
    void queryClient.invalidateQueries(trpc.tickets.mine.queryFilter());
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      <SupportBanner />
      <TicketForm onCreated={reloadTickets} />
      <Stack gap="sm" component="section" aria-labelledby="tickets-heading">
        <Title order={2} fz="h3" id="tickets-heading">
          {t('page.yourTickets')}
        </Title>
        <TicketsTable state={table} />
      </Stack>
      <TicketDialog ticketId={ticket} onClose={() => void navigate({ search: {}, replace: true })} />
    </Stack>
  );
}
