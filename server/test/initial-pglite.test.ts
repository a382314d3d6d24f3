import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { initialPglite } from '../src/db/initial-pglite.ts';
import { packMigratedPglite } from '../src/db/pack-pglite.ts';
import { JOBS_SCHEMA } from '../src/services/jobs/runner.ts';

const root = mkdtempSync(join(tmpdir(), 'nimbus-initial-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the initial embedded database the build packs', () => {
  it('unpacks into an empty data directory with every migration and the job schema in place', async () => {
    const file = join(root, 'pglite-initial.tar.gz');
    writeFileSync(file, await packMigratedPglite());
    const dataDir = join(root, 'data');
    const initial = await initialPglite(dataDir, file);
    expect(initial).toBeInstanceOf(Blob);

    const client = await PGlite.create({ dataDir, loadDataDir: initial!, extensions: { pg_trgm } });
    try {
      const migrations = await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
      const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
      expect(migrations.rows[0]!.count).toBe(sqlFiles.length);
      const jobs = await client.query('select 1 from information_schema.schemata where schema_name = $1', [JOBS_SCHEMA]);
      expect(jobs.rows).toHaveLength(1);
      // Empty: no account, no plan (the first start asks for an ADMIN, as without the pack).
      const users = await client.query<{ count: number }>('select count(*)::int as count from users');
      expect(users.rows[0]!.count).toBe(0);
    } finally {
      await client.close();
    }

    // The directory is a database now: the next start opens it and never unpacks over it.
    expect(await initialPglite(dataDir, file)).toBeUndefined();
    // Two fresh embedded databases (the packing one and the unpacked one) on a busy runner.
  }, 60_000);

  it('is not used when the build made none (running from source)', async () => {
    expect(await initialPglite(join(root, 'other'), join(root, 'missing.tar.gz'))).toBeUndefined();
  });
});
