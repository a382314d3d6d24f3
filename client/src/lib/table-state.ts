import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import { useState } from 'react';

/**
 * Where a server-paged table stands: a page by number (the first ones), a keyset cursor from the
 * previous answer (Next and Prev deep in a big list), or the last page. `page` is the number to
 * show; after Last on a list too big to count it is not known (null).
 */
type Position = { page: number | null; cursor?: string; last?: true };

/** What a table at `position` asks the server for. */
function tableQuery(position: Position, pageSize: number, search: string) {
  const place = position.cursor
    ? { cursor: position.cursor, ...(position.page ? { page: position.page } : {}) }
    : position.last
      ? { last: true }
      : { page: position.page ?? 1 };
  return { ...place, pageSize, search };
}

/** A table's first query, before any paging or search: what its route's loader fetches ahead. */
export const firstPageQuery = (pageSize = PAGE_SIZE) => tableQuery({ page: 1 }, pageSize, '');

/**
 * Paging and search of one server-paged table. `query` is what to send: the search is
 * debounced and a new search goes back to page 1.
 */
export function useTableState(initialPageSize = PAGE_SIZE) {
  const [position, setPosition] = useState<Position>({ page: 1 });
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [search, setSearchState] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return {
    page: position.page,
    pageSize,
    search,
    /** A page by number (1 = the first page). */
    setPage(page: number) {
      setPosition({ page });
    },
    /** The page a cursor of the last answer points to, shown as page `page`. */
    setCursor(cursor: string, page: number | null) {
      setPosition(page === 1 ? { page: 1 } : { page, cursor });
    },
    setLast() {
      setPosition({ page: null, last: true });
    },
    setPageSize(size: number) {
      setPageSizeState(size);
      setPosition({ page: 1 });
    },
    setSearch(value: string) {
      setSearchState(value);
      setPosition({ page: 1 });
    },
    query: tableQuery(position, pageSize, debounced),
  };
}

export type TableState = ReturnType<typeof useTableState>;
