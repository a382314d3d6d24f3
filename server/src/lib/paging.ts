import { TRPCError } from '@trpc/server';
import { and, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, isShortTerm, pageCount, pagingMessages, SHORT_TERM_ROWS, type Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from './rows.ts';

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

/**
 * A text expression with a trigram index on it: case-insensitive "contains". A term with
 * punctuation or spaces ("dmitri.marti", "Liam Kaya") makes pg_trgm look up padded word-boundary
 * trigrams (" ma", "  m") whose posting lists hold most rows; the index is asked for the same
 * words with `_` between them (no padded trigrams: 40 to 50 % less index work), and the exact
 * pattern is checked on the rows it finds (`|| ''` keeps it out of the index condition).
 */
export function contains(expression: Column): Matcher {
  return (term) => {
    const exact = likePattern(term);
    const words = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (words.length < 2 || words.some((word) => word.length < 3) || !/[^\p{L}\p{N}]/u.test(term)) return sql`${expression} ilike ${exact}`;
    const loose = `%${term.replace(/[^\p{L}\p{N}]/gu, '_')}%`;
    // coalesce(...) hides the check from the estimate too (it counts as one half, not as a pattern
    // the planner would guess to match almost nothing and so pick the wrong index).
    return sql`(${expression} ilike ${loose} and coalesce((${expression} || '') ilike ${exact}, false))`;
  };
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
type Cursor = { at: string; id: number; dir: 'after' | 'before' };

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

export type KeysetInput = { page?: number | undefined; pageSize: number; cursor?: string | undefined; last?: boolean | undefined; search?: string };

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


/**
 * A page of a big list in O(page) whatever its length (ADR 015). A plain or filtered list walks
 * its ordered index from the cursor and counts alongside (at most 1,001 index entries). A search
 * is a union of arms, each on its own index: when the planner expects few matches, one query
 * reads all their keys (each arm stops at 1,001) and the page and an exact total come from them;
 * otherwise each arm walks its index in the list order and stops at the page, and the total is
 * the planner's estimate.
 */
export async function keysetPage<Row>(db: DbOrTx, given: KeysetList<Row>, input: KeysetInput): Promise<Page<Row>> {
  const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  if (given.arms?.length === 0) return emptyPage(input);
  const list = shortTerm(input.search) ? withinRecent(given) : given;
  if (list.arms !== undefined) {
    const estimated = await estimate(db, list);
    if (estimated <= EXACT_COUNT_LIMIT) {
      const page = await smallSearchPage(db, list, input, cursor);
      if (page) return page;
    }
    return walkPage(db, list, input, cursor, async (seen) => ({ count: Math.max(seen, estimated, EXACT_COUNT_LIMIT + 1), exact: false }));
  }
  const counting = countUpTo(db, list);
  return walkPage(db, list, input, cursor, () => counting);
}

/**
 * A term of one or two characters has no trigram: no index can find its rare matches, so such
 * a search reads the newest `SHORT_TERM_ROWS` rows of the list and no more (a bounded range of
 * the list's own index). The search box says so.
 */
const shortTerm = (search: string | undefined) => search !== undefined && isShortTerm(search);

function withinRecent<Row>(list: KeysetList<Row>): KeysetList<Row> {
  const newest = sql`(select ${list.createdAt} from ${list.table} where ${list.where ?? sql`true`}
                      order by ${list.createdAt} desc, ${list.id} desc offset ${SHORT_TERM_ROWS - 1} limit 1)`;
  return { ...list, where: and(list.where, sql`${list.createdAt} >= coalesce(${newest}, '-infinity'::timestamptz)`) };
}

function emptyPage<Row>(input: KeysetInput): Page<Row> {
  return { items: [], total: 0, totalExact: true, page: 1, pageSize: input.pageSize, pageCount: 1, next: null, prev: null };
}

type Key = { id: number; at: string };
const newerFirst = (a: Key, b: Key) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id);
const cursorOf = (key: Key | undefined, dir: Cursor['dir']) => (key ? encodeCursor({ dir, at: key.at, id: key.id }) : null);

/** Reads the rows of these keys and keeps the keys' order. */
async function rowsFor<Row>(list: KeysetList<Row>, keys: Key[]): Promise<Row[]> {
  if (keys.length === 0) return [];
  const found = await list.rows(sql`(${sql.join(keys.map((key) => sql`${key.id}`), sql`, `)})`);
  const byId = new Map(found.map((row) => [row.__id, row]));
  return keys.flatMap((key) => {
    const row = byId.get(key.id);
    if (!row) return [];
    const { __id: _id, __at: _at, ...rest } = row;
    return [rest as unknown as Row];
  });
}

/** A search with few matches: every key in one query, the page cut from them, the total exact. Null when there are more. */
async function smallSearchPage<Row>(db: DbOrTx, list: KeysetList<Row>, input: KeysetInput, cursor: Cursor | undefined): Promise<Page<Row> | null> {
  const { pageSize } = input;
  const query = sql`select id, ${keyText(sql.raw('created_at') as unknown as AnyColumn)} as at
                    from (${union(list, EXACT_COUNT_LIMIT + 1, true)}) as arms`;
  const keys = rowsOf<{ id: number | string; at: string }>(await db.execute(query)).map((key) => ({ id: Number(key.id), at: key.at }));
  if (keys.length > EXACT_COUNT_LIMIT) return null;
  keys.sort(newerFirst);
  const total = keys.length;
  const pages = pageCount(total, pageSize);
  let start: number;
  if (cursor) {
    // Keys are newest first: those before the cursor's position are newer, those after older.
    const position = { id: cursor.id, at: cursor.at };
    const firstFrom = (older: boolean) => {
      const index = keys.findIndex((key) => (older ? newerFirst(key, position) > 0 : newerFirst(key, position) >= 0));
      return index === -1 ? total : index;
    };
    start = cursor.dir === 'after' ? firstFrom(true) : Math.max(0, firstFrom(false) - pageSize);
  } else {
    start = input.last ? (pages - 1) * pageSize : ((input.page ?? 1) - 1) * pageSize;
  }
  const window = keys.slice(start, start + pageSize);
  return {
    items: await rowsFor(list, window),
    total,
    totalExact: true,
    page: Math.floor(start / pageSize) + 1,
    pageSize,
    pageCount: pages,
    next: start + pageSize < total ? cursorOf(window.at(-1), 'after') : null,
    prev: start > 0 ? cursorOf(window[0], 'before') : null,
  };
}

/** Walks the list's order from the cursor (or the start, or the end), each arm on its own index, reading the page in one query. */
async function walkPage<Row>(
  db: DbOrTx,
  list: KeysetList<Row>,
  input: KeysetInput,
  cursor: Cursor | undefined,
  totalOf: (seen: number) => Promise<Total>,
): Promise<Page<Row>> {
  const { pageSize } = input;
  // Newest first, unless walking back (previous page, last page): then oldest first, reversed below.
  const backwards = cursor?.dir === 'before' || (cursor === undefined && input.last === true);
  const offset = cursor || input.last ? 0 : ((input.page ?? 1) - 1) * pageSize;
  // The last page of an exactly counted list holds what is left after the full pages, so its
  // number and the numbers of the pages before it match the ones counted from the first page.
  let size = pageSize;
  let lastTotal: Total | undefined;
  if (cursor === undefined && input.last) {
    lastTotal = await totalOf(0);
    if (lastTotal.exact) size = lastTotal.count - (pageCount(lastTotal.count, pageSize) - 1) * pageSize || pageSize;
  }
  const take = size + offset + 1;
  const order = sql.raw(backwards ? 'asc' : 'desc');
  const bound = cursor
    ? cursor.dir === 'after'
      ? sql`(${list.createdAt}, ${list.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
      : sql`(${list.createdAt}, ${list.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  // Each arm: its own ordered, limited walk of its own index; then the page of their union.
  const armQuery = (arm: SQL | undefined) =>
    sql`(select ${list.id} as id, ${list.createdAt} as created_at from ${list.table}
         where ${and(list.where, arm, bound) ?? sql`true`}
         order by ${list.createdAt} ${order}, ${list.id} ${order} limit ${take})`;
  const ids = sql`(select id from (${sql.join((list.arms ?? [undefined]).map(armQuery), sql` union `)}) as arms
                   order by created_at ${order}, id ${order} limit ${size + 1} offset ${offset})`;
  const found = await list.rows(ids);
  const keys = found.map((row) => ({ id: Number(row.__id), at: row.__at })).sort(newerFirst);
  if (backwards) keys.reverse();
  const more = keys.length > size;
  const window = keys.slice(0, size);
  if (backwards) window.reverse();
  const byId = new Map(found.map((row) => [Number(row.__id), row]));
  const items = window.map((key) => {
    const { __id: _id, __at: _at, ...row } = byId.get(key.id)!;
    return row as unknown as Row;
  });

  // Is there a page before (newer) and after (older) this one?
  const hasNewer = backwards ? more : cursor !== undefined || offset > 0;
  const hasOlder = backwards ? cursor !== undefined : more;
  const counted = lastTotal ?? (await totalOf(offset + window.length + (more ? 1 : 0)));
  const pages = counted.exact ? pageCount(counted.count, pageSize) : null;
  return {
    items,
    total: counted.count,
    totalExact: counted.exact,
    page: cursor === undefined && input.last ? pages : (input.page ?? (cursor ? null : 1)),
    pageSize,
    pageCount: pages,
    next: hasOlder ? cursorOf(window.at(-1), 'after') : null,
    prev: hasNewer ? cursorOf(window[0], 'before') : null,
  };
}

type Total = { count: number; exact: boolean };

// Counted in the list's own order, so the count walks the same index as the page (at most
// `limit` entries of it) instead of whatever scan finds `limit` rows first.
const union = (list: KeysetList<unknown>, limit?: number, withKey = false) =>
  sql.join(
    (list.arms ?? [undefined]).map(
      (arm) =>
        sql`(select ${list.id} as id${withKey ? sql`, ${list.createdAt} as created_at` : sql``} from ${list.table}
             where ${and(list.where, arm) ?? sql`true`}${limit ? sql` order by ${list.createdAt} desc, ${list.id} desc limit ${limit}` : sql``})`,
    ),
    sql` union `,
  );

/** The rows of a list without a search: counted when at most `EXACT_COUNT_LIMIT`, else estimated. */
async function countUpTo(db: DbOrTx, list: KeysetList<unknown>): Promise<Total> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from (${union(list, EXACT_COUNT_LIMIT + 1)}) as arms`));
  const count = Number(row?.n ?? 0);
  return count <= EXACT_COUNT_LIMIT ? { count, exact: true } : { count: Math.max(EXACT_COUNT_LIMIT + 1, await estimate(db, list)), exact: false };
}

/** The planner's estimate of the list's rows: the cost of a plan, not of the rows. */
async function estimate(db: DbOrTx, list: KeysetList<unknown>): Promise<number> {
  if (list.arms?.length === 0) return 0;
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) select id from (${union(list)}) as arms`));
  const rows = Math.round(Number(planRows(plan?.['QUERY PLAN'])));
  return Number.isFinite(rows) ? rows : 0;
}

/** The top node's row estimate of an EXPLAIN (FORMAT JSON) answer (text on one driver, parsed on the other). */
function planRows(answer: unknown): number {
  const parsed = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}
