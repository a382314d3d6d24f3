import { and, count, eq, inArray } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { auditLog, emailOutbox, notifications, payments, subscriptions } from '../src/db/schema/index.ts';
import { expireSubscriptions } from '../src/services/jobs/expiry.ts';
import { sendExpiryReminders } from '../src/services/jobs/reminders.ts';
import { verifyMany } from '../src/services/payment-review.ts';
import { actorOf, createPayment } from './factories/commerce.ts';
import { subscriptionRow } from './factories/operations.ts';
import { createPlan, createUser, testApp } from './harness.ts';

// Issue 11: bulk actions and jobs are set-based, so their cost in statements does not grow with
// the number of rows. Counted through a drizzle logger on a second handle over the same client.
const NOW = new Date('2026-06-01T12:00:00Z');
const t = testApp({ now: () => NOW });

function countingDb() {
  const client = (t.deps.db as unknown as { $client: unknown }).$client;
  const counter = { statements: 0, transactions: 0 };
  const logger = { logQuery: () => void (counter.statements += 1) };
  const db = (Array.isArray((client as { options?: unknown }).options) || typeof client === 'function'
    ? drizzlePostgres(client as never, { schema, logger })
    : drizzlePglite(client as never, { schema, logger })) as unknown as Db;
  const transaction = db.transaction.bind(db);
  db.transaction = (run, config) => {
    counter.transactions += 1;
    return transaction(run, config);
  };
  return { db, counter };
}

async function pendingPayments(n: number) {
  const planId = (await createPlan()).id;
  const users = [];
  for (let i = 0; i < Math.min(n, 5); i += 1) users.push(await createUser());
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await createPayment({ userId: users[i % users.length]!.id, planId })).id);
  return ids;
}

describe('payments.verifyMany, set-based', () => {
  it('issues the same number of statements in one transaction for 1, 10 and 100 payments', async () => {
    const actor = actorOf(await createUser({ role: 'AGENT' }));
    const used: { statements: number; transactions: number }[] = [];
    for (const n of [1, 10, 100]) {
      const ids = await pendingPayments(n);
      const { db, counter } = countingDb();
      const results = await verifyMany({ ...t.deps, db }, actor, ids);
      expect(results.every((r) => r.ok)).toBe(true);
      used.push(counter);
      const [told] = await t.deps.db.select({ n: count() }).from(notifications).where(eq(notifications.title, 'Payment verified'));
      expect(told!.n).toBeGreaterThanOrEqual(n);
    }
    expect(used[0]!.transactions).toBe(1);
    expect(used[1]).toEqual(used[0]);
    expect(used[2]).toEqual(used[0]);
    if (process.env.BULK_DEBUG) console.info('verifyMany statements', used);
    // Six, the panel's settings (whether verify queues lines on it, ADR 032), four for the
    // invoices (ADR 038: their payments, the shop's settings, the year's counter, the insert), one
    // for the trials the payments convert (ADR 039), the upgrades' look-up (ADR 036) and the
    // webhook endpoints that want the event (ADR 041; with none, nothing is inserted) and the
    // Telegram copies of the notifications (ADR 045, one insert from a select).
    expect(used[0]!.statements).toBeLessThanOrEqual(15);
  });

  it('writes one audit row, one notification and one e-mail per verified payment, none for the others', async () => {
    const ids = await pendingPayments(20);
    const done = await createPayment({ userId: (await createUser()).id, planId: (await createPlan()).id, status: 'Failed' });
    const before = await t.deps.db.select({ n: count() }).from(emailOutbox);
    const results = await verifyMany(t.deps, actorOf(await createUser({ role: 'ADMIN' })), [...ids, done.id, 999_999]);
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results.slice(-2)).toEqual([
      { id: done.id, ok: false, code: 'CONFLICT', message: 'This payment has already been processed.' },
      { id: 999_999, ok: false, code: 'NOT_FOUND', message: 'Payment not found' },
    ]);
    const audit = await t.deps.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), inArray(auditLog.entityId, [...ids, done.id].map(String))));
    expect(audit.filter((row) => row.entityId === String(done.id))).toEqual([]);
    expect(audit).toHaveLength(20);
    const after = await t.deps.db.select({ n: count() }).from(emailOutbox);
    expect(after[0]!.n - before[0]!.n).toBe(20);
    const rows = await t.deps.db.select({ status: payments.status }).from(payments).where(inArray(payments.id, ids));
    expect(rows.every((row) => row.status === 'Completed')).toBe(true);
  });
});

describe('jobs in batches', () => {
  it('the expiry job clears a backlog larger than its batch, each once, and two runs at once share it', async () => {
    const planId = (await createPlan({ name: 'Batch', devices: 1 })).id;
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      ids.push(
        await subscriptionRow({
          userId: (await createUser()).id,
          planId,
          status: 'Active',
          endDate: new Date(NOW.getTime() - (i + 1) * 60_000),
          remindedDays: null,
        }),
      );
    }
    const runs = await Promise.all([expireSubscriptions(t.deps, NOW, { batch: 3 }), expireSubscriptions(t.deps, NOW, { batch: 3 })]);
    expect(runs[0].expired + runs[1].expired).toBeGreaterThanOrEqual(7);
    const rows = await t.deps.db.select({ status: subscriptions.status }).from(subscriptions).where(inArray(subscriptions.id, ids));
    expect(rows.every((row) => row.status === 'Expired')).toBe(true);
    const audit = await t.deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'subscription'), inArray(auditLog.entityId, ids.map(String))));
    expect(audit[0]!.n).toBe(7);
    const told = await t.deps.db.select({ n: count() }).from(notifications).where(eq(notifications.title, 'Subscription expired'));
    expect(told[0]!.n).toBeGreaterThanOrEqual(7);
    expect(await expireSubscriptions(t.deps, NOW, { batch: 3 })).toEqual({ expired: 0 });
  });

  it('the reminders job reads its candidates in batches and reminds each once', async () => {
    const planId = (await createPlan({ name: 'Remind', devices: 1 })).id;
    const users = [];
    for (let i = 0; i < 5; i += 1) users.push(await createUser());
    for (const user of users) {
      await subscriptionRow({ userId: user.id, planId, status: 'Active', endDate: new Date(NOW.getTime() + 2 * 86_400_000), remindedDays: null });
    }
    expect((await sendExpiryReminders(t.deps, NOW, { batch: 2 })).reminded).toBeGreaterThanOrEqual(5);
    expect(await sendExpiryReminders(t.deps, NOW, { batch: 2 })).toEqual({ reminded: 0 });
    const told = await t.deps.db
      .select({ n: count() })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          users.map((u) => u.id),
        ),
      );
    expect(told[0]!.n).toBe(5);
  });
});
