// Bulk operations at volume (issue 11): the expiry job clearing a backlog of 100,000 due
// subscriptions, and verifyMany of 100 payments. Runs in a scratch database created beside the
// one given and dropped afterwards, so it never touches real data. `npm run bench` calls
// benchBulk; `tsx bench/bulk.ts <url>` runs it alone.
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../src/db/client.ts';
import type { Deps } from '../src/lib/deps.ts';
import { expireSubscriptions } from '../src/services/jobs/expiry.ts';
import { verifyMany } from '../src/services/payment-review.ts';

const BACKLOG = 100_000;
const REVIEWED = 100;

export async function benchBulk(databaseUrl: string): Promise<{ name: string; ms: number }[]> {
  const name = `nimbus_bench_bulk_${Date.now()}_${process.pid}`;
  const scratch = new URL(databaseUrl);
  scratch.pathname = `/${name}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  try {
    const database = await openDatabase({ url: scratch.toString() });
    try {
      await database.migrate();
      return await run(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}

async function run(db: Deps['db']): Promise<{ name: string; ms: number }[]> {
  const now = new Date();
  // The backlog, set-based: one customer, one Active subscription past its end date each.
  await db.execute(sql`insert into plans (name, features, devices, price) values ('Gold', 'HD', 2, 19.99)`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, role)
    select 'staff@bench.example', 'x', 'Staff', 'Member', 'ADMIN'::role
    union all
    select 'customer' || i || '@bench.example', 'x', 'Customer', 'No ' || i, 'USER'::role from generate_series(1, ${BACKLOG}) as i`);
  await db.execute(sql`
    insert into subscriptions (user_id, plan_id, status, start_date, end_date)
    select u.id, p.id, 'Active', ${now.toISOString()}::timestamptz - interval '31 days', ${now.toISOString()}::timestamptz - (u.id % 1000) * interval '1 minute' - interval '1 minute'
    from users u cross join (select id from plans limit 1) p where u.role = 'USER'`);
  await db.execute(sql`
    insert into payments (user_id, plan_id, payer_name, amount, method, receipt, receipt_mime, receipt_size)
    select u.id, p.id, 'Customer', 19.99, 'bank', '\\x89504e47'::bytea, 'image/png', 4
    from users u cross join (select id from plans limit 1) p where u.role = 'USER' order by u.id limit ${REVIEWED}`);
  await db.execute(sql`analyze`);

  const deps = { db, env: { PUBLIC_URL: 'http://localhost:3000' }, now: () => new Date() } as unknown as Deps;
  let started = performance.now();
  const { expired } = await expireSubscriptions(deps, now);
  const expiry = performance.now() - started;
  if (expired !== BACKLOG) throw new Error(`expiry job expired ${expired} of ${BACKLOG}`);

  const staff: unknown = await db.execute(sql`select id from users where role = 'ADMIN'`);
  const staffId = (Array.isArray(staff) ? staff : (staff as { rows: { id: number }[] }).rows)[0]!.id as number;
  const ids = Array.from({ length: REVIEWED }, (_, i) => i + 1);
  started = performance.now();
  const results = await verifyMany(
    deps,
    { id: staffId, role: 'ADMIN', status: 'Active', email: 'staff@bench.example', name: 'Staff Member', language: 'en' },
    ids,
  );
  const review = performance.now() - started;
  if (results.filter((r) => r.ok).length !== REVIEWED) throw new Error('verifyMany did not verify every payment');

  return [
    { name: `expiry job: backlog of ${BACKLOG.toLocaleString('en')} due subscriptions`, ms: Math.round(expiry) },
    { name: `payments.verifyMany of ${REVIEWED}`, ms: Math.round(review) },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('usage: tsx bench/bulk.ts <postgres url>');
  for (const { name, ms } of await benchBulk(url)) console.log(`${name}: ${ms} ms`);
}
