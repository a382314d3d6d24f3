#!/usr/bin/env node
// `npm run soak`: a mixed workload of every role through the cluster (HAProxy before two
// instances on one Postgres and one Redis, scripts/lib/cluster.mjs) on loopback, bounded in time
// and requests: visitors browse, customers register, pay and open tickets, staff verify, reply
// and search their lists. Prints one report: errors (target 0), p50/p99 per operation, and each
// instance's memory over time (target: flat after the warm-up, growth under 5 %). The report
// also goes to e2e-artifacts/soak.md; docs/operations.md keeps the latest.
//
//   npm run soak                                   (10 minutes)
//   SOAK_SECONDS=120 SOAK_USERS=6 npm run soak     (shorter)
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { startCluster } from './lib/cluster.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const USERS = Number(process.env.SOAK_USERS ?? 8);
const MAX_REQUESTS = Number(process.env.SOAK_MAX_REQUESTS ?? 500_000);
// The first half is the warm-up: in a 10-minute run each instance's RSS climbs for about four
// minutes while V8 and the allocator reserve room for the load's peaks (the heap in use stays
// flat), then stays level; growth is judged from there (docs/operations.md).
const WARM_UP_SECONDS = Math.floor(SECONDS / 2);
const SAMPLE_SECONDS = 15;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('soak: run it through npm run soak (scripts/with-postgres.mjs gives it a fresh database)');
  process.exit(2);
}

const secret = () => randomBytes(24).toString('base64url');
const letters = (n) => Array.from(randomBytes(n), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const accounts = { admin: { email: 'soak-admin@nimbus.example', password: secret() }, agent: { email: 'soak-agent@nimbus.example', password: secret() } };
const metricsToken = randomBytes(32).toString('hex');
const cluster = await startCluster({
  databaseUrl,
  instances: 2,
  env: {
    JWT_SECRET: randomBytes(32).toString('hex'),
    CREDENTIALS_KEY: randomBytes(32).toString('hex'),
    METRICS_TOKEN: metricsToken,
    SEED_DEMO: 'true',
    SEED_ADMIN_EMAIL: accounts.admin.email,
    SEED_ADMIN_PASSWORD: accounts.admin.password,
    SEED_AGENT_EMAIL: accounts.agent.email,
    SEED_AGENT_PASSWORD: accounts.agent.password,
    // Every simulated person comes from 127.0.0.1: the per-address limits would be the test.
    RATE_LIMIT_GLOBAL_MAX: '1000000',
    RATE_LIMIT_AUTH_MAX: '1000000',
    RATE_LIMIT_REGISTER_MAX: '1000000',
  },
});
const base = cluster.proxy;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cluster.stop().then(() => process.exit(1)));
}

// ---------------------------------------------------------------------------------------------
const timings = new Map(); // op -> ms[]
const failures = new Map(); // op -> { count, sample }
let requests = 0;

async function call(op, method, path, { token, json, form, expect = [200, 201, 204] } = {}) {
  requests += 1;
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) };
  const started = performance.now();
  let status = 0;
  let body = null;
  try {
    const res = await fetch(base + path, { method, headers, body: json ? JSON.stringify(json) : form, signal: AbortSignal.timeout(30_000) });
    status = res.status;
    const text = await res.text();
    body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  } catch (error) {
    body = error.message;
  }
  const ms = performance.now() - started;
  if (!timings.has(op)) timings.set(op, []);
  timings.get(op).push(ms);
  if (!expect.includes(status)) {
    const failure = failures.get(op) ?? { count: 0, sample: '' };
    failure.count += 1;
    failure.sample ||= `${status} ${typeof body === 'string' ? body.slice(0, 120) : JSON.stringify(body).slice(0, 120)}`;
    failures.set(op, failure);
  }
  return { status, body };
}

const login = async (account) => (await call('login', 'POST', '/api/login', { json: account })).body.token;

async function register() {
  const password = `${secret()}-Aa1`;
  const email = `soak-${randomBytes(6).toString('hex')}@example.test`;
  const { body } = await call('register', 'POST', '/api/register', {
    json: {
      firstName: 'Soak',
      lastName: `Customer ${letters(6)}`,
      email,
      password,
      confirmPassword: password,
      countryCode: '+351',
      streetAddress: '1 Test Street',
      city: 'Lisbon',
      state: 'Lisboa',
      postcode: '1100',
      country: 'Portugal',
      deviceType: 'Smart TV',
    },
    expect: [201],
  });
  return { id: body.usersModel?.id, token: body.token };
}

// A PNG receipt (its signature and an IHDR are all the type check reads), a little different each time.
function receipt() {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), randomBytes(2048)]);
}

async function pay(customer, plan) {
  const form = new FormData();
  form.set('planId', String(plan.id));
  form.set('amount', plan.price.toFixed(2));
  form.set('method', 'crypto');
  form.set('receipt', new Blob([receipt()], { type: 'image/png' }), 'receipt.png');
  return call('upload receipt', 'POST', '/api/payments/save', { token: customer.token, form, expect: [201] });
}

const until = Date.now() + SECONDS * 1000;
const running = () => Date.now() < until && requests < MAX_REQUESTS;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const agentToken = await login(accounts.agent);
const adminToken = await login(accounts.admin);
const plans = (await call('browse plans', 'GET', '/api/plans')).body;

async function visitor() {
  while (running()) {
    await call('browse plans', 'GET', '/api/plans');
    await call('browse plans (tRPC)', 'GET', '/trpc/plans.list');
    await call('public settings', 'GET', '/trpc/settings.public');
  }
}

