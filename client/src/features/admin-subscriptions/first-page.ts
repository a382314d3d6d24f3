import { PAGE_SIZE } from '@nimbus/shared/constants';

/** The page the subscriptions screen opens on; route loaders start it on navigation (or hover). */
export const FIRST_PAGE = { page: 1, pageSize: PAGE_SIZE, search: '' };
