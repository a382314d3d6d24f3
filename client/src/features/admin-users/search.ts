import { USER_LIST_KINDS } from '@nimbus/shared/users';
import { pageQuery, searchEnum, tableSearch } from '../../lib/table-search.ts';

/** /admin/users?kind=staff&q=...: the users table's place in the URL. */
export const usersSearch = tableSearch.extend({ kind: searchEnum(USER_LIST_KINDS) });
export type UsersSearch = ReturnType<typeof usersSearch.parse>;

/** The `users.list` input for this URL: the route's loader and the table send the same. */
export const usersQuery = (search: UsersSearch) => ({ ...pageQuery(search), kind: search.kind ?? 'customers' });
