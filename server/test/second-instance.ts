import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { workerDatabase, workerDatabaseUrl } from './database.ts';
import { testEnv } from './harness.ts';

/**
 * Another app instance on the worker's database, as a second server would be: on Postgres with a
 * pool (and a LISTEN connection) of its own; on PGlite the same handle, the one process there is.
 */
export async function secondInstance(): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  const database = base ? await openDatabase({ url: workerDatabaseUrl(base), poolSize: 2 }) : await workerDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'nimbus-test-b-'));
  const app = await buildApp({ env: testEnv({ DATA_DIR: dataDir }), database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (base) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Retries `check` until it passes or `withinMs` runs out: a NOTIFY arrives a moment after the commit. */
export async function eventually(check: () => Promise<void>, withinMs = 1_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
