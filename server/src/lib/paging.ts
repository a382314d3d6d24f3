import { TRPCError } from '@trpc/server';
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, isShortTerm, pageCount, pagingMessages, SHORT_TERM_ROWS, type Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from './rows.ts';

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

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.dir === 'after' ? 'a' : 'b'}|${cursor.at}|${cursor.id}`).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  const [dir, at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const number = Number(id);
  if ((dir !== 'a' && dir !== 'b') || !at || !KEY_TEXT.test(at) || !Number.isSafeInteger(number) || number < 1) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: pagingMessages.badCursor });
  }
  return { dir: dir === 'a' ? 'after' : 'before', at, id: number };
}

export type KeysetInput = {
  page?: number | undefined;
  pageSize: number;
  cursor?: string | undefined;
  last?: boolean | undefined;
  search?: string;
  /** An export walking every page: no count beside each (the first page's total is enough). */
  uncounted?: boolean;
};

/** What a list reads: its table, order key, filters and search arms (counts and estimates need no more). */
export type ListSource = {
  /** The table whose rows are listed, and its order key. */
  table: PgTable;
  createdAt: AnyColumn;
  id: AnyColumn;
  /** What every listed row must satisfy (filters, "not deleted"). */
  where: SQL | undefined;
  /** The search arms (`searchArms`); undefined lists every row. */
  arms: SQL[] | undefined;
};

export type KeysetList<Row, Raw = Row> = ListSource & {
  /**
   * The rows whose id is in `ids` (a subquery: `inArray(table.id, ids)`), with `pageKey(...)`'s
   * columns; any order. One query reads the page: the keys and the rows together.
   */
  rows: (ids: SQL) => Promise<(Raw & PageKey)[]>;
  /** Shapes a selected row for the answer (without its key columns); none: the row as selected. */
  toRow?: (raw: Raw) => Row;
};

/** The order key of a row, selected with it: `select({ ...columns, ...pageKey(table.id, table.createdAt) })`. */
export type PageKey = { __id: number; __at: string };
export function pageKey(id: AnyColumn, createdAt: AnyColumn) {
  return { __id: sql<number>`${id}`.mapWith(Number), __at: keyText(createdAt) };
}

const keyText = (column: AnyColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of a big list in O(page) whatever its length (ADR 015). A plain or filtered list walks
 * its ordered index from the cursor and counts alongside (at most 1,001 index entries). A search
 * is a union of arms, each on its own index: when the planner expects few matches, one query
 * reads all their keys (each arm stops at 1,001) and the page and an exact total come from them;
 * otherwise each arm walks its index in the list order and stops at the page, and the total is
 * the planner's estimate.
 */
export async function keysetPage<Row, Raw = Row>(db: DbOrTx, given: KeysetList<Row, Raw>, input: KeysetInput): Promise<Page<Row>> {
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
  if (input.uncounted) return walkPage(db, list, input, cursor, async (seen) => ({ count: seen, exact: false }));
  // Counted beside the page. Marked handled now: when the page fails first (the database went
  // away), nothing awaits the count, and its rejection must not end the process.
  const counting = countUpTo(db, list);
  counting.catch(() => {});
  return walkPage(db, list, input, cursor, () => counting);
}

/**
 * A term of one or two characters has no trigram: no index can find its rare matches, so such
 * a search reads the newest `SHORT_TERM_ROWS` rows of the list and no more (a bounded range of
 * the list's own index). The search box says so.
 */
const shortTerm = (search: string | undefined) => search !== undefined && isShortTerm(search);

function withinRecent<Row, Raw>(list: KeysetList<Row, Raw>): KeysetList<Row, Raw> {
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

/** The rows in the order of `keys`, shaped for the answer (their key columns dropped). */
function inKeyOrder<Row, Raw>(list: KeysetList<Row, Raw>, found: (Raw & PageKey)[], keys: Key[]): Row[] {
  const byId = new Map(found.map((row) => [row.__id, row]));
  return keys.flatMap((key) => {
    const row = byId.get(key.id);
    if (!row) return [];
    const { __id: _id, __at: _at, ...raw } = row;
    // What is left of `Raw & PageKey` without the key columns is `Raw`; TypeScript cannot see it.
    return [list.toRow ? list.toRow(raw as Raw) : (raw as unknown as Row)];
  });
}

/** Reads the rows of these keys, in their order. */
async function rowsFor<Row, Raw>(list: KeysetList<Row, Raw>, keys: Key[]): Promise<Row[]> {
  if (keys.length === 0) return [];
  return inKeyOrder(
    list,
    await list.rows(
      sql`(${sql.join(
        keys.map((key) => sql`${key.id}`),
        sql`, `,
      )})`,
    ),
    keys,
  );
}

/** A search with few matches: every key in one query, the page cut from them, the total exact. Null when there are more. */
async function smallSearchPage<Row, Raw>(db: DbOrTx, list: KeysetList<Row, Raw>, input: KeysetInput, cursor: Cursor | undefined): Promise<Page<Row> | null> {
  const { pageSize } = input;
  const query = sql`select id, ${keyText(sql.raw('created_at'))} as at
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
async function walkPage<Row, Raw>(
  db: DbOrTx,
  list: KeysetList<Row, Raw>,
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
  const keys = found.map((row) => ({ id: row.__id, at: row.__at })).sort(newerFirst);
  if (backwards) keys.reverse();
  const more = keys.length > size;
  const window = keys.slice(0, size);
  if (backwards) window.reverse();
  const items = inKeyOrder(list, found, window);

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
const union = (list: ListSource, limit?: number, withKey = false) =>
  sql.join(
    (list.arms ?? [undefined]).map(
      (arm) =>
        sql`(select ${list.id} as id${withKey ? sql`, ${list.createdAt} as created_at` : sql``} from ${list.table}
             where ${and(list.where, arm) ?? sql`true`}${limit ? sql` order by ${list.createdAt} desc, ${list.id} desc limit ${limit}` : sql``})`,
    ),
    sql` union `,
  );

/**
 * At most `EXACT_COUNT_LIMIT` + 1 entries of the list's index: the exact count up to the limit,
 * else `EXACT_COUNT_LIMIT` + 1 with `exact` false ("more than 1,000"). The overview's to-do figures.
 */
export async function cappedCount(db: DbOrTx, list: ListSource): Promise<Total> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from (${union(list, EXACT_COUNT_LIMIT + 1)}) as arms`));
  const count = Number(row?.n ?? 0);
  return { count, exact: count <= EXACT_COUNT_LIMIT };
}

/** The rows of a list without a search: counted when at most `EXACT_COUNT_LIMIT`, else estimated. */
async function countUpTo(db: DbOrTx, list: ListSource): Promise<Total> {
  const capped = await cappedCount(db, list);
  return capped.exact ? capped : { count: Math.max(EXACT_COUNT_LIMIT + 1, await estimate(db, list)), exact: false };
}

/** The planner's estimate of the list's rows: the cost of a plan, not of the rows. */
async function estimate(db: DbOrTx, list: ListSource): Promise<number> {
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
