import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { tarEntries, unpackInitialPglite } from '../src/db/initial-pglite.ts';
import { packMigratedPglite } from '../src/db/pack-pglite.ts';
import { JOBS_SCHEMA } from '../src/services/jobs/runner.ts';

const root = mkdtempSync(join(tmpdir(), 'nimbus-initial-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the initial embedded database the build packs', () => {
  it('unpacks into an empty data directory with every migration and the job schema in place', async () => {
    const file = join(root, 'pglite-initial.tar.gz');
    writeFileSync(file, await packMigratedPglite());
    const dataDir = join(root, 'data');
    expect(await unpackInitialPglite(dataDir, file)).toBe(true);
    // Only the server's user may read it; nothing of the staging directory is left behind.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(existsSync(`${dataDir}.unpacking`)).toBe(false);

    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
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
    expect(await unpackInitialPglite(dataDir, file)).toBe(false);
    // Two fresh embedded databases (the packing one and the unpacked one) on a busy runner.
  }, 60_000);

  it('is not used when the build made none (running from source)', async () => {
    expect(await unpackInitialPglite(join(root, 'other'), join(root, 'missing.tar.gz'))).toBe(false);
    expect(existsSync(join(root, 'other'))).toBe(false);
  });

  it('never unpacks into a directory that already holds something', async () => {
    const file = join(root, 'any.tar.gz');
    writeFileSync(file, gzipSync(tar([{ name: '/PG_VERSION', data: '17' }])));
    const dataDir = join(root, 'occupied');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    expect(await unpackInitialPglite(dataDir, file)).toBe(false);
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);
  });
});

describe('reading the pack', () => {
  it('yields directories and files with their bytes, names relative', () => {
    const entries = [...tarEntries(tar([{ name: '/base/' }, { name: '/base/1/PG_VERSION', data: '17\n' }, { name: '/empty', data: '' }]))];
    expect(entries.map((entry) => [entry.kind, entry.name, entry.kind === 'file' ? entry.data.toString() : null])).toEqual([
      ['directory', 'base', null],
      ['file', join('base', '1', 'PG_VERSION'), '17\n'],
      ['file', 'empty', ''],
    ]);
  });

  it('refuses a damaged header, a truncated file, a path out of its directory and a link', () => {
    const damaged = tar([{ name: '/PG_VERSION', data: '17' }]);
    damaged[0] = 'X'.charCodeAt(0);
    expect(() => [...tarEntries(damaged)]).toThrow(/damaged/);
    expect(() => [...tarEntries(tar([{ name: '/PG_VERSION', data: '17' }]).subarray(0, 513))]).toThrow(/truncated/);
    expect(() => [...tarEntries(tar([{ name: '/../../etc/passwd', data: 'x' }]))]).toThrow(/outside/);
    expect(() => [...tarEntries(tar([{ name: '/link', type: '2' }]))]).toThrow(/tar type '2'/);
  });
});

/** A ustar archive as PGlite's dumpDataDir writes one: names from `/`, a trailing `/` for directories. */
function tar(entries: { name: string; data?: string; type?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '');
    const header = Buffer.alloc(512);
    header.write(entry.name, 0, 100);
    header.write('0000600\0', 100);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(entry.type ?? (entry.name.endsWith('/') ? '5' : '0'), 156);
    header.write('ustar\0' + '00', 257);
    header.fill(0x20, 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}
