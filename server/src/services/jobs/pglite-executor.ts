import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.ts';

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** The PGlite instance under the app's drizzle handle (drizzle keeps its driver client as `$client`). */
export function pgliteOf(db: Db): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}

/**
 * pg-boss's custom `db` option over PGlite. pg-boss sends two kinds of SQL: single statements with
 * parameters (extended protocol: `query`) and, for its schema and maintenance, scripts of several
 * statements wrapped in BEGIN ... COMMIT without parameters (simple protocol: `exec`). A script that
 * fails half-way leaves the only connection inside an aborted transaction, so it is rolled back
 * here; on a pool that connection would simply be dropped.
 */
export function pgliteExecutor(client: PGlite): Executor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}
