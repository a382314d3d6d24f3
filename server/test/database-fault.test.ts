import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMessages } from '@nimbus/shared/service';
import { hashPassword } from '../src/auth/password.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD, tokenFor } from './harness.ts';

// Issue 17: the database stops under traffic and starts again. Meanwhile every call answers at
// once (within about a second: postgres.js's reconnect backoff is capped), 503 with Retry-After
// and a clear message where it needs the database (never a 500 with a stack, never a hang), readiness says why, and service comes back within 5 s of the database,
// without a restart; the job runner runs again. A cluster of its own (initdb, pg_ctl stop and
// start), so stopping it touches no other test's database. In the Postgres suite.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_BIN = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return version && existsSync(join(base, version, 'bin', 'pg_ctl')) ? join(base, version, 'bin') : null;
})();
// Postgres refuses to run as root: the cluster runs as the postgres account then.
const AS_ROOT = userInfo().uid === 0;

function pg(tool: string, args: string[]): void {
  const command = join(PG_BIN!, tool);
  if (AS_ROOT) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
  else execFileSync(command, args, { stdio: 'ignore' });
}

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

type Answer = { status: number; ms: number; retryAfter: string | null; message: string | null };

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let message: string | null = null;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? null;
  } catch {
    message = null;
  }
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after'), message };
}

describe.runIf(process.env.TEST_DATABASE_URL && PG_BIN)('the database stops under traffic, then starts again', () => {
  let cluster: string;
  let dbPort: number;
  let appPort: number;
  let app: ChildProcess;
  let dataDir: string;
  const metricsToken = randomBytes(32).toString('hex');
  let base: string;

  const startCluster = () => pg('pg_ctl', ['-D', cluster, '-w', '-o', `-p ${dbPort} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const stopCluster = () => pg('pg_ctl', ['-D', cluster, '-w', '-m', 'fast', 'stop']);

  beforeAll(async () => {
    cluster = mkdtempSync(join(tmpdir(), 'nimbus-pgfault-'));
    if (AS_ROOT) chownSync(cluster, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    pg('initdb', ['-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    dbPort = await freePort();
    startCluster();
    const admin = postgres(`postgres://postgres@127.0.0.1:${dbPort}/postgres`, { max: 1, onnotice: () => {} });
    await admin.unsafe('create database nimbus');
    await admin.end();

    appPort = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'nimbus-pgfault-app-'));
    base = `http://127.0.0.1:${appPort}`;
    app = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(appPort),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${dbPort}/nimbus`,
        JWT_SECRET: TEST_JWT_SECRET,
        CREDENTIALS_KEY: randomBytes(32).toString('hex'),
        METRICS_TOKEN: metricsToken,
        CLIENT_DIST: join(dataDir, 'no-client'),
        LOG_LEVEL: 'error',
        STAFF_LIST_CACHE_MS: '0',
        RATE_LIMIT_GLOBAL_MAX: '100000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const started = Date.now();
    while ((await call(`${base}/api/health/ready`).catch(() => null))?.status !== 200) {
      if (Date.now() - started > 60_000) throw new Error('the app did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  afterAll(() => {
    app?.kill('SIGKILL');
    try {
      stopCluster();
    } catch {
      // Already stopped by a failed test.
    }
    rmSync(cluster, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After meanwhile, says why on /ready, and serves again within 5 s of the database', async () => {
    // A customer and an agent, written as the app would (the app created the tables at start).
    const sql = postgres(`postgres://postgres@127.0.0.1:${dbPort}/nimbus`, { max: 1, onnotice: () => {} });
    const hash = await hashPassword(TEST_PASSWORD);
    const [customer] = await sql<{ id: number; token_version: number }[]>`
      insert into users (email, password_hash, first_name, last_name, role, status, country)
      values ('fault-customer@example.test', ${hash}, 'Fault', 'Customer', 'USER', 'Active', 'Spain') returning id, token_version`;
    const [agent] = await sql<{ id: number; token_version: number }[]>`
      insert into users (email, password_hash, first_name, last_name, role, status, country)
      values ('fault-agent@example.test', ${hash}, 'Fault', 'Agent', 'AGENT', 'Active', 'Spain') returning id, token_version`;
    await sql.end();
    const customerAuth = { authorization: `Bearer ${await tokenFor({ id: customer!.id, role: 'USER', tokenVersion: customer!.token_version })}` };
    const agentAuth = { authorization: `Bearer ${await tokenFor({ id: agent!.id, role: 'AGENT', tokenVersion: agent!.token_version })}` };
    const openTicket = () =>
      call(`${base}/api/support-tickets/${customer!.id}`, {
        method: 'POST',
        headers: { ...customerAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ subject: 'Buffering', message: 'The stream stops every minute.', category: 'technical', priority: 'MEDIUM' }),
      });
    const staffList = () => call(`${base}/api/payments?page=1&size=10`, { headers: agentAuth });
    expect((await openTicket()).status).toBe(201);
    expect((await staffList()).status).toBe(200);

    // Traffic that needs the database, throughout.
    const answers: Answer[] = [];
    let running = true;
    const traffic = Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        while (running) {
          answers.push(
            await (lane % 2 === 0 ? openTicket() : staffList()).catch((error: Error) => ({
              status: 0,
              ms: 0,
              retryAfter: null,
              message: `${error.message}: ${(error.cause as Error | undefined)?.message ?? ''}`,
            })),
          );
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    stopCluster();
    const downFrom = answers.length;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const ready = await call(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.message).toBeNull();
    const readyBody = (await (await fetch(`${base}/api/health/ready`)).json()) as { reason: string; checks: { database: string } };
    expect(readyBody).toMatchObject({ reason: 'The database does not answer.', checks: { database: 'down' } });
    expect((await call(`${base}/api/health/live`)).status).toBe(200);
    // The catalogue too, once its cache let go of what it can no longer hear changes to.
    expect([200, 503]).toContain((await call(`${base}/api/plans`)).status);
    const downAnswers = answers.slice(downFrom);

    startCluster();
    const upAt = Date.now();
    let backAfterMs = Infinity;
    while (Date.now() - upAt < 10_000) {
      if ((await staffList()).status === 200 && (await openTicket()).status === 201) {
        backAfterMs = Date.now() - upAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running = false;
    await traffic;

    expect(downAnswers.length).toBeGreaterThan(10);
    for (const answer of downAnswers) {
      expect([200, 201, 503], JSON.stringify(answer)).toContain(answer.status);
      expect(answer.ms, JSON.stringify(answer)).toBeLessThan(3_000);
      if (answer.status === 503) {
        expect(answer.retryAfter).toBe('5');
        expect([serviceMessages.unavailable, serviceMessages.busy]).toContain(answer.message);
      }
    }
    expect(downAnswers.filter((answer) => answer.status === 503).length).toBeGreaterThan(5);
    expect(answers.every((answer) => answer.status !== 500)).toBe(true);
    expect(backAfterMs).toBeLessThan(5_000);
    expect((await call(`${base}/api/health/ready`)).status).toBe(200);

    // The job runner carries on: a run of the panel's job (every 5 s) after the database is back.
    const runs = async () => {
      const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      return Number(/nimbus_job_runs_total\{job="panel-actions",outcome="ok"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await runs();
    await expect.poll(runs, { timeout: 30_000, interval: 500 }).toBeGreaterThan(before);
  }, 90_000);
});
