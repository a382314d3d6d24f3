import { pgliteOf } from '../services/jobs/pglite-executor.ts';
import { installJobsSchema } from '../services/jobs/runner.ts';
import { openDatabase } from './client.ts';

/**
 * The initial embedded database (initial-pglite.ts), packed as a gzip tar by the build: empty,
 * with every migration applied and pg-boss's schema installed, which is all a first start would
 * otherwise do before answering.
 */
export async function packMigratedPglite(): Promise<Buffer> {
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    await installJobsSchema(database.db);
    return Buffer.from(await (await pgliteOf(database.db).dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await database.close();
  }
}
