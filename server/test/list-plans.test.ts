import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListInput } from '@nimbus/shared/audit';
import { paymentListInput } from '@nimbus/shared/payments';
import { subscriptionListInput } from '@nimbus/shared/subscriptions';
import { ticketListInput } from '@nimbus/shared/tickets';
import { userListInput } from '@nimbus/shared/users';
import { buildApp } from '../src/app.ts';
import { dummyPasswordHash } from '../src/auth/password.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedLarge } from '../src/db/large-seed.ts';
import type { Deps } from '../src/lib/deps.ts';
import { listAudit } from '../src/services/audit-list.ts';
import * as payments from '../src/services/payments.ts';
import * as stats from '../src/services/stats.ts';
import * as subscriptions from '../src/services/subscriptions.ts';
import { EXPORT_BATCH, exportLines } from '../src/services/exports.ts';
import { listTickets } from '../src/services/tickets.ts';
import * as users from '../src/services/users.ts';
import { listNotifications, unreadCount } from '../src/services/notifications.ts';
import type { AuthUser } from '../src/trpc/context.ts';
import { listCases, readSample, type ListCase, type ListName } from '../bench/list-cases.ts';
import { adminUrl, databaseName, workerDatabaseUrl } from './database.ts';
import { testEnv } from './harness.ts';

// Every query a staff list sends, explained on a database filled by seed:large: none may read a
// big table from end to end (ADR 015). Postgres only: the embedded database plans differently and
// is not where a million rows live. PLANS_CUSTOMERS sets the size (100,000 by default);
// PLANS_DATABASE_URL points at a database seed:large already filled instead. `npm run
// test:pg:plans` (CI) fills a million: at 100,000 a sequential scan is sometimes the cheapest plan.
const base = process.env.TEST_DATABASE_URL;
const CUSTOMERS = Number(process.env.PLANS_CUSTOMERS ?? 100_000);
const BIG_TABLES = new Set(['users', 'subscriptions', 'payments', 'tickets', 'ticket_comments', 'notifications', 'audit_log']);

type Statement = { query: string; params: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Rows Removed by Filter'?: number; Plans?: PlanNode[] };

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name']) ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** Executed plans: an index walked in the wanted order while a filter drops most of what it reads is a scan too. */
function filteredAway(node: PlanNode, limit: number): string[] {
  const removed = node['Rows Removed by Filter'] ?? 0;
  const own =
    removed > limit && node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])
      ? [`${node['Node Type']} on ${node['Relation Name']} dropped ${removed} rows`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => filteredAway(child, limit))];
}

