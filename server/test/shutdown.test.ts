import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, ticketComments } from '../src/db/schema/index.ts';
import { workerDatabaseUrl } from './database.ts';
import { createPendingPurchase, fileBytes, multipart } from './factories/commerce.ts';
import { createTicket } from './factories/tickets.ts';
import { createPlan, createUser, TEST_JWT_SECRET, tokenFor, workerDatabase, type TestUser } from './harness.ts';

// Issue 17: SIGTERM while mixed requests are in flight. Every request either completes and is
// committed, or is refused without anything written; the process exits within ten seconds; and
// nothing is half-written. A real process on Postgres: a signal, a listener and a pool are the
// point, and the test's requests each open their own connection, as a load balancer's would.

const base = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Kind = 'upload' | 'verify' | 'reply';
type Outcome = { kind: Kind; key: number; status: number | null; error: string | null };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** One request on a connection of its own; the answer's status, or the socket's error code. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | string,
): Promise<{ status: number | null; error: string | null }> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, error: error.code ?? error.message }));
    req.end(body);
  });
}

describe.runIf(base)('SIGTERM under load', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;
  const exited = { code: null as number | null, at: 0 };
  let exitedPromise: Promise<void>;

  beforeAll(async () => {
    await workerDatabase();
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'nimbus-shutdown-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: workerDatabaseUrl(base!),
        JWT_SECRET: TEST_JWT_SECRET,
        CREDENTIALS_KEY: randomBytes(32).toString('hex'),
        CLIENT_DIST: join(dataDir, 'no-client'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_GLOBAL_MAX: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    exitedPromise = new Promise((resolve) =>
      server.once('exit', (code) => {
        exited.code = code;
        exited.at = Date.now();
        resolve();
      }),
    );
    const started = Date.now();
    while ((await send(port, 'GET', '/api/health/ready', {}, '')).status !== 200) {
      if (exited.at !== 0 || Date.now() - started > 60_000) throw new Error('the server did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);

  afterAll(() => {
    if (exited.at === 0) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes what it accepted, refuses the rest cleanly, writes nothing by halves, and exits within 10 s', async () => {
    const plan = await createPlan({ price: '19.99', devices: 2, durationDays: 30 });
    const agent = await createUser({ role: 'AGENT' });
    const agentAuth = { authorization: `Bearer ${await tokenFor(agent)}` };
    const buyers: TestUser[] = [];
    for (let i = 0; i < 80; i++) buyers.push(await createUser());
    const pending: number[] = [];
    for (let i = 0; i < 60; i++) pending.push((await createPendingPurchase((await createUser()).id, plan.id)).payment.id);
    const tickets: number[] = [];
    for (let i = 0; i < 60; i++) tickets.push((await createTicket({ userId: buyers[i]!.id })).id);

    // 200 requests, shuffled, one every 8 ms: the signal lands with some answered, some in
    // flight and some not yet sent.
    const work: (() => Promise<Outcome>)[] = [];
    for (const buyer of buyers) {
      const form = multipart(
        { planId: plan.id, amount: '19.99', method: 'crypto' },
        { filename: 'r.png', contentType: 'image/png', bytes: fileBytes('png', 4096) },
      );
      const headers = { ...form.headers, authorization: `Bearer ${await tokenFor(buyer)}` };
      work.push(async () => ({ kind: 'upload', key: buyer.id, ...(await send(port, 'POST', '/api/payments/save', headers, form.payload)) }));
    }
    for (const id of pending) {
      work.push(async () => ({
        kind: 'verify',
        key: id,
        ...(await send(port, 'PUT', `/api/payments/${id}`, { ...agentAuth, 'content-type': 'application/json' }, JSON.stringify({ status: 'Completed' }))),
      }));
    }
    for (const id of tickets) {
      const body = JSON.stringify({ status: 'InProgress', comments: `Reply to ticket ${id} before the restart.` });
      work.push(async () => ({
        kind: 'reply',
        key: id,
        ...(await send(port, 'PUT', `/api/support-tickets/${id}`, { ...agentAuth, 'content-type': 'application/json' }, body)),
      }));
    }
    work.sort(() => Math.random() - 0.5);

    let signalledAt = 0;
    const outcomes = await Promise.all(
      work.map(async (run, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 8));
        if (index === 100) {
          signalledAt = Date.now();
          server.kill('SIGTERM');
        }
        return run();
      }),
    );
    await exitedPromise;

    expect(exited.code).toBe(0);
    expect(exited.at - signalledAt).toBeLessThan(10_000);

    const done = outcomes.filter((outcome) => outcome.status !== null && outcome.status < 300);
    const refused = outcomes.filter((outcome) => !done.includes(outcome));
    // The window was exercised: work finished on both sides of the signal.
    expect(done.length).toBeGreaterThan(50);
    expect(refused.length).toBeGreaterThan(20);
    // Refused means a 503 or a connection the server never answered: never a 500, never a 4xx.
    for (const outcome of refused) expect(outcome.status === 503 || outcome.error !== null, JSON.stringify(outcome)).toBe(true);

    const { db } = await workerDatabase();
    const uploaded = new Set(
      (
        await db
          .select({ userId: payments.userId })
          .from(payments)
          .where(
            inArray(
              payments.userId,
              buyers.map((buyer) => buyer.id),
            ),
          )
      ).map((row) => row.userId),
    );
    const verified = new Set(
      (
        await db
          .select({ id: payments.id })
          .from(payments)
          .where(and(inArray(payments.id, pending), eq(payments.status, 'Completed')))
      ).map((row) => row.id),
    );
    const replied = new Set(
      (await db.select({ ticketId: ticketComments.ticketId }).from(ticketComments).where(inArray(ticketComments.ticketId, tickets))).map((row) => row.ticketId),
    );
    const committed = (outcome: Outcome) => (outcome.kind === 'upload' ? uploaded : outcome.kind === 'verify' ? verified : replied).has(outcome.key);
    for (const outcome of outcomes) expect(committed(outcome), JSON.stringify(outcome)).toBe(done.includes(outcome));

    // Nothing half-written: every payment has its subscription, every receipt its bytes.
    const orphans = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
      .where(
        and(
          inArray(
            payments.userId,
            buyers.map((buyer) => buyer.id),
          ),
          isNull(subscriptions.id),
        ),
      );
    expect(orphans[0]!.n).toBe(0);
    const emptyReceipts = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(
        and(
          inArray(
            payments.userId,
            buyers.map((buyer) => buyer.id),
          ),
          sql`coalesce(octet_length(${payments.receipt}), 0) <> ${payments.receiptSize}`,
        ),
      );
    expect(emptyReceipts[0]!.n).toBe(0);
  }, 120_000);
});
