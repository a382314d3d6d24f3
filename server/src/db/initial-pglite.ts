import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * An empty, migrated embedded database, packed by `npm run build` (scripts/build-server.mjs) next
 * to the compiled server. A first start unpacks it instead of running PGlite's initdb and every
 * migration: about 2.5 of the 3 seconds a first start took (ADR 017). Running from source (tsx,
 * the tests) there is no such file, and a first start builds the database as before.
 */
export const INITIAL_PGLITE_FILE = fileURLToPath(new URL('../pglite-initial.tar.gz', import.meta.url));

/** The packed database for a data directory that holds none yet; undefined otherwise. */
export async function initialPglite(dataDir: string, file = INITIAL_PGLITE_FILE): Promise<Blob | undefined> {
  // PG_VERSION is the first file initdb writes: a directory with it is a database already.
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  return new Blob([await readFile(file)]);
}
