import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES, USER_LIST_KINDS } from '@nimbus/shared/enums';
import { flag, pageQuery, recordId, searchEnum, shortText, tableSearch } from './table-url.ts';

// Each staff table's filters in the URL and the list input they ask for (the route's loader and
// the table send the same). They run at route matching, before a staff screen's code loads, so
// they sit in the route table of the first load: plain functions of a few hundred bytes; the
// screens themselves stay in their own chunks (ADR 019, ADR 024).

/** No status in the URL is the work queue (Pending); `all` is every payment. */
export const paymentsSearch = tableSearch.extend({ status: searchEnum([...PAYMENT_STATUSES, 'all'] as const) });
export type PaymentsSearch = ReturnType<typeof paymentsSearch.parse>;
export const paymentStatusOf = (search: PaymentsSearch) => (search.status === 'all' ? undefined : (search.status ?? 'Pending'));
export const paymentsQuery = (search: PaymentsSearch) => ({ ...pageQuery(search), status: paymentStatusOf(search) });

/** /admin/users?kind=staff&q=...: customers unless the URL asks for staff. */
export const usersSearch = tableSearch.extend({ kind: searchEnum(USER_LIST_KINDS) });
export type UsersSearch = ReturnType<typeof usersSearch.parse>;
export const usersQuery = (search: UsersSearch) => ({ ...pageQuery(search), kind: search.kind ?? 'customers' });

/** /admin/subscriptions?status=Active, ?expiring=true (the overview's "expiring in 7 days") or ?failed=true (the panel job gave up). */
export const subscriptionsSearch = tableSearch.extend({ status: searchEnum(SUBSCRIPTION_STATUSES), expiring: flag, failed: flag });
export type SubscriptionsSearch = ReturnType<typeof subscriptionsSearch.parse>;
export const subscriptionsQuery = (search: SubscriptionsSearch) => ({
  ...pageQuery(search),
  status: search.status,
  ...(search.expiring ? { expiring: true } : {}),
  ...(search.failed ? { provisioningFailed: true } : {}),
});

/** /admin/support?waiting=true&priority=URGENT: the support queue's place in the URL. */
export const ticketsSearch = tableSearch.extend({ status: searchEnum(TICKET_STATUSES), priority: searchEnum(TICKET_PRIORITIES), waiting: flag });
export type TicketsSearch = ReturnType<typeof ticketsSearch.parse>;
export const ticketsQuery = (search: TicketsSearch) => ({
  ...pageQuery(search),
  status: search.status,
  priority: search.priority,
  ...(search.waiting ? { waiting: true } : {}),
});

/** /admin/audit?actor=12&actorName=...&entity=payment: the log's filters; the actor's label so a shared link shows who. */
export const auditSearch = tableSearch.extend({ actor: recordId, actorName: shortText(200), entity: shortText(50), action: shortText(80) });
export type AuditSearch = ReturnType<typeof auditSearch.parse>;
export const auditQuery = (search: AuditSearch) => ({ ...pageQuery(search), actorId: search.actor, entity: search.entity, action: search.action });
