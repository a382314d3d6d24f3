import { fillMessage } from '@nimbus/shared/message-text';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@nimbus/shared/format';
import { subscriptionMessages } from '@nimbus/shared/subscriptions';
import { auditLog, payments, subscriptions, users } from '../src/db/schema/index.ts';
import { submitPayment, type SubmitPaymentInput } from '../src/services/payment-submit.ts';
import { actorOf, countRows, createPayment, createSubscription, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp, type TestUser } from './harness.ts';

// The rules of submitting a payment (the multipart route's service); the file rules are in receipts.test.ts.
const t = testApp();
const DAY = 24 * 60 * 60 * 1000;
const receipt = { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' };

const submit = (user: TestUser, input: Partial<SubmitPaymentInput> & { planId: number }) =>
  submitPayment(t.deps, actorOf(user), { method: 'crypto', receipt, ...input });

async function liveSubscription(userId: number) {
  const rows = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return rows.filter((row) => row.deletedAt === null);
}

describe('submitting a payment', () => {
  it("stores a Pending payment at the plan's price with the payer's name, and a Pending subscription for the plan", async () => {
    const user = await createUser({ firstName: 'Ada', lastName: 'Payer' });
    const plan = await createPlan({ price: '24.50' });
    const { payment, replayed } = await submit(user, { planId: plan.id, method: 'paypal' });
    expect(replayed).toBe(false);
    expect(payment).toMatchObject({ amount: '24.50', paymentMethod: 'paypal', status: 'Pending', planName: plan.name, rejectReason: null });
    const [row] = await t.deps.db
      .select({ payerName: payments.payerName, subscriptionId: payments.subscriptionId })
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(row?.payerName).toBe('Ada Payer');
    const [subscription] = await liveSubscription(user.id);
    expect(subscription).toMatchObject({ id: row?.subscriptionId, planId: plan.id, status: 'Pending' });
  });

  it('keeps the payer name as it was when the user is renamed later', async () => {
    const user = await createUser({ firstName: 'Old', lastName: 'Name' });
    const { payment } = await submit(user, { planId: (await createPlan()).id });
    await t.deps.db.update(users).set({ firstName: 'New' }).where(eq(users.id, user.id));
    const [row] = await t.deps.db.select({ payerName: payments.payerName }).from(payments).where(eq(payments.id, payment.id));
    expect(row?.payerName).toBe('Old Name');
  });

  it('accepts the amount the customer saw when it is the price ("19.9" is 19.90)', async () => {
    const plan = await createPlan({ price: '19.90' });
    await expect(submit(await createUser(), { planId: plan.id, amount: '19.9' })).resolves.toMatchObject({ replayed: false });
  });

  it("refuses an amount that differs from the plan's price, storing nothing", async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '19.99' });
    const before = await countRows(payments);
    await expect(submit(user, { planId: plan.id, amount: '9.99' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: "The plan's price has changed",
    });
    expect(await countRows(payments)).toBe(before);
    expect(await liveSubscription(user.id)).toEqual([]);
  });

  it('refuses an Inactive or unknown plan', async () => {
    const user = await createUser();
    const inactive = await createPlan({ status: 'Inactive' });
    // The same answer as checkRenew gives for a retired plan: one rule (shared/src/renewal.ts).
    await expect(submit(user, { planId: inactive.id })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'This plan is no longer available. Choose another plan.',
    });
    await expect(submit(user, { planId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'This plan is not available' });
  });

  it('writes no audit row for a customer paying for themselves', async () => {
    const before = await countRows(auditLog);
    await submit(await createUser(), { planId: (await createPlan()).id });
    expect(await countRows(auditLog)).toBe(before);
  });
});

