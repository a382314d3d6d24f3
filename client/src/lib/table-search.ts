import { useDebouncedValue } from '@mantine/hooks';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { TableState } from './table-state.ts';

/** Staff tables open on 25 rows: a screenful on a laptop, few enough to scan. */
export const TABLE_PAGE_SIZE = 25;
export const TABLE_PAGE_SIZES = [10, 25, 50, 100];

/**
 * Where a staff table stands, as its URL says (`?page=3&q=smith`): a reload or a shared link
 * opens the same page. Each field falls back to its default when the URL holds nonsense, so a
 * hand-edited link still opens the table. Tables extend it with their filters.
 */
export const tableSearch = z.object({
  page: z.number().int().min(1).max(1_000_000).optional().catch(undefined),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  /** A keyset position from an answer's `next`/`prev` (ADR 015): deep pages stay cheap. */
  cursor: z.string().max(200).optional().catch(undefined),
  last: z.boolean().optional().catch(undefined),
});
export type TableSearch = z.infer<typeof tableSearch>;

/** An optional filter read from the URL: a value outside `values` is no filter. */
export const searchEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

/** Changes the URL's search; `replace` for typing (no history entry per keystroke). */
export type SetTableSearch<S extends TableSearch> = (patch: Partial<S>, options?: { replace?: boolean }) => void;

/** Back to the first page (a new search or filter): no cursor, no Last. */
export const FIRST_PAGE = { page: undefined, cursor: undefined, last: undefined } as const;

/** The paging and search fields of the list input the URL asks for: the route's loader and the table send the same. */
export function pageQuery(search: TableSearch) {
  const place = search.cursor
    ? { cursor: search.cursor, ...(search.page ? { page: search.page } : {}) }
    : search.last
      ? { last: true }
      : { page: search.page ?? 1 };
  return { ...place, pageSize: search.size ?? TABLE_PAGE_SIZE, search: search.q ?? '' };
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
