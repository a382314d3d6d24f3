import { useDebouncedValue } from '@mantine/hooks';
import { PAGE_SIZE } from '@nimbus/shared/constants';
import { useState } from 'react';

/**
 * Paging and search of one server-paged table. `query` is what to send: the search is
 * debounced and a new search goes back to page 1.
 */
export function useTableState(initialPageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [search, setSearchState] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return {
    page,
    pageSize,
    search,
    setPage,
    setPageSize(size: number) {
      setPageSizeState(size);
      setPage(1);
    },
    setSearch(value: string) {
      setSearchState(value);
      setPage(1);
    },
    query: { page, pageSize, search: debounced },
  };
}

export type TableState = ReturnType<typeof useTableState>;
