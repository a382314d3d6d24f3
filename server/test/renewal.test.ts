import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, notifications, payments, plans, subscriptions } from '../src/db/schema/index.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { actorOf, createSubscription, fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// Renewing an Active subscription in its last 14 days (shared/src/renewal.ts): the payment is
// taken while the subscription stays Active, and verifying it extends the term from the
// current end date, not from the day staff verify it.
const NOW = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const days = (n: number) => new Date(NOW.getTime() + n * DAY);
const t = testApp({ now: () => NOW });
const receipt = { bytes: fileBytes('png'), filename: 'renewal.png', declaredMime: 'image/png' };

async function activeEnding(endInDays: number) {
  const user = await createUser();
  const plan = await createPlan({ durationDays: 30, price: '20.00' });
  const credentials = { userName: 'tv-renew', password: 'stream-pass', cipher: t.deps.cipher };
  const subscription = await createSubscription({
    userId: user.id,
    planId: plan.id,
    status: 'Active',
    startDate: days(-20),
    endDate: days(endInDays),
    credentials,
  });
  await t.deps.db.update(subscriptions).set({ remindedDays: 7 }).where(eq(subscriptions.id, subscription.id));
  const { payment } = await submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'crypto', receipt });
  return { user, plan, subscription, payment };
}

const planName = async (paymentId: number) =>
  (await t.deps.db.select({ name: plans.name }).from(payments).innerJoin(plans, eq(plans.id, payments.planId)).where(eq(payments.id, paymentId)))[0]!.name;
const rowOf = async (id: number) => (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

describe('renewing an Active subscription', () => {
  it('extends the term from the current end date when staff verify the payment, keeping the credentials', async () => {
    const { subscription, payment } = await activeEnding(10);
    const staff = await t.caller(await createUser({ role: 'AGENT' }));
    await staff.payments.verify({ id: payment.id });
    const row = await rowOf(subscription.id);
    expect(row).toMatchObject({ status: 'Active', startDate: days(-20), endDate: days(40), streamUsername: 'tv-renew', remindedDays: null });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'subscription'), eq(auditLog.entityId, String(subscription.id))));
    expect(audit).toMatchObject([{ action: 'subscription.renew', before: { endDate: days(10).toISOString() }, after: { endDate: days(40).toISOString() } }]);
  });

  it('tells the customer the new end date, not that an activation follows', async () => {
    const { user, payment } = await activeEnding(10);
    await (await t.caller(await createUser({ role: 'AGENT' }))).payments.verify({ id: payment.id });
    const told = await t.deps.db.select({ message: notifications.message }).from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((row) => row.message)).toContainEqual(
      'Your payment of $20.00 for the ' +
        (await planName(payment.id)) +
        ` plan (order ${payment.reference}) was verified. Your subscription is renewed until Dec 30, 2026.`,
    );
    const [mail] = await t.deps.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'payment-verified')));
    expect(mail?.text).toContain('Your subscription is renewed until Dec 30, 2026; your streaming user name and password stay the same.');
    expect(mail?.text).not.toContain('activated within');
  });

  it('extends every renewal in a bulk verification from its own end date', async () => {
    const first = await activeEnding(3);
    const second = await activeEnding(12);
    const staff = await t.caller(await createUser({ role: 'ADMIN' }));
    await staff.payments.verifyMany({ ids: [first.payment.id, second.payment.id] });
    expect((await rowOf(first.subscription.id)).endDate).toEqual(days(33));
    expect((await rowOf(second.subscription.id)).endDate).toEqual(days(42));
  });

  it('starts from the day of verification when the end date passed in the meantime', async () => {
    const { subscription, payment } = await activeEnding(2);
    await t.deps.db
      .update(subscriptions)
      .set({ endDate: days(-1) })
      .where(eq(subscriptions.id, subscription.id));
    await (await t.caller(await createUser({ role: 'AGENT' }))).payments.verify({ id: payment.id });
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'Active', startDate: NOW, endDate: days(30) });
  });

  it('leaves the subscription as it was when the renewal payment is rejected', async () => {
    const { subscription, payment } = await activeEnding(5);
    await (await t.caller(await createUser({ role: 'AGENT' }))).payments.reject({ id: payment.id, reason: 'Unreadable receipt' });
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'Active', endDate: days(5) });
  });
});

describe('the REST adapter answers by the same rule', () => {
  async function upload(user: TestUser, planId: number) {
    const form = multipart({ planId, method: 'crypto' }, { filename: 'r.png', contentType: 'image/png', bytes: fileBytes('png') });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/save',
      headers: { ...form.headers, authorization: `Bearer ${await tokenFor(user)}` },
      payload: form.payload,
    });
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  }

  it('takes a renewal in the last 14 days, refuses one earlier and a retired plan as checkRenew does', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '20.00' });
    const live = await createSubscription({ userId: user.id, planId: plan.id, status: 'Active', startDate: days(-10), endDate: days(20) });
    const early = await upload(user, plan.id);
    expect(early).toEqual({
      status: 409,
      message: 'Your subscription is active until Dec 10, 2026. You can renew it from Nov 26, 2026, 14 days before it ends.',
    });
    expect(await (await t.caller(user)).subscriptions.checkRenew().catch((error: Error) => error.message)).toBe(early.message);

    await t.deps.db
      .update(subscriptions)
      .set({ endDate: days(14) })
      .where(eq(subscriptions.id, live.id));
    expect((await upload(user, plan.id)).status).toBe(201);

    const retired = await createPlan({ status: 'Inactive' });
    expect(await upload(await createUser(), retired.id)).toEqual({ status: 412, message: 'This plan is no longer available. Choose another plan.' });
  });
});
