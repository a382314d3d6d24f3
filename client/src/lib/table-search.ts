import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FIRST_PAGE, pageQuery, TABLE_PAGE_SIZE, type SearchParser, type TableSearch } from './table-url.ts';
import type { TableState } from './table-state.ts';

export const TABLE_PAGE_SIZES = [10, 25, 50, 100];

/** Changes the URL's search; `replace` for typing (no history entry per keystroke). */
export type SetTableSearch<S extends TableSearch> = (patch: Partial<S>, options?: { replace?: boolean }) => void;

/**
 * The search of the route showing the screen, and a setter that changes it, for a screen that a
 * route of each staff area shows (/admin/payments and /agent/payments). The route validated the
 * search already; reading it with the same parser gives it its type without naming the route.
 */
export function useRouteSearch<S extends TableSearch>(parser: SearchParser<S>): [S, SetTableSearch<S>] {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const search = useMemo(() => parser.parse(raw), [parser, raw]);
  const setSearch = useCallback<SetTableSearch<S>>(
    (patch, options) => void navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }), replace: options?.replace }),
    [navigate],
  );
  return [search, setSearch];
}

/** A table's state kept in the URL: the same shape as `useTableState`, so DataTable takes either. */
export function useUrlTableState<S extends TableSearch>(search: S, setSearch: SetTableSearch<S>): TableState {
  const urlTerm = search.q ?? '';
  const [text, setText] = useState(urlTerm);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  // Typing reaches the URL once it pauses; Back (the URL changing under the box) refills the box.
  useEffect(() => {
    if (debounced !== urlTerm) setSearch({ ...FIRST_PAGE, q: debounced || undefined } as Partial<S>, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing writes the URL
  }, [debounced]);
  useEffect(() => {
    if (urlTerm !== debounced) setText(urlTerm);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a URL change refills the box
  }, [urlTerm]);
  const set = (patch: TableSearch) => setSearch(patch as Partial<S>);
  return {
    page: search.last ? null : search.cursor ? (search.page ?? null) : (search.page ?? 1),
    pageSize: search.size ?? TABLE_PAGE_SIZE,
    search: text,
    setPage: (page) => set({ ...FIRST_PAGE, page: page === 1 ? undefined : page }),
    setCursor: (cursor, page) => set(page === 1 ? FIRST_PAGE : { ...FIRST_PAGE, cursor, page: page ?? undefined }),
    setLast: () => set({ ...FIRST_PAGE, last: true }),
    setPageSize: (size) => set({ ...FIRST_PAGE, size: size === TABLE_PAGE_SIZE ? undefined : size }),
    setSearch: setText,
    query: pageQuery(search),
  };
}
