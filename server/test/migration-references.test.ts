import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';

// ADR 038: a shop upgrading with payments already stored. The migration that brings order
// references (found by its function, whatever its number) gives each old payment a reference,
// registers it, and hashes its receipt; payments inserted afterwards get references too.
const DRIZZLE = join(import.meta.dirname, '..', '..', 'drizzle');
type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations before the one that creates next_order_reference(). */
function migrationsBefore(): string {
  const journal = JSON.parse(readFileSync(join(DRIZZLE, 'meta', '_journal.json'), 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => readFileSync(join(DRIZZLE, `${entry.tag}.sql`), 'utf8').includes('CREATE FUNCTION next_order_reference'));
  expect(at).toBeGreaterThan(0);
  const folder = mkdtempSync(join(tmpdir(), 'nimbus-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const earlier = journal.entries.slice(0, at);
  for (const entry of earlier) cpSync(join(DRIZZLE, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  return folder;
}

describe('the order-reference migration on a shop with payments', () => {
  it('backfills distinct references and receipt hashes, and later payments get references', async () => {
    const before = migrationsBefore();
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into users (email, password_hash, first_name, last_name, country) values ('old@example.test', 'x', 'Old', 'Payer', 'Portugal');
        insert into plans (name, devices, price, features) values ('Gold', 1, '9.99', '[]');
        insert into payments (user_id, plan_id, payer_name, amount, method, receipt, receipt_mime, receipt_size)
          select 1, 1, 'Old Payer', '9.99', 'crypto', decode('89504e47' || lpad(to_hex(g % 300), 8, '0'), 'hex'), 'image/png', 8
          from generate_series(1, 500) as g;`);
      await migrate(db, { migrationsFolder: DRIZZLE });

      const [summary] = (
        await client.query<{ n: number; references: number; hashes: number; distinct_hashes: number; registered: number }>(`
          select count(*)::int as n, count(distinct reference)::int as references, count(receipt_sha256)::int as hashes,
                 count(distinct receipt_sha256)::int as distinct_hashes,
                 (select count(*)::int from order_references r where r.payment_id = p.id) as registered
          from payments p group by registered`)
      ).rows;
      expect(summary).toEqual({ n: 500, references: 500, hashes: 500, distinct_hashes: 300, registered: 1 });
      const { rows: sample } = await client.query<{ ok: boolean }>(
        `select receipt_sha256 = sha256(receipt) and reference ~ '^NT-[2-9A-HJKMNP-TV-Z]{5}$' as ok from payments`,
      );
      expect(sample.every((row) => row.ok)).toBe(true);
      const { rows: later } = await client.query<{ reference: string }>(
        `insert into payments (user_id, plan_id, payer_name, amount, method, receipt, receipt_mime, receipt_size)
         values (1, 1, 'Old Payer', '9.99', 'crypto', '\\x89504e47', 'image/png', 4) returning reference`,
      );
      expect(later[0]!.reference).toMatch(/^NT-[2-9A-HJKMNP-TV-Z]{5}$/);
      const { rows: column } = await client.query<{ is_nullable: string }>(
        `select is_nullable from information_schema.columns where table_name = 'payments' and column_name = 'reference'`,
      );
      expect(column).toEqual([{ is_nullable: 'NO' }]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