describe('idempotency key', () => {
  it('answers a retry with the first payment, storing one', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const first = await submit(user, { planId: plan.id, idempotencyKey: 'k-1' });
    const retry = await submit(user, { planId: plan.id, idempotencyKey: 'k-1' });
    expect(retry).toEqual({ payment: first.payment, replayed: true });
    expect(await t.deps.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });

  it('is per user: another customer may use the same key', async () => {
    const plan = await createPlan();
    const a = await submit(await createUser(), { planId: plan.id, idempotencyKey: 'shared' });
    const b = await submit(await createUser(), { planId: plan.id, idempotencyKey: 'shared' });
    expect(b.replayed).toBe(false);
    expect(b.payment.id).not.toBe(a.payment.id);
  });

  it('refuses the same key for a different plan', async () => {
    const user = await createUser();
    await submit(user, { planId: (await createPlan()).id, idempotencyKey: 'k-2' });
    await expect(submit(user, { planId: (await createPlan()).id, idempotencyKey: 'k-2' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This idempotency key was already used for another payment.',
    });
  });
});

describe('the subscription a payment is for (specification section 4)', () => {
  it.each(['the same plan', 'another plan'])("refuses %s while the Pending subscription's payment is being verified", async (which) => {
    const user = await createUser();
    const plan = await createPlan();
    await submit(user, { planId: plan.id });
    const next = which === 'the same plan' ? plan : await createPlan({ price: '99.00' });
    await expect(submit(user, { planId: next.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Your subscription is already pending activation: we are verifying your payment.',
    });
  });

  it('lets the customer pay again after a rejection, on the same Pending subscription', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const first = await submit(user, { planId: plan.id });
    await t.deps.db.update(payments).set({ status: 'Failed' }).where(eq(payments.id, first.payment.id));
    const second = await submit(user, { planId: plan.id });
    expect(second.payment.subscriptionId).toBe(first.payment.subscriptionId);
    expect(await liveSubscription(user.id)).toHaveLength(1);
  });

  it('refuses renewing an Active subscription before its last 14 days, saying from which day', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const endDate = new Date(Date.now() + 20 * DAY);
    await createSubscription({ userId: user.id, planId: plan.id, status: 'Active', startDate: new Date(), endDate });
    await expect(submit(user, { planId: plan.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: fillMessage(subscriptionMessages.renewTooEarly, { opensOn: formatDay(new Date(endDate.getTime() - 14 * DAY)), endsOn: formatDay(endDate) }),
    });
  });

  it('takes a renewal in the last 14 days: the subscription stays Active with its credentials and dates until verified', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const startDate = new Date(Date.now() - 20 * DAY);
    const endDate = new Date(Date.now() + 10 * DAY);
    const credentials = { userName: 'tv-ren', password: 'stream-pass', cipher: t.deps.cipher };
    const live = await createSubscription({ userId: user.id, planId: plan.id, status: 'Active', startDate, endDate, credentials });
    const { payment } = await submit(user, { planId: plan.id });
    expect(payment).toMatchObject({ status: 'Pending', subscriptionId: live.id });
    const [row] = await liveSubscription(user.id);
    expect(row).toMatchObject({ id: live.id, status: 'Active', startDate, endDate, streamUsername: 'tv-ren' });
    // A second renewal waits for the first one's verification.
    await expect(submit(user, { planId: plan.id })).rejects.toMatchObject({ code: 'CONFLICT', message: subscriptionMessages.renewalWaiting });
  });

  it('takes a dearer plan on the Active subscription (the upgrade, ADR 036), and a cheaper one only at renewal', async () => {
    const user = await createUser();
    const endDate = new Date(Date.now() + 40 * DAY);
    const live = await createSubscription({
      userId: user.id,
      planId: (await createPlan({ price: '20.00' })).id,
      status: 'Active',
      startDate: new Date(),
      endDate,
    });
    await expect(submit(user, { planId: (await createPlan({ price: '10.00' })).id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: fillMessage(subscriptionMessages.notAnUpgrade, { opensOn: formatDay(new Date(endDate.getTime() - 14 * DAY)), endsOn: formatDay(endDate) }),
    });
    const { payment } = await submit(user, { planId: (await createPlan({ price: '30.00' })).id });
    expect(payment).toMatchObject({ status: 'Pending', subscriptionId: live.id });
    expect(await liveSubscription(user.id)).toMatchObject([{ id: live.id, status: 'Active' }]);
  });

  it('moves a Pending subscription whose payment was rejected onto another plan', async () => {
    const user = await createUser();
    const first = await submit(user, { planId: (await createPlan()).id });
    await t.deps.db.update(payments).set({ status: 'Failed' }).where(eq(payments.id, first.payment.id));
    const other = await createPlan({ price: '5.00' });
    const second = await submit(user, { planId: other.id });
    expect(second.payment.subscriptionId).toBe(first.payment.subscriptionId);
    expect(await liveSubscription(user.id)).toMatchObject([{ planId: other.id, status: 'Pending' }]);
  });

  it('after the owner deleted the current subscription, the new plan gets a new one; the old keeps its payments', async () => {
    const user = await createUser();
    const oldPlan = await createPlan();
    const old = await createSubscription({ userId: user.id, planId: oldPlan.id, status: 'Active' });
    const oldPayment = await createPayment({ userId: user.id, planId: oldPlan.id, subscriptionId: old.id, status: 'Completed' });
    await t.deps.db.update(subscriptions).set({ deletedAt: new Date() }).where(eq(subscriptions.id, old.id));
    const newPlan = await createPlan();
    const { payment } = await submit(user, { planId: newPlan.id });
    expect(payment.subscriptionId).not.toBe(old.id);
    const [kept] = await t.deps.db.select({ subscriptionId: payments.subscriptionId }).from(payments).where(eq(payments.id, oldPayment.id));
    expect(kept?.subscriptionId).toBe(old.id);
  });

  it('moves an Expired subscription to the paid plan, Pending, without its old credentials and term', async () => {
    const user = await createUser();
    const expired = await createSubscription({
      userId: user.id,
      planId: (await createPlan()).id,
      status: 'Expired',
      credentials: { userName: 'old', password: 'old-pass', cipher: t.deps.cipher },
      startDate: new Date('2026-01-01'),
      endDate: new Date('2026-02-01'),
    });
    const plan = await createPlan();
    const { payment } = await submit(user, { planId: plan.id });
    expect(payment.subscriptionId).toBe(expired.id);
    const [row] = await liveSubscription(user.id);
    expect(row).toMatchObject({
      planId: plan.id,
      status: 'Pending',
      streamUsername: null,
      streamPasswordEnc: null,
      startDate: null,
      endDate: null,
    });
  });
});

describe('whose payment', () => {
  it('refuses a customer paying on another account', async () => {
    const other = await createUser();
    await expect(submit(await createUser(), { planId: (await createPlan()).id, userId: other.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You can only submit payments for your own account',
    });
  });

  it("lets staff record a customer's payment, under the customer's name, with an audit row", async () => {
    const customer = await createUser({ firstName: 'Cara', lastName: 'Customer' });
    const agent = await createUser({ role: 'AGENT' });
    const { payment } = await submit(agent, { planId: (await createPlan()).id, userId: customer.id });
    const [row] = await t.deps.db.select({ userId: payments.userId, payerName: payments.payerName }).from(payments).where(eq(payments.id, payment.id));
    expect(row).toEqual({ userId: customer.id, payerName: 'Cara Customer' });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.submit'), eq(auditLog.entityId, String(payment.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: agent.id, entity: 'payment', after: { userId: customer.id, status: 'Pending' } });
  });

  it('answers staff NOT_FOUND for a deleted or unknown customer', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const gone = await createUser({ deleted: true });
    await expect(submit(admin, { planId: (await createPlan()).id, userId: gone.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
