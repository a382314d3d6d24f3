import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { rowsOf } from '../src/lib/rows.ts';

// One database per test worker, opened and migrated once. Workers run with `isolate: false`,
// so this module normally loads once per worker; the handle also lives on globalThis so a
// re-evaluated module still finds it instead of opening a second database.
const KEY = Symbol.for('nimbus.test.database');
type Holder = { [KEY]?: Promise<Database> };

export function workerDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openWorkerDatabase();
  return holder[KEY];
}

async function openWorkerDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  const database = base ? await freshPostgres(base) : await openDatabase({ dataDir: null });
  await database.migrate();
  return database;
}

/** `postgres://…/nimbus_test_1` -> `postgres://…/nimbus_test_1_w2` for pool worker 2. */
export function workerDatabaseUrl(base: string, poolId = process.env.VITEST_POOL_ID ?? '1'): string {
  const url = new URL(base);
  url.pathname = `/${databaseName(base)}_w${poolId}`;
  return url.toString();
}

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  // The name is interpolated into CREATE/DROP DATABASE: only plain identifiers are accepted.
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Unexpected test database name: ${name}`);
  return name;
}

/** The maintenance connection: TEST_PG_ADMIN_URL, else the `postgres` database of the same server. */
export function adminUrl(base: string): string {
  if (process.env.TEST_PG_ADMIN_URL) return process.env.TEST_PG_ADMIN_URL;
  const url = new URL(base);
  url.pathname = '/postgres';
  return url.toString();
}

// Dropped and created again at worker start: a database left by a crashed run is never reused.
async function freshPostgres(base: string): Promise<Database> {
  const url = workerDatabaseUrl(base);
  const name = databaseName(url);
  const admin = postgres(adminUrl(base), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return openDatabase({ url, poolSize: 5 });
}

let tables: string[] | undefined;

/** Empties every table and restarts ids, so each test file starts from nothing. */
export async function resetDatabase(db: Db): Promise<void> {
  if (!tables) {
    const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    tables = rowsOf<{ tablename: string }>(result).map((row) => row.tablename);
  }
  if (tables.length === 0) return;
  const list = tables.map((table) => `"${table}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}

export { rowsOf } from '../src/lib/rows.ts';