async function customer() {
  while (running()) {
    const me = await register();
    if (!me.token) continue;
    await pay(me, pick(plans));
    await call('my subscription', 'GET', `/api/subscriptions/user/${me.id}`, { token: me.token });
    await call('open ticket', 'POST', `/api/support-tickets/${me.id}`, {
      token: me.token,
      json: { subject: 'Buffering in the evening', message: 'The stream stops every few minutes after 8 pm.', category: 'technical', priority: 'MEDIUM' },
      expect: [201],
    });
    await call('notifications', 'GET', '/api/notifications', { token: me.token });
  }
}

async function agent() {
  while (running()) {
    const pending = await call('staff payments list', 'GET', '/api/payments?page=1&pageSize=10&status=Pending', { token: agentToken });
    const payment = Array.isArray(pending.body) ? pick(pending.body) : undefined;
    // Two agents may take the same payment: the second is told it was processed (409).
    if (payment) await call('verify payment', 'PUT', `/api/payments/${payment.id}`, { token: agentToken, json: { status: 'Completed' }, expect: [200, 409] });
    const tickets = await call('staff tickets list', 'GET', '/api/support-tickets?page=1&pageSize=10', { token: agentToken });
    const ticket = Array.isArray(tickets.body) ? pick(tickets.body) : undefined;
    if (ticket) {
      await call('reply to ticket', 'PUT', `/api/support-tickets/${ticket.ticketId}`, {
        token: agentToken,
        json: { status: 'InProgress', comments: 'We are looking into it.' },
        expect: [200, 409],
      });
    }
  }
}

async function admin() {
  while (running()) {
    await call('admin users search', 'GET', `/api/users?page=1&pageSize=25&search=${pick(['soak', 'customer', 'lisbon', 'example'])}`, { token: adminToken });
    await call('admin subscriptions list', 'GET', '/api/subscriptions?page=1&pageSize=25', { token: adminToken });
    await call('admin dashboard', 'GET', '/api/admin-dashboard', { token: adminToken });
  }
}

// Each instance's memory, from its own metrics, every SAMPLE_SECONDS.
const memory = cluster.instances.map((instance) => ({ name: instance.name, samples: [] }));
const started = Date.now();
async function sampleMemory() {
  for (const [i, instance] of cluster.instances.entries()) {
    const text = await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
      .then((res) => res.text())
      .catch(() => '');
    const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0);
    const heap = Number(/^nodejs_heap_size_used_bytes (\d+)/m.exec(text)?.[1] ?? 0);
    memory[i].samples.push({ at: (Date.now() - started) / 1000, rss, heap });
  }
}
const sampler = setInterval(() => void sampleMemory(), SAMPLE_SECONDS * 1000);
await sampleMemory();

const roles = [
  ...Array.from({ length: Math.max(1, Math.floor(USERS / 2)) }, () => visitor),
  ...Array.from({ length: Math.max(1, Math.ceil(USERS / 4)) }, () => customer),
  agent,
  admin,
];
console.log(`soak: ${roles.length} simulated people for ${SECONDS} s through ${base} (instances ${cluster.instances.map((i) => i.name).join(', ')})`);
try {
  await Promise.all(roles.map((role) => role()));
} finally {
  clearInterval(sampler);
  await sampleMemory();
  await cluster.stop();
}

// ---------------------------------------------------------------------------------------------
const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);
const elapsed = (Date.now() - started) / 1000;
const errorCount = [...failures.values()].reduce((sum, failure) => sum + failure.count, 0);
const lines = [];
lines.push(
  `Soak ${new Date().toISOString().slice(0, 16)}Z: ${Math.round(elapsed)} s, ${requests} requests (${Math.round(requests / elapsed)}/s), ${roles.length} simulated people, 2 instances behind HAProxy, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
);
lines.push('');
lines.push(`Errors: ${errorCount}${errorCount === 0 ? ' (target 0: met)' : ' (target 0: MISSED)'}`);
for (const [op, failure] of failures) lines.push(`- ${op}: ${failure.count}, e.g. ${failure.sample}`);
lines.push('');
lines.push('| operation | requests | p50 ms | p99 ms |');
lines.push('|---|---|---|---|');
for (const [op, list] of [...timings].sort((a, b) => a[0].localeCompare(b[0]))) {
  lines.push(`| ${op} | ${list.length} | ${percentile(list, 50).toFixed(0)} | ${percentile(list, 99).toFixed(0)} |`);
}
lines.push('');
lines.push('| instance | RSS after warm-up MB | RSS at the end MB | growth | heap after warm-up MB | heap at the end MB |');
lines.push('|---|---|---|---|---|---|');
let memoryMissed = false;
for (const instance of memory) {
  const warm = instance.samples.find((sample) => sample.at >= WARM_UP_SECONDS) ?? instance.samples[0];
  const last = instance.samples.at(-1);
  const growth = warm.rss ? ((last.rss - warm.rss) / warm.rss) * 100 : 0;
  if (growth >= 5) memoryMissed = true;
  lines.push(`| ${instance.name} | ${mb(warm.rss)} | ${mb(last.rss)} | ${growth.toFixed(1)} % | ${mb(warm.heap)} | ${mb(last.heap)} |`);
}
lines.push('');
lines.push(
  `Memory over time (RSS MB every ${SAMPLE_SECONDS} s): ${memory.map((instance) => `${instance.name}: ${instance.samples.map((sample) => mb(sample.rss)).join(' ')}`).join('; ')}`,
);
const report = lines.join('\n');
console.log(`\n${report}`);
mkdirSync(join(process.cwd(), 'e2e-artifacts'), { recursive: true });
writeFileSync(join(process.cwd(), 'e2e-artifacts', 'soak.md'), `${report}\n`);
process.exit(errorCount > 0 || memoryMissed ? 1 : 0);
