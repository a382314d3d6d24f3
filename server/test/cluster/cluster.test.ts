import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../scripts/lib/cluster.mjs';
import { workerDatabaseUrl } from '../database.ts';
import { fileBytes, multipart } from '../factories/commerce.ts';
import { createPlan, createUser, TEST_JWT_SECRET, TEST_PASSWORD, tokenFor, workerDatabase } from '../harness.ts';

// Issue 17, scale-out shown (`npm run test:cluster`): HAProxy on loopback in front of two app
// instances on one Postgres and one Redis, as docker-compose.production.yml runs them. Each
// instance is a real process with the production settings; the test talks to the proxy, or to
// one instance directly when it matters which.

const base = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = randomBytes(32).toString('hex');
const AUTH_LIMIT = 6;

describe.runIf(base && process.env.CLUSTER_TEST)('two instances behind HAProxy, one Postgres, one Redis', () => {
  let cluster: Cluster;
  let instances: Cluster['instances'] = [];
  let proxy: string;

  beforeAll(async () => {
    await workerDatabase(); // created and migrated: the instances find the schema in place
    cluster = await startCluster({
      databaseUrl: workerDatabaseUrl(base!),
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        CREDENTIALS_KEY: randomBytes(32).toString('hex'),
        METRICS_TOKEN,
        RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT),
        RATE_LIMIT_LOGIN_FREE_FAILURES: '1000',
        RATE_LIMIT_LOGIN_LOCK_FAILURES: '2000',
      },
    });
    ({ proxy, instances } = cluster);
  }, 180_000);

  afterAll(() => cluster?.stop());

  it('spreads requests over both instances', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) served.add((await fetch(`${proxy}/api/health/live`)).headers.get('x-served-by') ?? '');
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('counts the rate limits in Redis: both instances together allow what one would', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    const served = new Set<string>();
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const res = await fetch(`${proxy}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ email: user.email, password: 'not the password' }),
      });
      statuses.push(res.status);
      served.add(res.headers.get('x-served-by') ?? '');
    }
    expect(served.size).toBe(2);
    expect(statuses.slice(0, AUTH_LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429]);
  });

  it('refuses on one instance, at once, a token revoked or a user suspended on the other', async () => {
    const [a, b] = [instances[0]!, instances[1]!];
    const user = await createUser();
    const login = async () =>
      (
        (await (
          await fetch(`${a.url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
          })
        ).json()) as { token: string }
      ).token;
    const me = (url: string, token: string) =>
      fetch(`${url}/api/users/${user.id}`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);

    const token = await login();
    expect(await me(b.url, token)).toBe(200);
    expect((await fetch(`${a.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    expect(await me(b.url, token)).toBe(401);

    const second = await login();
    expect(await me(b.url, second)).toBe(200);
    const admin = await createUser({ role: 'ADMIN' });
    const suspended = await fetch(`${a.url}/api/users/${user.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await tokenFor(admin)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Suspend' }),
    });
    expect(suspended.status).toBe(200);
    expect(await me(b.url, second)).toBe(401);
  });

  it("serves a plan edited on one instance from the other's cache within a second", async () => {
    const [a, b] = [instances[0]!, instances[1]!];
    const plan = await createPlan({ name: 'Cluster Basic', price: '9.99', devices: 1, durationDays: 30 });
    const priceOn = async (url: string) =>
      ((await (await fetch(`${url}/api/plans`)).json()) as { id: number; price: number }[]).find((row) => row.id === plan.id)?.price;
    expect(await priceOn(b.url)).toBe(9.99);
    const admin = await createUser({ role: 'ADMIN' });
    const edited = await fetch(`${a.url}/api/plans/${plan.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await tokenFor(admin)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Cluster Basic',
        price: '12.49',
        devices: 1,
        channels: '100',
        duration: '30',
        status: 'Active',
        features: 'HD, one screen',
      }),
    });
    expect(edited.status).toBe(200);
    const started = Date.now();
    await expect.poll(() => priceOn(b.url), { timeout: 1_000, interval: 50 }).toBe(12.49);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('shows staff on one instance the receipt a customer uploaded through the other', async () => {
    const [a, b] = [instances[0]!, instances[1]!];
    const customer = await createUser();
    const agent = await createUser({ role: 'AGENT' });
    const plan = await createPlan({ price: '19.99' });
    const bytes = fileBytes('png', 8192);
    const form = multipart({ planId: plan.id, amount: '19.99', method: 'crypto' }, { filename: 'receipt.png', contentType: 'image/png', bytes });
    const saved = await fetch(`${a.url}/api/payments/save`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${await tokenFor(customer)}` },
      body: form.payload,
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    const receipt = await fetch(`${b.url}/api/payments/${id}/receipt`, { headers: { authorization: `Bearer ${await tokenFor(agent)}` } });
    expect(receipt.status).toBe(200);
    expect(Buffer.from(await receipt.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('runs each job once across the instances', async () => {
    // Both instances queue the start-up run of every job; pg-boss lets one through. The hourly
    // session clean-up runs only then (and at minute 17).
    const runs = async (job: string) => {
      let total = 0;
      for (const instance of instances) {
        const text = await (await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        total += Number(new RegExp(`nimbus_job_runs_total\\{job="${job}",outcome="ok"\\} (\\d+)`).exec(text)?.[1] ?? 0);
      }
      return total;
    };
    await expect.poll(() => runs('session-cleanup'), { timeout: 20_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    if (new Date().getUTCMinutes() !== 17) expect(await runs('session-cleanup')).toBe(1);
    // The panel's job is asked for by both instances every 5 s; one run per slot, not two.
    const before = await runs('panel-actions');
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const during = (await runs('panel-actions')) - before;
    expect(during).toBeGreaterThanOrEqual(2);
    expect(during).toBeLessThanOrEqual(5);
  }, 60_000);
});
