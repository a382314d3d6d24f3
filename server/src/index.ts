// The only file that listens. Everything else is built by buildApp so tests can inject.
import { buildApp } from './app.ts';
import { seedIfEmpty, type DemoAccount } from './db/seed.ts';
import { parseEnv } from './env.ts';
import { startJobs } from './services/jobs/runner.ts';

const env = parseEnv();
const app = await buildApp({ env });

if (env.SEED) {
  const { seeded, accounts } = await seedIfEmpty(app.deps.db, env);
  printAccounts(seeded, accounts);
}

// Here, not in buildApp: tests build apps without jobs. preClose: the jobs stop before the database.
if (env.JOBS) {
  const jobs = await startJobs(app.deps);
  app.addHook('preClose', () => jobs.stop());
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
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
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
console.log(`\n  Nimbus TV is running on http://localhost:${env.PORT}  (database: ${database})\n`);

function printAccounts(seeded: boolean, accounts: DemoAccount[]) {
  const lines = accounts.map(
    (a) => `    ${a.role.padEnd(6)} ${a.email.padEnd(28)} ${seeded ? a.password : '(password as printed at first start)'}`,
  );
  console.log(`\n  ${seeded ? 'Seeded demo data. Demo accounts:' : 'Demo accounts:'}\n${lines.join('\n')}`);
}
