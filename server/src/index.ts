// The only file that listens. Everything else is built by buildApp so tests can inject.
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { demoAccounts, seedDemoShop, writeDemoAccounts } from './db/demo.ts';
import { seedAccounts, seedDemo } from './db/seed.ts';
import { ConfigError, parseEnv, type Env } from './env.ts';
import { secureDataDir } from './lib/data-dir.ts';
import { listenForMetrics } from './http/metrics.ts';
import { startJobs, type JobRunner } from './services/jobs/runner.ts';
import { issueSetupLink } from './services/setup.ts';

// Before any file is written (importing creates none): whatever the shell's umask, what this
// process creates, PGlite's files among it, is for its own user only.
process.umask(0o077);

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  // One clear line, no stack: the operator fixes the variable and starts again.
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

await secureDataDir(env.DATA_DIR);
const app = await buildApp({ env });
// Again once the database is open: without the build's pack (from source) PGlite's initdb writes
// its files with modes of its own (0666), past the umask. The pack is unpacked 0600 already.
await secureDataDir(env.DATA_DIR);

// `npm run demo` and `npm run dev` (--demo): demo accounts with passwords made for this install,
// kept in DATA_DIR, and the demo story. Data without that file is someone's shop: left alone.
if (process.argv.includes('--demo')) {
  const { accounts, file } = await demoAccounts(env);
  const { seeded, customers } = await seedDemoShop(app.deps.db, accounts, {
    cipher: app.deps.cipher,
    now: app.deps.now(),
    intoExistingData: existsSync(file),
  });
  if (seeded) await writeDemoAccounts(file, accounts);
  const story = customers ? ` Added the demo story (${customers} customers).` : '';
  console.log(
    customers !== null
      ? `\n  ${seeded ? 'Seeded demo data.' : 'Demo data is already there.'}${story} Demo accounts and their passwords: ${file}`
      : '\n  The database already has data: no demo data added (`npm run seed:demo` adds the demo story to any database).',
  );
} else if (env.SEED_DEMO) {
  await seedDemo(app.deps.db, seedAccounts(env));
}

if (!env.SMTP_URL && env.NODE_ENV === 'production') {
  app.log.warn('SMTP_URL is not set: e-mails (password reset codes included) are NOT being delivered; they wait in the outbox until SMTP_URL is set');
}

// Here, not in buildApp: tests build apps without jobs. They start once the shop listens: pg-boss's
// start (its schema on a new database, queues, schedules) is nothing a visitor should wait for
// (ADR 017). The hook is added now because Fastify takes none once listening. preClose: the jobs
// stop before the database.
let jobs: Promise<JobRunner> | undefined;
// On the embedded database the jobs share the shop's one connection: their start (a few dozen
// statements: queues, schedules) waits for the first answer, or two seconds, so a cold start's
// first visitor never waits behind it (ADR 017).
let firstAnswer = () => {};
const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
if (env.JOBS && !env.DATABASE_URL) app.addHook('onResponse', async () => firstAnswer());
if (env.JOBS) app.addHook('preClose', async () => (await jobs?.catch(() => undefined))?.stop());

// Metrics without a token on an internal port of their own (ADR 040), never behind the proxy.
const metricsServer = env.METRICS_PORT ? await listenForMetrics(app.deps.metrics, env.METRICS_HOST, env.METRICS_PORT) : null;
if (metricsServer) app.addHook('onClose', () => metricsServer.close());

let closing = false;
async function shutDown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  // Readiness answers 503 from now on, so a load balancer sends no more traffic here.
  app.deps.health.shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutDown(signal));

await app.listen({ host: env.HOST, port: env.PORT });
const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
console.log(`\n  Nimbus TV is running on http://localhost:${env.PORT}  (database: ${database})\n`);

// A shop without an ADMIN: whoever reads this console creates the first one. Printed on every
// start until then; each link replaces the one before.
const setup = await issueSetupLink(app.deps);
if (setup) {
  console.log(`  No ADMIN account yet. Create one here (valid for 1 hour, once):\n\n    ${setup.url}\n`);
}

if (env.JOBS && !env.DATABASE_URL) await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 2_000))]);
if (env.JOBS && !closing) {
  jobs = startJobs(app.deps);
  jobs.then(
    () => (app.deps.health.jobs = 'running'),
    () => (app.deps.health.jobs = 'failed'),
  );
  await jobs;
}
