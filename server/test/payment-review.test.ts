import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payments } from '../src/db/schema/index.ts';
import { createPayment, createPendingPurchase } from './factories/commerce.ts';
import { createPlan, createUser, testApp } from './harness.ts';
import { refusal } from './refusal.ts';

// Staff review: Pending -> Completed (verify) or Failed (reject), once (specification section 4).
const NOW = new Date('2026-11-20T10:00:00Z');
const t = testApp({ now: () => NOW });

async function pending() {
  const user = await createUser();
  const { payment, subscription } = await createPendingPurchase(user.id, (await createPlan()).id);
  return { user, payment, subscription };
}

const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(id))));

describe('payments.verify', () => {
  it('completes a Pending payment and records who did it, with one audit row', async () => {
    const { payment } = await pending();
    const agent = await createUser({ role: 'AGENT' });
    const verified = await (await t.caller(agent)).payments.verify({ id: payment.id });
    expect(verified).toMatchObject({ id: payment.id, status: 'Completed', reviewedAt: NOW });
    const [row] = await t.deps.db.select({ reviewedBy: payments.reviewedBy }).from(payments).where(eq(payments.id, payment.id));
    expect(row?.reviewedBy).toBe(agent.id);
    const audit = await auditOf(payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: agent.id,
      action: 'payment.verify',
      before: { status: 'Pending' },
      after: { status: 'Completed' },
    });
  });

  it.each(['Completed', 'Failed'] as const)('refuses a %s payment with a conflict and writes no audit row', async (status) => {
    const user = await createUser();
    const payment = await createPayment({ userId: user.id, planId: (await createPlan()).id, status });
    const admin = (await t.caller(await createUser({ role: 'ADMIN' }))).payments;
    await expect(admin.verify({ id: payment.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This payment has already been processed.',
    });
    expect(await auditOf(payment.id)).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown payment and BAD_REQUEST for an id that is not one', async () => {
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    await expect(admin.payments.verify({ id: 424242 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Payment not found' });
    expect(await refusal(admin.payments.verify({ id: 0 }))).toEqual({ code: 'BAD_REQUEST', message: 'Invalid id' });
    await expect(admin.payments.verify({ id: 2 ** 31 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('of two staff verifying at once, one wins and the other is told it was processed', async () => {
    const { payment } = await pending();
    const [a, b] = [await t.caller(await createUser({ role: 'ADMIN' })), await t.caller(await createUser({ role: 'AGENT' }))];
    const results = await Promise.allSettled([a.payments.verify({ id: payment.id }), b.payments.reject({ id: payment.id })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    expect(await auditOf(payment.id)).toHaveLength(1);
  });
});

describe('payments.reject', () => {
  it('fails a Pending payment with the reason, shown to the customer; the subscription stays Pending', async () => {
    const { user, payment, subscription } = await pending();
    const staff = await t.caller(await createUser({ role: 'AGENT' }));
    await expect(staff.payments.reject({ id: payment.id, reason: 'Receipt unreadable' })).resolves.toMatchObject({
      status: 'Failed',
      rejectReason: 'Receipt unreadable',
    });
    const mine = await (await t.caller(user)).payments.mine({});
    expect(mine.items[0]).toMatchObject({ status: 'Failed', rejectReason: 'Receipt unreadable' });
    expect(await (await t.caller(user)).subscriptions.mine()).toMatchObject({ id: subscription.id, status: 'Pending' });
    expect((await auditOf(payment.id))[0]).toMatchObject({
      action: 'payment.reject',
      after: { status: 'Failed', reason: 'Receipt unreadable' },
    });
  });

  it('works without a reason and refuses a payment already verified', async () => {
    const { payment } = await pending();
    const staff = await t.caller(await createUser({ role: 'ADMIN' }));
    await staff.payments.verify({ id: payment.id });
    await expect(staff.payments.reject({ id: payment.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    const other = await pending();
    await expect(staff.payments.reject({ id: other.payment.id })).resolves.toMatchObject({ status: 'Failed', rejectReason: null });
  });
});

describe('payments.verifyMany', () => {
  it('verifies each Pending payment and reports the others one by one', async () => {
    const a = await pending();
    const b = await pending();
    const done = await createPayment({ userId: a.user.id, planId: (await createPlan()).id, status: 'Completed' });
    const staff = await t.caller(await createUser({ role: 'AGENT' }));
    const results = await staff.payments.verifyMany({ ids: [a.payment.id, done.id, 777777, b.payment.id, a.payment.id] });
    expect(results).toEqual([
      { id: a.payment.id, ok: true, status: 'Completed' },
      { id: done.id, ok: false, code: 'CONFLICT', message: 'This payment has already been processed.' },
      { id: 777777, ok: false, code: 'NOT_FOUND', message: 'Payment not found' },
      { id: b.payment.id, ok: true, status: 'Completed' },
    ]);
  });

  it('takes 1 to 100 ids', async () => {
    const staff = await t.caller(await createUser({ role: 'ADMIN' }));
    expect(await refusal(staff.payments.verifyMany({ ids: [] }))).toEqual({ code: 'BAD_REQUEST', message: 'Choose at least one payment' });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(await refusal(staff.payments.verifyMany({ ids: many }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'At most 100 payments at once',
    });
  });
});