describe.runIf(base)('the plans of the staff lists at volume', () => {
  let database: Database;
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let deps: Deps;
  let cases: ListCase[] = [];
  const statements: Statement[] = [];
  let url = '';

  const filled = process.env.PLANS_DATABASE_URL;

  beforeAll(async () => {
    url = filled ?? workerDatabaseUrl(base!).replace(/(\/[^/]+)$/, '$1_plans');
    if (!filled) {
      const name = databaseName(url);
      admin = postgres(adminUrl(base!), { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE "${name}"`);
    }
    database = await openDatabase({ url, poolSize: 2, logQuery: (query, params) => statements.push({ query, params }) });
    await database.migrate();
    sql = postgres(url, { max: 1, onnotice: () => {} });
    if (!filled) await seedLarge(sql, { customers: CUSTOMERS }, await dummyPasswordHash());
    const app = await buildApp({ env: testEnv(), database });
    deps = app.deps;
    const sample = await readSample((text, params) => sql.unsafe(text, (params ?? []) as never[]) as never, filled ? 100_000 : Math.floor(CUSTOMERS / 10));
    cases = listCases(sample);
  }, 900_000);

  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    await database?.close();
    if (!filled) await admin?.unsafe(`DROP DATABASE IF EXISTS "${databaseName(url)}" WITH (FORCE)`);
    await admin?.end({ timeout: 5 });
  });

  const run: Record<ListName, (input: Record<string, unknown>) => Promise<unknown>> = {
    users: (input) => users.list(deps.db, userListInput.parse(input)),
    payments: (input) => payments.list(deps, paymentListInput.parse(input)),
    subscriptions: (input) => subscriptions.list(deps, subscriptionListInput.parse(input)),
    tickets: (input) => listTickets(deps.db, ticketListInput.parse(input)),
    audit: (input) => listAudit(deps.db, auditListInput.parse(input)),
  };

  it('reads no big table from end to end, in any list, filter, page or search', async () => {
    expect(cases.length).toBeGreaterThan(60);
    const offenders: string[] = [];
    let explained = 0;
    for (const item of cases) {
      statements.length = 0;
      await run[item.list](item.input);
      for (const statement of statements.filter((s) => !/^\s*explain/i.test(s.query))) {
        const [row] = await sql.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
        explained += 1;
        const scans = seqScans(row!['QUERY PLAN'][0].Plan);
        if (scans.length) offenders.push(`${item.name}: Seq Scan on ${scans.join(', ')}\n  ${statement.query.slice(0, 300)}`);
      }
    }
    expect(explained).toBeGreaterThan(cases.length);
    expect(offenders).toEqual([]);
  }, 300_000);

  it("counts the overview's to-do figures without reading a big table", async () => {
    statements.length = 0;
    await stats.todo(deps.db, new Date());
    const offenders: string[] = [];
    for (const statement of [...statements]) {
      const [row] = await sql.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
      const scans = seqScans(row!['QUERY PLAN'][0].Plan);
      if (scans.length) offenders.push(`Seq Scan on ${scans.join(', ')}\n  ${statement.query.slice(0, 300)}`);
    }
    expect(statements.length).toBe(3);
    expect(offenders).toEqual([]);
  }, 60_000);

  // The customer's own screens run on every visit: each reads that customer's rows, found by an
  // index, never the shop's newest rows filtered down to theirs. The customer whose latest payment
  // is the oldest is the worst case for a newest-first index with a filter.
  it("reads a customer's own dashboard, payments and notifications through their own rows", async () => {
    const [oldest] = await sql<{ userId: number }[]>`
      select s.user_id as "userId" from subscriptions s
      join lateral (select max(p.created_at) as latest from payments p where p.subscription_id = s.id) p on true
      where s.deleted_at is null order by p.latest nulls first limit 1`;
    const actor: AuthUser = { id: oldest!.userId, role: 'USER', status: 'Active', email: 'plans@test.example', name: 'Plans Test', language: 'en' };
    statements.length = 0;
    await subscriptions.mine(deps, actor);
    await payments.mine(deps, actor, { page: 1, pageSize: 25, search: '' });
    await listNotifications(deps.db, actor.id, { pageSize: 25, unreadOnly: false });
    await unreadCount(deps.db, actor.id);
    const offenders: string[] = [];
    for (const statement of [...statements]) {
      const [row] = await sql.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
        `explain (analyze, format json) ${statement.query}`,
        statement.params as never[],
      );
      const plan = row!['QUERY PLAN'][0].Plan;
      const problems = [...seqScans(plan).map((table) => `Seq Scan on ${table}`), ...filteredAway(plan, 1_000)];
      if (problems.length) offenders.push(`${problems.join(', ')}\n  ${statement.query.slice(0, 300)}`);
    }
    expect(statements.length).toBeGreaterThanOrEqual(4);
    expect(offenders).toEqual([]);
  }, 60_000);

  it('exports every customer as CSV, a batch at a time, each batch on the list index, in bounded memory', async () => {
    const [expected] = await sql<{ n: number }[]>`select count(*)::int as n from users where role = 'USER' and deleted_at is null`;
    let lines = 0;
    let batches = 0;
    // What the heap holds after a full collection, every tenth of the way: it must not climb with
    // the rows written, as it would if any were kept (a million rows are ~180 MB as strings).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const retained: number[] = [];
    const every = Math.max(1, Math.floor(expected!.n / EXPORT_BATCH / 10));
    statements.length = 0;
    for await (const chunk of exportLines(deps, 'users', userListInput.parse({}))) {
      lines += chunk.split('\r\n').length - 1;
      batches += 1;
      if (batches % every === 0) {
        collect();
        retained.push(process.memoryUsage().heapUsed);
      }
      // Only the last batch's statements are kept: the check below explains a sample.
      if (statements.length > 40) statements.splice(0, statements.length - 20);
    }
    // The header, then every customer once.
    expect(lines - 1).toBe(expected!.n);
    expect(retained.length).toBeGreaterThanOrEqual(5);
    expect(retained.at(-1)! - retained[0]!).toBeLessThan(16 * 2 ** 20);
    const offenders: string[] = [];
    for (const statement of statements.slice(-10)) {
      const [row] = await sql.unsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`explain (format json) ${statement.query}`, statement.params as never[]);
      const problems = seqScans(row!['QUERY PLAN'][0].Plan);
      if (problems.length) offenders.push(`${problems.join(', ')}\n  ${statement.query.slice(0, 300)}`);
    }
    expect(offenders).toEqual([]);
  }, 900_000);
});
