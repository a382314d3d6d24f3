import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Env } from '../env.ts';
import { unpackInitialPglite } from './initial-pglite.ts';

const run = promisify(execFile);

/** The secrets an embedded install generated into DATA_DIR (auth/secrets.ts): the data is unreadable without them. */
const GENERATED_SECRETS = ['jwt-secret', 'credentials-key'] as const;

export class BackupError extends Error {}

export type BackupResult = { file: string; kind: 'postgres' | 'pglite'; bytes: number; keysFile: string | null };

const pgliteDir = (env: Pick<Env, 'DATA_DIR'>) => join(env.DATA_DIR, 'pglite');
const keysFileOf = (file: string) => `${file}.keys.json`;

/**
 * A consistent copy of the shop's database in `file` (docs/operations.md):
 * - PostgreSQL: `pg_dump --format=custom` (one snapshot, while the shop runs);
 * - embedded: PGlite's dump of its data directory (gzip tar), with the server stopped (one
 *   process may open it), and the secrets the install generated beside it in `<file>.keys.json`
 *   (0600), without which tokens and the encrypted credentials cannot be read.
 */
export async function backup(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'JWT_SECRET' | 'CREDENTIALS_KEY'>, file: string): Promise<BackupResult> {
  if (env.DATABASE_URL) {
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', env.DATABASE_URL]);
    return { file, kind: 'postgres', bytes: (await readFile(file)).length, keysFile: null };
  }
  const dir = pgliteDir(env);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dir}.`);
  if (existsSync(join(dir, 'postmaster.pid'))) throw new BackupError('Stop the server first: the embedded database is open.');
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  let dump: Buffer;
  try {
    dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
  await writeFile(file, dump, { mode: 0o600 });
  const keys: Record<string, string> = {};
  for (const name of GENERATED_SECRETS) {
    const path = join(env.DATA_DIR, name);
    if (existsSync(path)) keys[name] = (await readFile(path, 'utf8')).trim();
  }
  const keysFile = Object.keys(keys).length > 0 ? keysFileOf(file) : null;
  if (keysFile) await writeFile(keysFile, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return { file, kind: 'pglite', bytes: dump.length, keysFile };
}

/**
 * Restores `file` into an EMPTY database, never over a shop's data:
 * - PostgreSQL: `pg_restore` into DATABASE_URL, which must hold no tables yet;
 * - embedded: into DATA_DIR, which must hold no database yet; the generated secrets come back
 *   from `<file>.keys.json` when DATA_DIR has none of its own.
 */
export async function restore(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, file: string): Promise<{ kind: 'postgres' | 'pglite' }> {
  if (!existsSync(file)) throw new BackupError(`No backup file ${file}.`);
  if (env.DATABASE_URL) {
    const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;
      if ((row?.n ?? 0) > 0) throw new BackupError('The database DATABASE_URL names is not empty: restore into a new, empty database.');
    } finally {
      await sql.end({ timeout: 5 });
    }
    await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', env.DATABASE_URL, file]);
    return { kind: 'postgres' };
  }
  const dir = pgliteDir(env);
  if (existsSync(dir) && (await readdir(dir)).length > 0) throw new BackupError(`${dir} already holds a database: restore into an empty DATA_DIR.`);
  if (!(await unpackInitialPglite(dir, file))) throw new BackupError(`Could not unpack ${file} into ${dir}.`);
  const keysFile = keysFileOf(file);
  if (existsSync(keysFile)) {
    const keys = JSON.parse(await readFile(keysFile, 'utf8')) as Record<string, string>;
    for (const name of GENERATED_SECRETS) {
      const path = join(env.DATA_DIR, name);
      if (keys[name] && !existsSync(path)) await writeFile(path, `${keys[name]}\n`, { mode: 0o600 });
    }
  }
  return { kind: 'pglite' };
}

async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new BackupError(`${tool} is not installed (Debian: apt-get install postgresql-client).`);
    // The tool's own words, without the command line (it holds the database URL and its password).
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? '').trim() || 'no message'}`);
  }
}
