import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '@nimbus/shared/enums';
import { pageQuery, searchEnum, tableSearch } from '../../lib/table-search.ts';

/** /admin/subscriptions?status=Active or ?expiring=true (the overview's "expiring in 7 days"). */
export const subscriptionsSearch = tableSearch.extend({
  status: searchEnum(SUBSCRIPTION_STATUSES),
  expiring: z.boolean().optional().catch(undefined),
});
export type SubscriptionsSearch = ReturnType<typeof subscriptionsSearch.parse>;

/** The `subscriptions.list` input for this URL: the route's loader and the table send the same. */
export const subscriptionsQuery = (search: SubscriptionsSearch) => ({
  ...pageQuery(search),
  status: search.status,
  ...(search.expiring ? { expiring: true } : {}),
});
