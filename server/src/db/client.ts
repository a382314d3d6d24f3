import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Env } from '../env.ts';
import { unpackInitialPglite } from './initial-pglite.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One handle type over both drivers: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A handle or a transaction: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, and `onListen` each time the subscription
   * starts or starts again after a lost connection (notifications may have been missed then).
   */
  listen(channel: string, onPayload: (payload: string) => void, onListen: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Every connection's limits (ADR 016). */
export type StatementLimits = { statementTimeoutMs: number };
const DEFAULT_LIMITS: StatementLimits = { statementTimeoutMs: 5_000 };

export type DatabaseOptions =
  // logQuery: every statement the app sends, with its parameters (the plan test reads them).
  | { url: string; poolSize?: number; limits?: StatementLimits; logQuery?: (query: string, params: unknown[]) => void }
  | { dataDir: string | null; limits?: StatementLimits }; // null: in memory

/** The database the settings name: Postgres with its pool and limits, or the embedded one in DATA_DIR. */
export function databaseOptions(env: Env): DatabaseOptions {
  const limits = { statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS };
  return env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DB_POOL_SIZE, limits } : { dataDir: `${env.DATA_DIR}/pglite`, limits };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const { statementTimeoutMs } = options.limits ?? DEFAULT_LIMITS;
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      // A database that does not answer a connection attempt fails the request in 5 s, not 30
      // (postgres.js's default): the caller gets 503 and Retry-After, and nothing hangs (ADR 040).
      connect_timeout: 5,
      // Between attempts to reconnect, at most a second (postgres.js's default grows to 20 s): a
      // request waits for the next attempt, and service comes back within a second of the database.
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
      // Set when each connection opens: no statement outlives the timeout, no transaction sits
      // idle holding locks, and no query pays JIT compilation (550 ms on a list at a million rows).
      connection: {
        application_name: 'nimbus',
        statement_timeout: statementTimeoutMs,
        idle_in_transaction_session_timeout: Math.max(statementTimeoutMs * 2, 10_000),
        jit: 'off',
      },
    });
    const logQuery = options.logQuery;
    const db = drizzlePostgres(client, { schema, ...(logQuery ? { logger: { logQuery } } : {}) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Migrations build indexes over whole tables: their own connection, without the timeout.
      migrate: async () => {
        const migrator = postgres(options.url, { max: 1, onnotice: () => {}, connection: { application_name: 'nimbus-migrate', statement_timeout: 0 } });
        try {
          await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await migrator.end({ timeout: 5 });
        }
      },
      // postgres.js keeps a connection of its own for LISTEN and subscribes again after a reconnect.
      listen: async (channel, onPayload, onListen) => {
        const { unlisten } = await client.listen(channel, onPayload, onListen);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) {
    await mkdir(dirname(options.dataDir), { recursive: true });
    await unpackInitialPglite(options.dataDir);
    await mkdir(options.dataDir, { recursive: true });
  }
  const client = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  const timeout = Math.trunc((options.limits ?? DEFAULT_LIMITS).statementTimeoutMs);
  await client.exec(`set statement_timeout = ${timeout}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await client.exec('set statement_timeout = 0');
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await client.exec(`set statement_timeout = ${timeout}`);
    },
    // One process, one connection: a NOTIFY reaches the listener before the statement that sent it returns.
    listen: async (channel, onPayload, onListen) => {
      const unlisten = await client.listen(channel, onPayload);
      onListen();
      return unlisten;
    },
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
