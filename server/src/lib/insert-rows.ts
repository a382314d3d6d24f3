import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * Inserts any number of rows with one statement: `insert ... select` from a single JSON parameter.
 * A bulk action or a job batch of thousands costs one round trip and never meets Postgres's limit
 * of 65,535 parameters, which a multi-row VALUES list of that size would. Every row is given the
 * keys of the first one; columns left out take their defaults.
 */
export async function insertRows<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const types = keys.map((key) => sql`${sql.identifier(columns[key]!.name)} ${sql.raw(columns[key]!.getSQLType())}`);
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null]))));
  const list = sql.join(names, sql`, `);
  await db.execute(sql`insert into ${table} (${list}) select ${list} from json_to_recordset(${json}::json) as r(${sql.join(types, sql`, `)})`);
}
