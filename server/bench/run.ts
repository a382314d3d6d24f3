// `npm run bench`: latency of the hot paths on a database with thousands of rows, against
// targets, on the embedded PGlite. With BENCH_DATABASE_URL (a Postgres database filled by
// `npm run seed:large`) the same table runs on a scratch database of that server, and the staff
// lists at a million rows (bench/large.ts) follow it. Exits non-zero when a target is missed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import postgres from 'postgres';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedAccounts, seedDemo } from '../src/db/seed.ts';
import { addVolume } from '../src/db/volume.ts';
import { parseEnv } from '../src/env.ts';
import { benchBulk } from './bulk.ts';
import { benchLarge } from './large.ts';
import { measure, printLatencies, type LatencyRow } from './report.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const env = parseEnv({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'nimbus-bench-')),
  RATE_LIMIT_AUTH_MAX: '100000',
  RATE_LIMIT_GLOBAL_MAX: '1000000',
  // Accounts for this run only, with passwords nobody knows beforehand.
  SEED_ADMIN_EMAIL: 'admin@bench.example',
  SEED_ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  SEED_USER_EMAIL: 'user@bench.example',
  SEED_USER_PASSWORD: randomBytes(12).toString('base64url'),
});
const largeUrl = process.env.BENCH_DATABASE_URL;
// The thousands-of-rows table never writes into the big fill: it gets a scratch database beside it.
const smallUrl = largeUrl ? await scratchDatabase(largeUrl) : undefined;
if (smallUrl) env.DATABASE_URL = smallUrl;
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: null });
await database.migrate();
await seedDemo(database.db, seedAccounts(env));
const started = Date.now();
await addVolume(database.db, { customers: CUSTOMERS, paymentsPerCustomer: 3, ticketsPerCustomer: 1 });
console.log(`${database.kind}: ${CUSTOMERS} customers, ${CUSTOMERS * 3} payments, ${CUSTOMERS} tickets in ${Date.now() - started} ms`);

const app = await buildApp({ env, database });
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: env.SEED_ADMIN_EMAIL, password: env.SEED_ADMIN_PASSWORD } });
const token = (login.json() as { token: string }).token;
const auth = { authorization: `Bearer ${token}` };
const trpc = (path: string, input?: unknown) =>
  `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;

type Case = { name: string; targetP95Ms: number; run: () => Promise<number> };
const get = (url: string, headers: Record<string, string> = auth) => async () => (await app.inject({ method: 'GET', url, headers })).statusCode;
const page = (search = '', pageNo = 1) => ({ page: pageNo, pageSize: 5, search });

const cases: Case[] = [
  { name: 'GET /api/plans (public)', targetP95Ms: 20, run: get('/api/plans', {}) },
  { name: 'plans.list (home page)', targetP95Ms: 20, run: get(trpc('plans.list'), {}) },
  { name: 'payments.list first page', targetP95Ms: 80, run: get(trpc('payments.list', page())) },
  { name: 'payments.list search', targetP95Ms: 120, run: get(trpc('payments.list', page('garcia'))) },
  { name: 'users.list search, page 3', targetP95Ms: 120, run: get(trpc('users.list', page('rossi', 3))) },
  { name: 'subscriptions.list first page', targetP95Ms: 80, run: get(trpc('subscriptions.list', page())) },
  { name: 'tickets.list search', targetP95Ms: 120, run: get(trpc('tickets.list', page('buffer'))) },
  { name: 'stats.dashboard', targetP95Ms: 60, run: get(trpc('stats.dashboard')) },
  { name: 'stats.revenueTrends', targetP95Ms: 60, run: get(trpc('stats.revenueTrends')) },
  { name: 'GET /api/payments (legacy list)', targetP95Ms: 120, run: get('/api/payments') },
  {
    name: 'POST /api/login (argon2id)',
    targetP95Ms: 250,
    run: async () =>
      (await app.inject({ method: 'POST', url: '/api/login', payload: { email: env.SEED_USER_EMAIL, password: env.SEED_USER_PASSWORD } })).statusCode,
  },
];

// A case answers 200 or the bench stops: a failing call is not a latency.
const rows: LatencyRow[] = [];
for (const item of cases) {
  rows.push(
    await measure(item.name, item.targetP95Ms, RUNS, async () => {
      const status = await item.run();
      if (status !== 200) throw new Error(`answered ${status}`);
    }),
  );
}
let missed = printLatencies('case', rows, 'bench');
await app.close();
await database.close();
if (smallUrl) await dropScratch(smallUrl);

if (largeUrl) {
  const large = await benchLarge(largeUrl);
  if (!large) {
    console.log('\nThe staff lists at a million rows need a filled database: DATABASE_URL=<BENCH_DATABASE_URL> npm run seed:large');
  } else {
    missed += printLatencies('staff lists at 1,000,000 customers (Postgres, HTTP on loopback)', large, 'bench (1,000,000 rows)');
  }
}
if (largeUrl) {
  // Set-based bulk work (issue 11): an expiry backlog of 100,000 under a minute, verifyMany of 100.
  console.log(`\n${'bulk work (Postgres, scratch database)'.padEnd(64)} ${'ms'.padStart(7)} ${'target'.padStart(7)}`);
  for (const row of await benchBulk(largeUrl)) {
    const target = /expiry/i.test(row.name) ? 60_000 : 1_000;
    const ok = row.ms <= target;
    if (!ok) missed += 1;
    console.log(`${row.name.padEnd(64)} ${row.ms.toFixed(0).padStart(7)} ${String(target).padStart(7)}  ${ok ? 'ok' : 'MISSED'}`);
  }
}
process.exit(missed ? 1 : 0);

async function scratchDatabase(url: string): Promise<string> {
  const target = new URL(url);
  target.pathname = `${target.pathname}_bench_small`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = target.pathname.slice(1);
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  return target.toString();
}

async function dropScratch(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = postgres(target.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
