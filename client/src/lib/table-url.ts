import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { readKeys, text, wholeNumber } from './search-values.ts';

// A table's place in the URL (`?page=3&q=smith`), read by plain functions: route search parsers
// run at route matching, so they are in the first load, and zod is not (ADR 019). Each field
// falls back to its default when the URL holds nonsense, so a hand-edited link still opens.

/** Staff tables open on 25 rows: a screenful on a laptop, few enough to scan. */
export const TABLE_PAGE_SIZE = 25;

export type TableSearch = {
  page?: number | undefined;
  size?: number | undefined;
  q?: string | undefined;
  /** A keyset position from an answer's `next`/`prev` (ADR 015): deep pages stay cheap. */
  cursor?: string | undefined;
  last?: boolean | undefined;
};

type Readers<T> = { [K in keyof T]-?: (value: unknown) => T[K] };

/** Reads a URL's search into `T`, dropping what does not fit; `extend` adds a table's filters. */
export type SearchParser<T> = {
  parse(raw: Record<string, unknown>): T;
  extend<U>(readers: Readers<U>): SearchParser<T & Partial<U>>;
};

function searchParser<T>(readers: Readers<T>): SearchParser<T> {
  return {
    parse: (raw) => readKeys<Record<string, unknown>>(raw, readers) as T,
    extend: <U>(more: Readers<U>) => searchParser<T & Partial<U>>({ ...readers, ...more } as Readers<T & Partial<U>>),
  };
}

/** Text of at most `max` characters (a number read as text); undefined otherwise. */
export const shortText = (max: number) => (value: unknown) => {
  const found = text(value);
  return found !== undefined && found.length <= max ? found : undefined;
};

/** An optional filter: a value outside `values` is no filter. */
export const searchEnum =
  <const T extends readonly string[]>(values: T) =>
  (value: unknown): T[number] | undefined =>
    typeof value === 'string' && values.includes(value) ? value : undefined;

/** A yes/no switch (`?waiting=true`). */
export const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** A record id (`?actor=12`). */
export const recordId = (value: unknown) => wholeNumber(value, 1, 2_147_483_647);

export const tableSearch = searchParser<TableSearch>({
  page: (value) => wholeNumber(value, 1, 1_000_000),
  size: (value) => wholeNumber(value, 1, MAX_PAGE_SIZE),
  q: shortText(100),
  cursor: shortText(200),
  last: flag,
});

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
