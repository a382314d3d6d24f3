// `npm run bench`: the hot paths under load (bench/hot.ts) on Postgres and on the embedded
// PGlite, one table from one run, against the ratio and p99 targets of issue 12. Postgres is a
// scratch database: beside BENCH_DATABASE_URL's when set (a database filled by
// `npm run seed:large`, whose million-row lists, bench/large.ts, and bulk timings follow), else
// one made on BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
// Exits non-zero when a target is missed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database } from '../src/db/client.ts';
import { plans, subscriptions, users } from '../src/db/schema/index.ts';
import { seedAccounts, seedDemo } from '../src/db/seed.ts';
import { addVolume } from '../src/db/volume.ts';
import { parseEnv } from '../src/env.ts';
import { benchBulk } from './bulk.ts';
import { benchHot, printHot, type HotRow } from './hot.ts';
import { benchLarge } from './large.ts';
import { printLatencies } from './report.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 5000);

const env = parseEnv({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'nimbus-bench-')),
  // Accounts for this run only, with passwords nobody knows beforehand.
  SEED_ADMIN_EMAIL: 'admin@bench.example',
  SEED_ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  SEED_USER_EMAIL: 'user@bench.example',
  SEED_USER_PASSWORD: randomBytes(12).toString('base64url'),
});
const accounts = {
  user: { email: env.SEED_USER_EMAIL!, password: env.SEED_USER_PASSWORD! },
  admin: { email: env.SEED_ADMIN_EMAIL!, password: env.SEED_ADMIN_PASSWORD! },
};

/** Demo plans and accounts, thousands of customers with payments, and a live subscription for the bench customer. */
async function fill(database: Database): Promise<void> {
  await database.migrate();
  await seedDemo(database.db, seedAccounts(env));
  const started = Date.now();
  await addVolume(database.db, { customers: CUSTOMERS, paymentsPerCustomer: 3, ticketsPerCustomer: 1 });
  const [customer] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, accounts.user.email));
  const [plan] = await database.db.select({ id: plans.id, days: plans.durationDays }).from(plans).limit(1);
  const now = new Date();
  await database.db.insert(subscriptions).values({
    userId: customer!.id,
    planId: plan!.id,
    status: 'Active',
    streamUsername: 'line-bench',
    startDate: now,
    endDate: new Date(now.getTime() + plan!.days * 86_400_000),
  });
  console.log(`${database.kind}: ${CUSTOMERS} customers, ${CUSTOMERS * 3} payments, ${CUSTOMERS} tickets in ${Date.now() - started} ms`);
}

const largeUrl = process.env.BENCH_DATABASE_URL;
const rows: HotRow[] = [];

// Postgres: a scratch database, filled here, served by its own process.
const pgUrl = await scratchDatabase(
  largeUrl ? scratchBeside(largeUrl) : scratchOn(process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
).catch((error: unknown) => {
  console.log(`Postgres unavailable (${error instanceof Error ? error.message : String(error)}): PGlite only.`);
  return null;
});
if (pgUrl) {
  const database = await openDatabase({ url: pgUrl });
  await fill(database);
  await database.close();
  rows.push(...(await benchHot({ database: 'Postgres', serveEnv: { BENCH_DATABASE_URL: pgUrl }, ...accounts })));
  await dropScratch(pgUrl);
}

// PGlite: filled in a directory, closed, then opened by the server's process (one owner at a time).
const pgliteDir = mkdtempSync(join(tmpdir(), 'nimbus-bench-pglite-'));
const embedded = await openDatabase({ dataDir: pgliteDir });
await fill(embedded);
await embedded.close();
rows.push(...(await benchHot({ database: 'PGlite', serveEnv: { BENCH_PGLITE_DIR: pgliteDir }, ...accounts })));
rmSync(pgliteDir, { recursive: true, force: true });

let missed = printHot(rows);

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

/** `<name>_bench_small` beside a filled database: the hot paths never write into the big fill. */
function scratchBeside(url: string): URL {
  const target = new URL(url);
  target.pathname = `${target.pathname}_bench_small`;
  return target;
}

function scratchOn(adminUrl: string): URL {
  const target = new URL(adminUrl);
  target.pathname = `/nimbus_bench_${process.pid}`;
  return target;
}

async function scratchDatabase(target: URL): Promise<string> {
  const maintenance = new URL(target);
  maintenance.pathname = '/postgres';
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  const name = target.pathname.slice(1);
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
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
