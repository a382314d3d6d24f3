import { TRPCError } from '@trpc/server';
import { and, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, pageCount, pagingMessages, type Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Column = AnyColumn | SQL;

/**
 * A searchable field that is not plain text: it turns the search term into its own
 * condition, or into none when the term cannot match it. Enums and dates become equality and
 * range conditions that an index answers, instead of casting every row to text.
 */
export type Matcher = (term: string) => SQL | undefined;

const folded = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** An enum column: the values that contain the term ("progress", "in progress") or that it names ("suspended"). */
export function enumText(column: Column, values: readonly string[]): Matcher {
  return (term) => {
    const wanted = folded(term);
    const hits = values.filter((value) => folded(value).includes(wanted) || wanted.startsWith(folded(value)));
    return hits.length ? inArray(column as SQL, hits) : undefined;
  };
}

/** A record id: a term that is a whole number finds that row by its primary key. */
export function idEquals(column: Column): Matcher {
  return (term) => {
    const id = /^#?(\d{1,9})$/.exec(term)?.[1];
    return id === undefined ? undefined : sql`${column} = ${Number(id)}`;
  };
}

/** A text expression with a trigram index on it: case-insensitive "contains". */
export function contains(expression: Column): Matcher {
  return (term) => sql`${expression} ilike ${likePattern(term)}`;
}

const DATE_PREFIX = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * A date column as the table shows it (YYYY-MM-DD, UTC): a term "2026", "2026-11" or
 * "2026-11-21" finds the rows of that year, month or day.
 */
export function dateText(column: Column): Matcher {
  return (term) => {
    const match = DATE_PREFIX.exec(term);
    if (!match) return undefined;
    const year = Number(match[1]);
    const month = match[2] ? Number(match[2]) : undefined;
    const day = match[3] ? Number(match[3]) : undefined;
    const from = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
    if (from.getUTCMonth() !== (month ?? 1) - 1 || from.getUTCDate() !== (day ?? 1)) return undefined;
    const to =
      day !== undefined
        ? new Date(Date.UTC(year, month! - 1, day + 1))
        : month !== undefined
          ? new Date(Date.UTC(year, month, 1))
          : new Date(Date.UTC(year + 1, 0, 1));
    return and(gte(column as SQL, from), lt(column as SQL, to));
  };
}

/**
 * "Search filters across all fields, case-insensitive" (specification section 9), as a list of
 * arms: each field the term can match becomes its own condition, answered by its own index, and
 * the list is the union of the arms (ADR 014). Undefined: no search; [] : nothing can match.
 */
export function searchArms(search: string, fields: readonly Matcher[]): SQL[] | undefined {
  const term = search.trim();
  if (!term) return undefined;
  return fields.map((field) => field(term)).filter((condition): condition is SQL => condition !== undefined);
}

/** One condition of the arms, for a query that cannot take a union (a single row's check). */
export function anyArm(arms: SQL[] | undefined): SQL | undefined {
  if (arms === undefined) return undefined;
  return arms.length ? or(...arms) : sql`false`;
}

/** A number column of a small table (plans): searched as text, for a term with a digit. */
export function numberText(column: Column): Matcher {
  return (term) => (/\d/.test(term) ? sql`${column}::text ilike ${likePattern(term)}` : undefined);
}

/** One OR-condition over text columns and matchers: for small tables, where a scan costs nothing. */
export function searchAcross(search: string, fields: readonly (Column | Matcher)[]): SQL | undefined {
  return anyArm(searchArms(search, fields.map((field) => (typeof field === 'function' ? field : contains(field)))));
}

/** Runs the page query and the count together and shapes the answer of a short, bounded list. */
export async function paginate<T>(
  input: { page?: number | undefined; pageSize: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const page = input.page ?? 1;
  const [items, count] = await Promise.all([rows(input.pageSize, (page - 1) * input.pageSize), total()]);
  const pages = pageCount(count, input.pageSize);
  return { items, total: count, totalExact: true, page, pageSize: input.pageSize, pageCount: pages, next: null, prev: null };
}

// ---------------------------------------------------------------------------------------------
// Keyset paging over (created_at desc, id desc), the order of every big list.

/** The position of a row in the order: its created_at to the microsecond (UTC text) and its id. */
type Key = { at: string; id: number };
type Cursor = Key & { dir: 'after' | 'before' };

const KEY_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.dir === 'after' ? 'a' : 'b'}|${cursor.at}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  const [dir, at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const number = Number(id);
  if ((dir !== 'a' && dir !== 'b') || !at || !KEY_TEXT.test(at) || !Number.isSafeInteger(number) || number < 1) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: pagingMessages.badCursor });
  }
  return { dir: dir === 'a' ? 'after' : 'before', at, id: number };
}

