import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponListInput } from '@nimbus/shared/coupons';
import { openDatabase, type Database } from '../src/db/client.ts';
import * as coupons from '../src/services/coupons.ts';
import { adminUrl, databaseName, workerDatabaseUrl } from './database.ts';

// The admin's coupon list at volume: every statement a page, a jump, the last page or a search
// sends is explained, and none may read the coupons table from end to end (ADR 015, ADR 037).
// Postgres only, at a million coupons (about 20 s here); COUPON_ROWS sets another size.
const base = process.env.TEST_DATABASE_URL;
const ROWS = Number(process.env.COUPON_ROWS ?? 1_000_000);

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'coupons' ? ['coupons'] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

describe.runIf(base)('the coupon list at volume', () => {
  let database: Database;
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let url = '';
  const statements: { query: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    url = workerDatabaseUrl(base!).replace(/(\/[^/]+)$/, '$1_coupons');
    admin = postgres(adminUrl(base!), { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${databaseName(url)}"`);
    database = await openDatabase({ url, poolSize: 2, logQuery: (query, params) => statements.push({ query, params }) });
    await database.migrate();
    sql = postgres(url, { max: 1, onnotice: () => {} });
    // Codes like BULK-0004711-9F2C1A, one a second back in time, a few of them fixed-amount.
    await sql.unsafe(`
      insert into coupons (code, kind, percent, amount, max_uses, created_at)
      select 'BULK-' || lpad(i::text, 7, '0') || '-' || upper(substr(md5(i::text), 1, 6)),
             (case when i % 10 = 0 then 'fixed' else 'percent' end)::coupon_kind,
             case when i % 10 = 0 then null else 1 + i % 100 end,
             case when i % 10 = 0 then 5 else null end,
             case when i % 3 = 0 then 100 else null end,
             now() - i * interval '1 second'
      from generate_series(1, ${ROWS}) as i`);
    await sql.unsafe('analyze coupons');
  }, 600_000);

  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    await database?.close();
    await admin?.unsafe(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`);
    await admin?.end({ timeout: 5 });
  });

  it('pages, jumps, goes last and searches without reading every coupon', async () => {
    const list = (input: Record<string, unknown>) => coupons.list(database.db, couponListInput.parse(input));
    const first = await list({ pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.totalExact).toBe(false);
    const middle = String(Math.floor(ROWS / 2)).padStart(7, '0');
    const cases = [
      {},
      { cursor: first.next },
      { page: 40, pageSize: 25 },
      { last: true },
      { search: `BULK-${middle}` },
      { search: middle.slice(2) },
      { search: 'no-such-code' },
      { search: 'BU' },
    ];
    const offenders: string[] = [];
    let explained = 0;
    for (const input of cases) {
      statements.length = 0;
      const started = performance.now();
      const page = await list({ pageSize: 25, ...input });
      const took = performance.now() - started;
      if (took > 2_000) offenders.push(`${JSON.stringify(input)} took ${Math.round(took)} ms`);
      if ('search' in input && input.search === `BULK-${middle}`)
        expect(page.items.map((row) => row.code)).toEqual([expect.stringMatching(`^BULK-${middle}-`)]);
      // The list asks the planner for its estimate itself (an explain of its own): those are not explained again.
      for (const statement of statements.filter((s) => !/^\s*explain/i.test(s.query))) {
        const [row] = await sql.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
        explained += 1;
        if (seqScans(row!['QUERY PLAN'][0].Plan).length) offenders.push(`${JSON.stringify(input)}: Seq Scan on coupons\n  ${statement.query.slice(0, 300)}`);
      }
    }
    expect(explained).toBeGreaterThanOrEqual(cases.length);
    expect(offenders).toEqual([]);
  }, 300_000);
});
