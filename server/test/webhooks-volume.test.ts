import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveriesInput } from '@nimbus/shared/webhooks';
import { openDatabase, type Database } from '../src/db/client.ts';
import { deliveries, sendDueWebhooks } from '../src/services/webhooks/delivery.ts';
import { adminUrl, databaseName, workerDatabaseUrl } from './database.ts';

// The delivery log and the sender's claim at volume: every statement a log page, a jump, the
// last page or the sender's run sends is explained, and none may read webhook_deliveries from
// end to end (ADR 015, ADR 041). Postgres only, at 500,000 deliveries; WEBHOOK_ROWS sets another size.
const base = process.env.TEST_DATABASE_URL;
const ROWS = Number(process.env.WEBHOOK_ROWS ?? 500_000);

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'webhook_deliveries' ? ['webhook_deliveries'] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

describe.runIf(base)('webhook deliveries at volume', () => {
  let database: Database;
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let url = '';
  const statements: { query: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    url = workerDatabaseUrl(base!).replace(/(\/[^/]+)$/, '$1_webhooks');
    admin = postgres(adminUrl(base!), { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${databaseName(url)}"`);
    database = await openDatabase({ url, poolSize: 2, logQuery: (query, params) => statements.push({ query, params }) });
    await database.migrate();
    sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql.unsafe(`insert into webhook_endpoints (url, events, secret_enc) values
      ('https://203.0.113.10/a', '{payment.verified}', 'x'), ('https://203.0.113.11/b', '{payment.verified}', 'x')`);
    // Two endpoints' logs, one a second back in time; all delivered (the sender finds nothing due).
    await sql.unsafe(`
      insert into webhook_deliveries (endpoint_id, event, event_id, payload, occurred_at, status, attempts, status_code, next_attempt_at, created_at)
      select 1 + i % 2, 'payment.verified', gen_random_uuid(), '{}'::jsonb, now(), 'delivered', 1, 200,
             now() - i * interval '1 second', now() - i * interval '1 second'
      from generate_series(1, ${ROWS}) as i`);
    await sql.unsafe('analyze webhook_deliveries');
  }, 600_000);

  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    await database?.close();
    await admin?.unsafe(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`);
    await admin?.end({ timeout: 5 });
  });

  it('pages an endpoint log and claims due rows without reading every delivery', async () => {
    const log = (input: Record<string, unknown>) => deliveries(database.db, webhookDeliveriesInput.parse({ endpointId: 1, ...input }));
    const first = await log({ pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const runs: [string, () => Promise<unknown>][] = [
      ['first page', () => log({})],
      ['next page', () => log({ cursor: first.next })],
      ['page 40', () => log({ page: 40 })],
      ['last page', () => log({ last: true })],
      ['sender', () => sendDueWebhooks({ db: database.db, env: {} as never, now: () => new Date(), cipher: {} as never, log: console as never })],
    ];
    const offenders: string[] = [];
    let explained = 0;
    for (const [name, run] of runs) {
      statements.length = 0;
      const started = performance.now();
      await run();
      const took = performance.now() - started;
      if (took > 2_000) offenders.push(`${name} took ${Math.round(took)} ms`);
      for (const statement of statements.filter((s) => !/^\s*(explain|begin|commit)/i.test(s.query))) {
        const [row] = await sql.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
        explained += 1;
        if (seqScans(row!['QUERY PLAN'][0].Plan).length) offenders.push(`${name}: Seq Scan on webhook_deliveries\n  ${statement.query.slice(0, 300)}`);
      }
    }
    expect(explained).toBeGreaterThanOrEqual(runs.length);
    expect(offenders).toEqual([]);
  }, 300_000);
});