export type KeysetInput = { page?: number | undefined; pageSize: number; cursor?: string | undefined; last?: boolean | undefined };

export type KeysetList<Row> = {
  /** The table whose rows are listed, and its order key. */
  table: PgTable;
  createdAt: AnyColumn;
  id: AnyColumn;
  /** What every listed row must satisfy (filters, "not deleted"). */
  where: SQL | undefined;
  /** The search arms (`searchArms`); undefined lists every row. */
  arms: SQL[] | undefined;
  /**
   * The rows whose id is in `ids` (a subquery: `inArray(table.id, ids)`), with `pageKey(...)`'s
   * columns; any order. One query reads the page: the keys and the rows together.
   */
  rows: (ids: SQL) => Promise<(Row & PageKey)[]>;
};

/** The order key of a row, selected with it: `select({ ...columns, ...pageKey(table.id, table.createdAt) })`. */
export type PageKey = { __id: number; __at: string };
export function pageKey(id: AnyColumn, createdAt: AnyColumn) {
  return { __id: sql<number>`${id}`.mapWith(Number), __at: keyText(createdAt) };
}

const keyText = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * A page of a big list in O(page) whatever its length: each search arm is its own ordered,
 * limited query on its own index, the arms are merged, and the rows of the page are read by id.
 * A total up to `EXACT_COUNT_LIMIT` rows is exact; beyond, it is the planner's estimate.
 */
