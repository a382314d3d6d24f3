import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { enqueueEmail } from '../src/services/email/outbox.ts';
import type { MailTransport, OutgoingEmail } from '../src/services/email/transport.ts';
import { startJobs } from '../src/services/jobs/runner.ts';
import { workerDatabaseUrl } from './database.ts';
import { subscriptionRow, subscriptionState } from './factories/operations.ts';
import { createPlan, createUser, testApp } from './harness.ts';

// The one test that waits: it checks the wiring (pg-boss on this database, queues, workers,
// stop), not the jobs' rules, which jobs.test.ts covers with a moved clock.
const pg = process.env.TEST_DATABASE_URL;
const t = testApp(pg ? { env: { DATABASE_URL: workerDatabaseUrl(pg) } } : {});

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for the job runner');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job runner', () => {
  it(`runs the outbox and the expiry job on pg-boss over ${pg ? 'Postgres' : 'PGlite'}, and stops`, async () => {
    const user = await createUser();
    const subscription = await subscriptionRow({ userId: user.id, planId: (await createPlan()).id, endDate: new Date(Date.now() - 60_000) });
    await enqueueEmail(t.deps.db, t.deps.env, { to: 'runner@example.test' }, 'password-reset', { name: 'Runner', code: '123456', minutes: 15 });
    const sent: OutgoingEmail[] = [];
    const transport: MailTransport = { send: async (email) => void sent.push(email), close: async () => {} };

    const runner = await startJobs(t.deps, { transport, outboxEveryMs: 500, pollingIntervalSeconds: 0.5 });
    try {
      await until(() => sent.some((email) => email.to === 'runner@example.test'));
      await until(async () => (await subscriptionState(subscription)).status === 'Expired');
      // The expiry job's own e-mail goes out through the outbox job too.
      await until(() => sent.some((email) => email.to === user.email));
    } finally {
      await runner.stop();
    }
  }, 60_000);

  it('is on unless JOBS=false', () => {
    expect(parseEnv({}).JOBS).toBe(true);
    expect(parseEnv({ JOBS: 'false' }).JOBS).toBe(false);
  });
});
