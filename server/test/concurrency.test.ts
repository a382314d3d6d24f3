import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notifications, payments, subscriptions } from '../src/db/schema/index.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { actorOf, createPendingPurchase, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp } from './harness.ts';

// Staff clicking at once, and a customer's retries arriving together. Only real Postgres runs
// transactions side by side (PGlite has one connection), so only there does this prove anything.
const t = testApp();
const N = 50;

async function staffCallers(n: number) {
  const staff = [await createUser({ role: 'ADMIN' }), await createUser({ role: 'AGENT' })];
  return Promise.all(Array.from({ length: n }, (_, i) => t.caller(staff[i % staff.length])));
}

const auditRows = (entity: string, id: number) =>
  t.deps.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

function outcomes(results: PromiseSettledResult<unknown>[]) {
  const codes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? String(r.reason))));
  return {
    ok: codes.filter((c) => c === 'ok').length,
    conflicts: codes.filter((c) => c === 'CONFLICT').length,
    other: codes.filter((c) => c !== 'ok' && c !== 'CONFLICT'),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrency on Postgres', () => {
  it(`${N} staff verifying one payment at once: exactly one Completed and one audit row`, async () => {
    const user = await createUser();
    const { payment } = await createPendingPurchase(user.id, (await createPlan()).id);
    const callers = await staffCallers(N);
    const result = outcomes(await Promise.allSettled(callers.map((caller) => caller.payments.verify({ id: payment.id }))));
    expect(result).toEqual({ ok: 1, conflicts: N - 1, other: [] });
    const [row] = await t.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('Completed');
    expect(await auditRows('payment', payment.id)).toHaveLength(1);
    expect(await t.deps.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });

  it('10 staff verifying overlapping sets of payments at once: each payment verified once, no deadlock', async () => {
    const planId = (await createPlan()).id;
    const ids: number[] = [];
    for (let i = 0; i < 40; i += 1) ids.push((await createPendingPurchase((await createUser()).id, planId)).payment.id);
    const callers = await staffCallers(10);
    // Each takes 25 of the 40, starting at a different place and half of them backwards.
    const sets = callers.map((_, i) => {
      const set = Array.from({ length: 25 }, (__, k) => ids[(i * 4 + k) % ids.length]!);
      return i % 2 ? set.reverse() : set;
    });
    const results = (await Promise.all(callers.map((caller, i) => caller.payments.verifyMany({ ids: sets[i]! })))).flat();
    for (const id of ids) {
      const mine = results.filter((r) => r.id === id);
      expect(mine.filter((r) => r.ok)).toHaveLength(1);
      expect(mine.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'CONFLICT')).toBe(true);
      expect(await auditRows('payment', id)).toHaveLength(1);
    }
    const rows = await t.deps.db.select({ status: payments.status }).from(payments).where(inArray(payments.id, ids));
    expect(rows.every((row) => row.status === 'Completed')).toBe(true);
  });

  it(`${N} staff activating one subscription at once: one winner`, async () => {
    const user = await createUser();
    const { subscription } = await createPendingPurchase(user.id, (await createPlan()).id);
    const callers = await staffCallers(N);
    const result = outcomes(
      await Promise.allSettled(callers.map((caller, i) => caller.subscriptions.activate({ id: subscription.id, userName: `tv-${i}`, password: `pw-${i}` }))),
    );
    expect(result).toEqual({ ok: 1, conflicts: N - 1, other: [] });
    expect(await auditRows('subscription', subscription.id)).toHaveLength(1);
  });

  it('verify and reject of one payment at once: one of them wins', async () => {
    const user = await createUser();
    const { payment } = await createPendingPurchase(user.id, (await createPlan()).id);
    const callers = await staffCallers(20);
    const calls = callers.map((caller, i) => (i % 2 ? caller.payments.verify({ id: payment.id }) : caller.payments.reject({ id: payment.id })));
    expect(outcomes(await Promise.allSettled(calls))).toEqual({ ok: 1, conflicts: 19, other: [] });
  });

  it('a customer submitting 20 times at once with one idempotency key stores one payment and one subscription', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const receipt = { bytes: fileBytes('pdf'), filename: 'r.pdf', declaredMime: 'application/pdf' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'bank', idempotencyKey: 'once', receipt })),
    );
    expect(new Set(results.map((r) => r.payment.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(
      await t.deps.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, user.id), isNull(subscriptions.deletedAt))),
    ).toHaveLength(1);
  });

  it('a customer submitting 20 times at once without a key gets one Pending payment, the rest refused', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const receipt = { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'crypto', receipt })),
    );
    expect(outcomes(results)).toEqual({ ok: 1, conflicts: 19, other: [] });
    expect(await t.deps.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });
});