export async function keysetPage<Row>(db: DbOrTx, list: KeysetList<Row>, input: KeysetInput): Promise<Page<Row>> {
  const { pageSize } = input;
  const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  // Newest first, unless walking back (previous page, last page): then oldest first, reversed below.
  const backwards = cursor?.dir === 'before' || (cursor === undefined && input.last === true);
  const offset = cursor || input.last ? 0 : ((input.page ?? 1) - 1) * pageSize;

  // A plain or filtered list is counted alongside (an index-only count of at most 1,001 rows); a
  // search is not counted at all: its total comes from the page itself or from the planner.
  const totalPromise = list.arms === undefined ? countUpTo(db, list) : undefined;
  // The last page of an exactly counted list holds what is left after the full pages, so its
  // number and the numbers of the pages before it match the ones counted from the first page.
  let lastSize = pageSize;
  let total: Total | undefined;
  if (cursor === undefined && input.last) {
    total = totalPromise ? await totalPromise : undefined;
    if (total?.exact) lastSize = total.count - (pageCount(total.count, pageSize) - 1) * pageSize || pageSize;
  }
  const take = (cursor === undefined && input.last ? lastSize : pageSize) + offset + 1;

  const order = sql.raw(backwards ? 'asc' : 'desc');
  const bound = cursor
    ? cursor.dir === 'after'
      ? sql`(${list.createdAt}, ${list.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
      : sql`(${list.createdAt}, ${list.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  const size = take - offset - 1;
  const arms = list.arms ?? [undefined];
  // Each arm: its own ordered, limited walk of its own index; then the page of their union.
  const armQuery = (arm: SQL | undefined) =>
    sql`(select ${list.id} as id, ${list.createdAt} as created_at from ${list.table}
         where ${and(list.where, arm, bound) ?? sql`true`}
         order by ${list.createdAt} ${order}, ${list.id} ${order} limit ${take})`;
  const ids = sql`(select id from (${sql.join(arms.map(armQuery), sql` union `)}) as arms
                   order by created_at ${order}, id ${order} limit ${size + 1} offset ${offset})`;
  const found = arms.length === 0 ? [] : await list.rows(ids);
  const sign = backwards ? 1 : -1;
  found.sort((a, b) => sign * (a.__at < b.__at ? -1 : a.__at > b.__at ? 1 : a.__id - b.__id));
  const more = found.length > size;
  const page = found.slice(0, size);
  if (backwards) page.reverse();
  const window = page.map((row) => ({ id: row.__id, at: row.__at }));
  const items = page.map(({ __id: _id, __at: _at, ...row }) => row as unknown as Row);

  const first = window[0];
  const end = window.at(-1);
  // Is there a page before (newer) and after (older) this one?
  const hasNewer = backwards ? more : cursor !== undefined || offset > 0;
  const hasOlder = backwards ? cursor !== undefined : more;
  const seen = offset + window.length + (more ? 1 : 0);
  const counted =
    total ??
    (totalPromise
      ? await totalPromise
      : !more && cursor === undefined && !input.last
        ? { count: seen, exact: true }
        : await searchTotal(db, list, seen));
  const pages = counted.exact ? pageCount(counted.count, pageSize) : null;
  return {
    items,
    total: counted.count,
    totalExact: counted.exact,
    page: cursor === undefined && input.last ? pages : (input.page ?? (cursor ? null : 1)),
    pageSize,
    pageCount: pages,
    next: hasOlder && end ? encodeCursor({ dir: 'after', at: end.at, id: Number(end.id) }) : null,
    prev: hasNewer && first ? encodeCursor({ dir: 'before', at: first.at, id: Number(first.id) }) : null,
  };
}

type Total = { count: number; exact: boolean };

// Counted in the list's own order, so the count walks the same index as the page (at most
// `limit` entries of it) instead of whatever scan finds `limit` rows first.
const union = (list: KeysetList<unknown>, limit?: number) =>
  sql.join(
    (list.arms ?? [undefined]).map(
      (arm) =>
        sql`(select ${list.id} as id from ${list.table} where ${and(list.where, arm) ?? sql`true`}${
          limit ? sql` order by ${list.createdAt} desc, ${list.id} desc limit ${limit}` : sql``
        })`,
    ),
    sql` union `,
  );

/** The rows of a list without a search: counted when at most `EXACT_COUNT_LIMIT`, else estimated. */
async function countUpTo(db: DbOrTx, list: KeysetList<unknown>): Promise<Total> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from (${union(list, EXACT_COUNT_LIMIT + 1)}) as arms`);
  const count = Number(row?.n ?? 0);
  return count <= EXACT_COUNT_LIMIT ? { count, exact: true } : { count: Math.max(EXACT_COUNT_LIMIT + 1, await estimate(db, list)), exact: false };
}

/**
 * The total of a search that fills more than this page: the planner's estimate, and when that
 * promises few rows, a count (bounded like any other) to make it exact.
 */
async function searchTotal(db: DbOrTx, list: KeysetList<unknown>, seen: number): Promise<Total> {
  const rows = await estimate(db, list);
  if (rows <= EXACT_COUNT_LIMIT) {
    const counted = await countUpTo(db, list);
    if (counted.exact) return counted;
  }
  return { count: Math.max(seen, rows, EXACT_COUNT_LIMIT + 1), exact: false };
}

/** The planner's estimate of the list's rows: the cost of a plan, not of the rows. */
async function estimate(db: DbOrTx, list: KeysetList<unknown>): Promise<number> {
  if (list.arms?.length === 0) return 0;
  const [plan] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select id from (${union(list)}) as arms`);
  const rows = Math.round(Number(planRows(plan?.['QUERY PLAN'])));
  return Number.isFinite(rows) ? rows : 0;
}

/** The top node's row estimate of an EXPLAIN (FORMAT JSON) answer (text on one driver, parsed on the other). */
function planRows(answer: unknown): number {
  const parsed = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}
