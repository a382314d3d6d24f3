import { PAYMENT_STATUSES } from '@nimbus/shared/enums';
import { pageQuery, searchEnum, tableSearch } from '../../lib/table-search.ts';

/** No status in the URL is the work queue (Pending); `all` is every payment. */
export const paymentsSearch = tableSearch.extend({ status: searchEnum([...PAYMENT_STATUSES, 'all']) });
export type PaymentsSearch = ReturnType<typeof paymentsSearch.parse>;

export const paymentStatusOf = (search: PaymentsSearch) => (search.status === 'all' ? undefined : (search.status ?? 'Pending'));

/** The `payments.list` input for this URL: the route's loader and the table send the same. */
export const paymentsQuery = (search: PaymentsSearch) => ({ ...pageQuery(search), status: paymentStatusOf(search) });
