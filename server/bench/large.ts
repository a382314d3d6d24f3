// The staff screens at a million customers (issue 11): every list, filter, page and search over
// HTTP on loopback, p50/p95 at the client, against 20 ms (lists) and 50 ms (dashboard).
// Needs a Postgres database filled by `npm run seed:large` (BENCH_DATABASE_URL). It adds one
// admin and one customer of its own, with passwords made for the run.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TOTP } from 'otpauth';
import postgres from 'postgres';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@nimbus/shared/two-factor';
import { hashPassword } from '../src/auth/password.ts';
import { listCases, PAGE_SIZE, readSample } from './list-cases.ts';
import { measure, type LatencyRow } from './report.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function ensureAccount(sql: postgres.Sql, email: string, role: 'ADMIN' | 'USER', password: string): Promise<number> {
  const hash = await hashPassword(password);
  const [row] = await sql<{ id: number }[]>`
    insert into users (email, password_hash, first_name, last_name, role)
    values (${email}, ${hash}, 'Bench', ${role === 'ADMIN' ? 'Admin' : 'Customer'}, ${role})
    on conflict (lower(email)) do update set password_hash = excluded.password_hash, totp_secret = null,
      totp_enabled_at = null, totp_last_step = null, deleted_at = null, status = 'Active'
    returning id`;
  return row!.id;
}

/** Runs the million-row cases against the database at `url`; null when it has not been filled. */
export async function benchLarge(url: string): Promise<LatencyRow[] | null> {
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  const [{ customers } = { customers: 0 }] = await sql<{ customers: number }[]>`
    select coalesce((select value from shop_totals where name = 'customers'), 0)::int as customers`.catch(() => [{ customers: 0 }]);
  if (customers < 900_000) {
    await sql.end();
    return null;
  }
  const adminPassword = randomBytes(12).toString('base64url');
  const customerPassword = randomBytes(12).toString('base64url');
  await ensureAccount(sql, 'bench-admin@bench.invalid', 'ADMIN', adminPassword);
  const customerId = await ensureAccount(sql, 'bench-customer@bench.invalid', 'USER', customerPassword);
  await sql`insert into notifications (user_id, title, message) select ${customerId}, 'Bench', 'A notification ' || g from generate_series(1, 30) g`;
  const sample = await readSample((text, params) => sql.unsafe(text, (params ?? []) as never[]) as never);
  await sql.end();

  // The loader flags of this process (tsx), not an --eval it may have been started with.
  const loaderFlags = process.execArgv.filter(
    (flag, i, all) => !['-e', '--eval', '-p', '--print'].includes(flag) && !['-e', '--eval', '-p', '--print'].includes(all[i - 1] ?? ''),
  );
  const server = spawn(process.execPath, [...loaderFlags, fileURLToPath(new URL('./serve.ts', import.meta.url))], {
    // Every call runs its queries: the list cache (ADR 028) would time memory, not the database.
    env: { ...process.env, BENCH_DATABASE_URL: url, STAFF_LIST_CACHE_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });

  const login = async (email: string, password: string) => {
    const answer = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!answer.ok) throw new Error(`login of ${email}: ${answer.status} ${await answer.text()}`);
    return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
  };
  const admin = await login('bench-admin@bench.invalid', adminPassword);
  const customer = await login('bench-customer@bench.invalid', customerPassword);
  const call = async (headers: Record<string, string>, path: string, input?: unknown, method = 'GET') => {
    const url = `${base}/trpc/${path}${method === 'GET' && input !== undefined ? `?input=${encodeURIComponent(JSON.stringify({ json: input }))}` : ''}`;
    const answer = await fetch(url, {
      method,
      headers: { ...headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify({ json: input ?? null }) } : {}),
    });
    const body = (await answer.json()) as { result?: { data: { json: unknown } }; error?: unknown };
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(body.error)}`);
    return body.result!.data.json;
  };
  // The admin enrols a second factor, as the shop requires before the staff screens open.
  const enrolment = (await call(admin, 'auth.twoFactor.begin', undefined, 'POST')) as { secret: string };
  const code = new TOTP({ algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: enrolment.secret }).generate();
  await call(admin, 'auth.twoFactor.confirm', { code }, 'POST');

  const cases: { name: string; target: number; run: () => Promise<unknown> }[] = [];
  const add = (name: string, run: () => Promise<unknown>, target = 20) => cases.push({ name, target, run });
  for (const item of listCases(sample)) add(item.name, () => call(admin, `${item.list}.list`, item.input));
  // The page before the last: the cursor is fetched once, outside the timing.
  for (const list of ['users', 'payments', 'subscriptions', 'tickets', 'audit']) {
    let cursor: string | undefined;
    add(`${list}.list page before the last`, async () => {
      cursor ??= ((await call(admin, `${list}.list`, { pageSize: PAGE_SIZE, search: '', last: true })) as { prev: string }).prev;
      return call(admin, `${list}.list`, { pageSize: PAGE_SIZE, search: '', cursor });
    });
  }
  add('stats.dashboard', () => call(admin, 'stats.dashboard'), 50);
  add('stats.revenueTrends', () => call(admin, 'stats.revenueTrends'), 50);
  add('notifications.list (customer)', () => call(customer, 'notifications.list', { pageSize: 10 }));

  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
  const rows: LatencyRow[] = [];
  for (const item of cases.filter((item) => !only || only.test(item.name))) rows.push(await measure(item.name, item.target, RUNS, item.run));
  server.kill('SIGTERM');
  return rows;
}
