import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { notifications, users } from '../../src/db/schema/index.ts';
import { createPayment, createSubscription } from '../factories/commerce.ts';
import { createTicket } from '../factories/tickets.ts';
import { bumpTokenVersion, createPlan, createUser, tokenFor, workerDatabase, type TestApp, type TestUser } from '../harness.ts';
import { fingerprint, nextTransactionId } from './fingerprint.ts';

/** Every kind of caller a fuzz case is sent as. */
export const ROLES = ['anonymous', 'USER', 'AGENT', 'ADMIN', 'suspended', 'stale'] as const;
export type FuzzRole = (typeof ROLES)[number];

/** Fuzz files send thousands of calls from one address: the flood guard must not answer them. */
// The panel in the environment (it wins over whatever the fuzzer saves) is a loopback port nothing
// listens on: panel.test is refused at once instead of calling the hosts of random URLs.
export const FUZZ_ENV = {
  RATE_LIMIT_GLOBAL_MAX: '100000000',
  RATE_LIMIT_AUTH_MAX: '100000000',
  PANEL_API_URL: 'http://127.0.0.1:1/fuzz/',
  PANEL_API_KEY: 'fuzz-panel-key',
  // subscriptions.checkLine: fetch refuses port 1 at once, whatever stream URL a fuzzed update stored.
  PANEL_STREAM_URL: 'http://127.0.0.1:1',
};

/** Runs per property: FUZZ_NUMRUNS overrides every count (a long local hunt, or a quick look). */
export function numRuns(base: number): number {
  const override = Number(process.env.FUZZ_NUMRUNS);
  return Number.isInteger(override) && override > 0 ? override : base;
}

/** A fixed seed in CI, so a failure is reproduced by running the file again; FUZZ_SEED picks another. */
export function fuzzSeed(offset: number): number {
  const seed = Number(process.env.FUZZ_SEED);
  return (Number.isInteger(seed) ? seed : 20_261_123) + offset;
}

export type FuzzResult = { status: number; body: string };

/**
 * The fuzz fixture: a user of each role with a subscription, a payment, a ticket and a
 * notification (so small ids hit real rows), and `send`, which checks the properties of one call.
 */
export async function fuzzFixture(t: TestApp) {
  const { db } = await workerDatabase();
  const people = {
    USER: await createUser({ role: 'USER' }),
    AGENT: await createUser({ role: 'AGENT' }),
    ADMIN: await createUser({ role: 'ADMIN' }),
    suspended: await createUser({ role: 'USER', status: 'Suspend' }),
    stale: await createUser({ role: 'USER' }),
  } satisfies Record<Exclude<FuzzRole, 'anonymous'>, TestUser>;
  const staleToken = await tokenFor(people.stale);
  await bumpTokenVersion(people.stale.id);
  const plan = await createPlan();
  await createPlan({ status: 'Inactive' });
  const subscription = await createSubscription({ userId: people.USER.id, planId: plan.id });
  await createPayment({ userId: people.USER.id, planId: plan.id, subscriptionId: subscription.id });
  await createTicket({ userId: people.USER.id });
  await db.insert(notifications).values({ userId: people.USER.id, title: 'Welcome', message: 'Hello' });

  const tokens = new Map<FuzzRole, string>([['stale', staleToken]]);
  // A successful call may suspend, delete or log out a fixture caller (ADMIN is allowed to):
  // put them back so every role keeps meaning what it says.
  async function restoreCallers() {
    const active = [people.USER.id, people.AGENT.id, people.ADMIN.id];
    await db.update(users).set({ status: 'Active', deletedAt: null }).where(inArray(users.id, active));
    await db
      .update(users)
      .set({ status: 'Suspend', deletedAt: null })
      .where(inArray(users.id, [people.suspended.id]));
    const rows = await db
      .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(inArray(users.id, [...active, people.suspended.id]));
    for (const role of ['USER', 'AGENT', 'ADMIN', 'suspended'] as const) {
      const row = rows.find((candidate) => candidate.id === people[role].id)!;
      tokens.set(role, await tokenFor({ ...row, role: role === 'suspended' ? 'USER' : role }));
    }
  }
  let last = '';
  let lastTransaction = '';
  /** Takes the database as it is now as the baseline (first putting the callers back, after a success). */
  async function resync(restore: boolean) {
    if (restore) await restoreCallers();
    last = await fingerprint(db);
    lastTransaction = await nextTransactionId(db);
  }
  /** What changed since the baseline ('' when nothing did); the baseline moves to now. */
  async function changedSinceLastCall(): Promise<string> {
    const transaction = await nextTransactionId(db);
    if (transaction === lastTransaction) return '';
    const before = last;
    await resync(false);
    return last === before ? '' : `before: ${before}\nafter:  ${last}`;
  }
  await resync(true);
  const counts = { calls: 0, refused: 0 };

  return {
    counts,
    headersFor(role: FuzzRole): Record<string, string> {
      const token = tokens.get(role);
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    /** One call over HTTP; throws (and fast-check shrinks and prints the seed) when a property fails. */
    async send(request: InjectOptions, label: string): Promise<FuzzResult> {
      const response = await t.app.inject(request);
      const result = { status: response.statusCode, body: response.body };
      const where = `${label}: ${request.method} ${String(request.url).slice(0, 300)} answered ${result.status} ${result.body.slice(0, 300)}`;
      counts.calls += 1;
      if (result.status >= 400) counts.refused += 1;
      const changed = await changedSinceLastCall();
      if (result.status >= 500) throw new Error(where);
      if (result.status >= 400 && LEAK.test(result.body)) throw new Error(`an error answer leaks internals. ${where}`);
      if (result.status >= 400 && changed) throw new Error(`a refused call changed the database. ${where}\n${changed}`);
      if (changed) await resync(true);
      return result;
    },
  };
}

// A stack frame, a driver's or the ORM's message, SQL: none may reach a client.
const LEAK = /\n\s+at |node_modules|Failed query|SQLSTATE|violates [a-z ]*constraint|syntax error at or near|relation "|PGlite|postgres\.js|drizzle/i;
