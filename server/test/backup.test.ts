import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backup, BackupError, restore } from '../src/db/backup.ts';
import { openDatabase } from '../src/db/client.ts';
import { plans, users } from '../src/db/schema/index.ts';
import { adminUrl, workerDatabaseUrl } from './database.ts';
import { createPlan, createUser, testEnv, workerDatabase } from './harness.ts';

// Issue 17: `npm run backup` and `npm run restore`, for both databases. A backup restored into a
// fresh database serves the same shop.

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const planNames = async (app: Awaited<ReturnType<typeof buildApp>>) =>
  (await app.inject({ method: 'GET', url: '/api/plans' }))
    .json<{ name: string }[]>()
    .map((plan) => plan.name)
    .sort();

describe('the embedded database', () => {
  it('is backed up with its generated secrets and restored into an empty DATA_DIR, serving the same shop', async () => {
    const source = tempDir('nimbus-backup-src-');
    // No JWT_SECRET or CREDENTIALS_KEY: an embedded install generates them into DATA_DIR.
    const env = { ...testEnv({ DATA_DIR: source }), JWT_SECRET: undefined, CREDENTIALS_KEY: undefined };
    const app = await buildApp({ env });
    await app.deps.db
      .insert(plans)
      .values({ name: 'Backed Up Gold', price: '29.99', devices: 4, channels: 100, durationDays: 30, features: 'HD and 4K', status: 'Active' });
    const sealed = app.deps.cipher.encrypt('line-password-42');
    await app.close();

    const file = join(tempDir('nimbus-backup-file-'), 'shop.tar.gz');
    const done = await backup(env, file);
    expect(done).toMatchObject({ kind: 'pglite', keysFile: `${file}.keys.json` });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(`${file}.keys.json`).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(`${file}.keys.json`, 'utf8')) as object).sort()).toEqual(['credentials-key', 'jwt-secret']);

    const target = tempDir('nimbus-backup-dst-');
    await restore({ DATABASE_URL: undefined, DATA_DIR: target }, file);
    const restored = await buildApp({ env: { ...env, DATA_DIR: target } });
    try {
      expect(await planNames(restored)).toContain('Backed Up Gold');
      // The restored install reads what the old one encrypted.
      expect(restored.deps.cipher.decrypt(sealed)).toBe('line-password-42');
    } finally {
      await restored.close();
    }
    // Never over a shop's data.
    await expect(restore({ DATABASE_URL: undefined, DATA_DIR: target }, file)).rejects.toThrow(/already holds a database/);
  }, 60_000);

  it('says what is wrong in one line: no database, no file', async () => {
    await expect(
      backup({ DATABASE_URL: undefined, DATA_DIR: tempDir('nimbus-backup-none-'), JWT_SECRET: undefined, CREDENTIALS_KEY: undefined }, '/tmp/x'),
    ).rejects.toBeInstanceOf(BackupError);
    await expect(restore({ DATABASE_URL: undefined, DATA_DIR: tempDir('nimbus-backup-none-') }, '/nonexistent/shop.tar.gz')).rejects.toThrow('No backup file');
  });
});

const base = process.env.TEST_DATABASE_URL;
const hasTools = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(base && hasTools)('PostgreSQL', () => {
  it('is dumped while it runs and restored into a new, empty database that serves the same shop', async () => {
    await workerDatabase();
    await createPlan({ name: 'Dumped Platinum', price: '59.99' });
    const customer = await createUser({ email: 'restored.customer@example.test' });
    const source = workerDatabaseUrl(base!);
    const file = join(tempDir('nimbus-pgdump-'), 'shop.dump');
    expect(await backup({ DATABASE_URL: source, DATA_DIR: tempDir('nimbus-unused-'), JWT_SECRET: undefined, CREDENTIALS_KEY: undefined }, file)).toMatchObject({
      kind: 'postgres',
    });
    expect(existsSync(file)).toBe(true);

    const name = `nimbus_restore_${process.pid}_${Date.now()}`;
    const admin = postgres(adminUrl(base!), { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const targetUrl = new URL(source);
    targetUrl.pathname = `/${name}`;
    try {
      await restore({ DATABASE_URL: targetUrl.toString(), DATA_DIR: tempDir('nimbus-unused-') }, file);
      await expect(restore({ DATABASE_URL: targetUrl.toString(), DATA_DIR: tempDir('nimbus-unused-') }, file)).rejects.toThrow(/not empty/);

      const database = await openDatabase({ url: targetUrl.toString(), poolSize: 2 });
      const app = await buildApp({ env: testEnv({ DATA_DIR: tempDir('nimbus-restored-') }), database });
      try {
        expect(await planNames(app)).toContain('Dumped Platinum');
        const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
        expect(row?.email).toBe('restored.customer@example.test');
        // Migrations find every one of theirs applied: nothing to do.
        await database.migrate();
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    }
  }, 60_000);
});
