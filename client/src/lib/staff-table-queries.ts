import { auditQuery, paymentsQuery, subscriptionsQuery, ticketsQuery, usersQuery } from './staff-table-urls.ts';
import type { AuditSearch, PaymentsSearch, SubscriptionsSearch, TicketsSearch, UsersSearch } from './staff-table-urls.ts';
import { pageQuery, type TableSearch } from './table-url.ts';
import type { Trpc } from './trpc.ts';

// Each staff table's query for the page its URL asks for. The route's loader puts it in the cache
// with the navigation and the table reads it with useQuery: one definition, so both ask the same
// key. Only staff screens import this file; it stays out of the first load.

export const paymentsList = (trpc: Trpc, search: PaymentsSearch) => trpc.payments.list.queryOptions(paymentsQuery(search));
export const usersList = (trpc: Trpc, search: UsersSearch) => trpc.users.list.queryOptions(usersQuery(search));
export const subscriptionsList = (trpc: Trpc, search: SubscriptionsSearch) => trpc.subscriptions.list.queryOptions(subscriptionsQuery(search));
export const ticketsList = (trpc: Trpc, search: TicketsSearch) => trpc.tickets.list.queryOptions(ticketsQuery(search));
export const auditList = (trpc: Trpc, search: AuditSearch) => trpc.audit.list.queryOptions(auditQuery(search));
export const plansList = (trpc: Trpc, search: TableSearch) => trpc.plans.listAll.queryOptions(pageQuery(search));
