import { z } from 'zod';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '@nimbus/shared/enums';
import { pageQuery, searchEnum, tableSearch } from '../../lib/table-search.ts';

/** /admin/support?waiting=true&priority=URGENT: the support queue's place in the URL. */
export const ticketsSearch = tableSearch.extend({
  status: searchEnum(TICKET_STATUSES),
  priority: searchEnum(TICKET_PRIORITIES),
  waiting: z.boolean().optional().catch(undefined),
});
export type TicketsSearch = ReturnType<typeof ticketsSearch.parse>;

/** The `tickets.list` input for this URL: the route's loader and the table send the same. */
export const ticketsQuery = (search: TicketsSearch) => ({
  ...pageQuery(search),
  status: search.status,
  priority: search.priority,
  ...(search.waiting ? { waiting: true } : {}),
});
