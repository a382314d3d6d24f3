import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../database.ts';

/**
 * Columns a refused call may change by design: counters of failed attempts. Everything else in
 * every table of the public schema must be exactly as before a 4xx answer.
 */
const BOOKKEEPING = new Set(['password_resets.attempts', 'sessions.last_used_at']);

type Column = { table_name: string; column_name: string; data_type: string };

let query: ReturnType<typeof sql.raw> | undefined;

/**
 * One string that changes when any row of any table is inserted, updated or deleted: per table
 * the row count and the newest row version (xmin: every insert and update writes a new one).
 * A table with bookkeeping columns is hashed instead, without them. Tables and columns come
 * from the catalogue, so new ones count too.
 */
export async function fingerprint(db: Db): Promise<string> {
  query ??= await buildQuery(db);
  const rows = rowsOf<{ name: string; print: string }>(await db.execute(query));
  return rows.map((row) => `${row.name}=${row.print}`).join(' ');
}

async function buildQuery(db: Db) {
  const columns = rowsOf<Column>(
    await db.execute(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, { kept: string[]; skipped: boolean }>();
  for (const column of columns) {
    const table = byTable.get(column.table_name) ?? { kept: [], skipped: false };
    if (BOOKKEEPING.has(`${column.table_name}.${column.column_name}`)) table.skipped = true;
    else table.kept.push(column.data_type === 'bytea' ? `md5("${column.column_name}")` : `"${column.column_name}"`);
    byTable.set(column.table_name, table);
  }
  const parts = [...byTable].map(([table, { kept, skipped }]) => {
    const row = `md5(row(${kept.join(', ')})::text)`;
    const print = skipped ? `coalesce(md5(string_agg(${row}, ',' order by ${row})), '')` : `coalesce(max(xmin::text::bigint), 0)::text`;
    return `select '${table}' as name, count(*)::text || ':' || ${print} as print from "${table}"`;
  });
  return sql.raw(parts.join(' union all '));
}

/**
 * The next transaction id Postgres will hand out. Every write (even one rolled back, even a row
 * lock) takes one, so while it stands still nothing can have changed and the fingerprint is
 * not needed: the fuzz runs compare fingerprints only after calls that wrote or tried to.
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const [row] = rowsOf<{ next: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`));
  return row!.next;
}
