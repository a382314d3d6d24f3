import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseName, workerDatabaseUrl } from './database.ts';
import { createPlan, createUser, rowsOf, workerDatabase } from './harness.ts';

// The harness's own promises: other files rely on them without checking.
describe('test harness', () => {
  it('runs on real Postgres when TEST_DATABASE_URL is set, else on in-memory PGlite', async () => {
    const database = await workerDatabase();
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    if (process.env.TEST_DATABASE_URL) {
      const result = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      expect(rowsOf<{ name: string }>(result)[0]?.name).toBe(databaseName(workerDatabaseUrl(process.env.TEST_DATABASE_URL)));
    }
  });

  it('starts every file with empty tables', async () => {
    const { db } = await workerDatabase();
    const result = await db.execute(sql`select (select count(*) from users) + (select count(*) from plans) + (select count(*) from settings) as n`);
    expect(Number(rowsOf<{ n: string | number }>(result)[0]?.n)).toBe(0);
  });

  it('restarts ids, so a file sees the same ids on every run', async () => {
    expect((await createUser()).id).toBe(1);
    expect((await createPlan()).id).toBe(1);
  });

  it('names one database per worker after the run database', () => {
    expect(workerDatabaseUrl('postgres://u@h:5432/nimbus_test_1_2?sslmode=disable', '3')).toBe('postgres://u@h:5432/nimbus_test_1_2_w3?sslmode=disable');
    expect(() => databaseName('postgres://u@h/bad"name')).toThrow('Unexpected test database name');
  });
});
