import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';
import { listenForMetrics } from '../src/http/metrics.ts';
import { readiness, type Health } from '../src/lib/health.ts';
import { createUser, testApp, tokenFor } from './harness.ts';

const METRICS_TOKEN = randomBytes(32).toString('hex');
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = testApp({ env: { METRICS_TOKEN }, logger: { level: 'info', stream } });
const bare = testApp();

const scrape = async (token = METRICS_TOKEN) => t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

afterEach(() => {
  t.deps.health.shuttingDown = false;
  vi.useRealTimers();
});

describe('the probes', () => {
  it('live answers while the process runs; ready names every check', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'not configured', jobs: 'starting', shuttingDown: false } });
  });

  it('ready answers 503 with Retry-After and the reason once the instance is shutting down; live still answers', async () => {
    t.deps.health.shuttingDown = true;
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ status: 'not ready', reason: 'This instance is shutting down.', checks: { shuttingDown: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('says the database is down when it fails or does not answer within two seconds, and never waits longer', async () => {
    const health: Health = { shuttingDown: false, jobs: 'running', redis: null };
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    expect(await readiness(failing, health)).toMatchObject({ ready: false, reason: 'The database does not answer.', checks: { database: 'down' } });

    vi.useFakeTimers();
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    const answer = readiness(hanging, { ...health, redis: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await answer).toMatchObject({ ready: false, checks: { database: 'down', redis: 'down' } });
  });

  it('is not ready when Redis is configured and down, or when the job runner failed to start', async () => {
    const db = t.deps.db;
    expect(await readiness(db, { shuttingDown: false, jobs: 'running', redis: () => Promise.reject(new Error('ECONNREFUSED')) })).toMatchObject({
      ready: false,
      reason: 'Redis does not answer.',
    });
    expect(await readiness(db, { shuttingDown: false, jobs: 'failed', redis: null })).toMatchObject({
      ready: false,
      reason: 'The job runner could not start.',
    });
    expect(await readiness(db, { shuttingDown: false, jobs: 'running', redis: () => Promise.resolve('PONG') })).toMatchObject({
      ready: true,
      checks: { redis: 'up' },
    });
  });
});

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape(randomBytes(32).toString('hex'))).statusCode).toBe(401);
  });

  it('counts and times requests by route pattern and procedure, never by what the client typed', async () => {
    await t.app.inject({ method: 'GET', url: '/api/plans' });
    await t.app.inject({ method: 'GET', url: '/trpc/plans.list' });
    await t.app.inject({ method: 'GET', url: '/trpc/plans.made-up-by-a-client' });
    await t.app.inject({ method: 'GET', url: '/api/users/12345' });
    const page = await scrape();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/plain');
    const text = page.body;
    expect(text).toMatch(/nimbus_http_requests_total\{method="GET",route="\/api\/plans",status="2xx"\} \d+/);
    expect(text).toMatch(/nimbus_http_requests_total\{method="GET",route="\/trpc\/plans\.list",status="2xx"\} \d+/);
    expect(text).toMatch(/route="\/trpc\/\(unknown\)",status="4xx"/);
    expect(text).toMatch(/route="\/api\/users\/:id",status="4xx"/);
    expect(text).not.toContain('made-up-by-a-client');
    expect(text).not.toContain('12345');
    expect(text).toMatch(/nimbus_http_request_duration_seconds_bucket\{le="0\.01",method="GET",route="\/api\/plans"\}/);
    // Event-loop delay, heap and the pool, the staff bulkhead, the job queues.
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nimbus_db_pool_max',
      'nimbus_staff_queries_active',
      'nimbus_job_queue_depth',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('counts a job run and its failures, and reads the queues from the runner while it runs', async () => {
    t.deps.metrics.jobRun('subscription-expiry', 0.02, false);
    t.deps.metrics.jobRun('subscription-expiry', 0.5, true);
    t.deps.metrics.readQueues(async () => [{ name: 'email-outbox', queued: 3, active: 1, deferred: 0 }]);
    const text = (await scrape()).body;
    t.deps.metrics.readQueues(null);
    expect(text).toContain('nimbus_job_runs_total{job="subscription-expiry",outcome="ok"} 1');
    expect(text).toContain('nimbus_job_runs_total{job="subscription-expiry",outcome="failed"} 1');
    expect(text).toContain('nimbus_job_queue_depth{queue="email-outbox",state="queued"} 3');
    expect(text).toContain('nimbus_job_queue_depth{queue="email-outbox",state="active"} 1');
  });

  it('are served without a token on METRICS_PORT, a listener of their own', async () => {
    const server = await listenForMetrics(t.deps.metrics, '127.0.0.1', 0);
    try {
      const { port } = server.server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('# TYPE nimbus_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/api/plans`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('refuses a weak METRICS_TOKEN at start', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'a'.repeat(40) })).toThrow(/METRICS_TOKEN is not random enough/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/at least 32 characters/);
  });
});

describe('the log', () => {
  it("names the request and, once known, the user on the request's lines", async () => {
    const user = await createUser();
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${await tokenFor(user)}`, 'x-request-id': 'probe-42' } });
    const line = lines.map((text) => JSON.parse(text) as { msg: string; reqId?: string; userId?: number }).find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ reqId: 'probe-42', userId: user.id });
  });
});
