import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, payments, subscriptions } from '../src/db/schema/index.ts';
import { createPayment, createSubscription } from './factories/commerce.ts';
import { createPlan, createUser, testApp } from './harness.ts';
import { refusal } from './refusal.ts';

// Subscription states (specification section 4): Pending|Expired -> Active -> Expired, renew, delete.
const NOW = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const t = testApp({ now: () => NOW });

const staff = async (role: 'ADMIN' | 'AGENT' = 'AGENT') => t.caller(await createUser({ role }));
const rowOf = async (id: number) => (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'subscription'), eq(auditLog.entityId, String(id))));

async function subscriptionOf(status: 'Pending' | 'Active' | 'Expired', plan?: { durationDays?: number; status?: 'Active' | 'Inactive' }) {
  const user = await createUser();
  const row = await createPlan({ name: `Plan ${Math.random()}`, price: '15.00', devices: 2, ...plan });
  const credentials = status === 'Active' ? { userName: 'stream-1', password: 's3cret', cipher: t.deps.cipher } : undefined;
  const subscription = await createSubscription({ userId: user.id, planId: row.id, status, ...(credentials ? { credentials } : {}) });
  return { user, plan: row, subscription };
}

describe('subscriptions.activate', () => {
  it.each(['Pending', 'Expired'] as const)('makes a %s subscription Active for the plan duration from now, with sealed credentials', async (status) => {
    const { subscription } = await subscriptionOf(status, { durationDays: 90 });
    const result = await (await staff()).subscriptions.activate({ id: subscription.id, userName: ' tv-ada ', password: 'p@ss word' });
    expect(result).toMatchObject({
      status: 'Active',
      startDate: NOW,
      endDate: new Date(NOW.getTime() + 90 * DAY),
      userName: 'tv-ada',
      password: 'p@ss word',
    });
    const row = await rowOf(subscription.id);
    expect(row.streamPasswordEnc).toMatch(/^v1\./);
    expect(row.streamPasswordEnc).not.toContain('p@ss');
  });

  it('writes an audit row without the credentials', async () => {
    const { subscription } = await subscriptionOf('Pending');
    await (await staff('ADMIN')).subscriptions.activate({ id: subscription.id, userName: 'tv-user', password: 'secret-pass' });
    const audit = await auditOf(subscription.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'subscription.activate', before: { status: 'Pending' }, after: { status: 'Active' } });
    expect(JSON.stringify(audit[0])).not.toMatch(/secret-pass|tv-user/);
  });

  it('refuses an Active subscription with a conflict', async () => {
    const { subscription } = await subscriptionOf('Active');
    expect(await refusal((await staff()).subscriptions.activate({ id: subscription.id, userName: 'a', password: 'b' }))).toEqual({
      code: 'CONFLICT',
      message: 'This subscription is already Active.',
    });
  });

  it('refuses a deleted or unknown subscription as not found', async () => {
    const user = await createUser();
    const deleted = await createSubscription({ userId: user.id, planId: (await createPlan()).id, deleted: true });
    const caller = await staff();
    await expect(caller.subscriptions.activate({ id: deleted.id, userName: 'a', password: 'b' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.subscriptions.activate({ id: 99999, userName: 'a', password: 'b' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    [{ userName: '', password: 'x' }, 'user name is required'],
    [{ userName: '   ', password: 'x' }, 'user name is required'],
    [{ userName: 'x', password: '' }, 'password is required'],
    [{ userName: 'x', password: '  ' }, 'password is required'],
  ])('checks the credentials form: %o -> %s', async (credentials, message) => {
    const { subscription } = await subscriptionOf('Pending');
    expect(await refusal((await staff()).subscriptions.activate({ id: subscription.id, ...credentials }))).toEqual({
      code: 'BAD_REQUEST',
      message,
    });
    expect((await rowOf(subscription.id)).status).toBe('Pending');
  });
});

describe('subscriptions.deactivate', () => {
  it('makes an Active subscription Expired and clears the credentials', async () => {
    const { subscription } = await subscriptionOf('Active');
    const result = await (await staff()).subscriptions.deactivate({ id: subscription.id });
    expect(result).toMatchObject({ status: 'Expired', userName: null, password: null });
    expect(await rowOf(subscription.id)).toMatchObject({ streamUsername: null, streamPasswordEnc: null });
    expect((await auditOf(subscription.id))[0]).toMatchObject({
      action: 'subscription.deactivate',
      before: { status: 'Active' },
      after: { status: 'Expired' },
    });
  });

  it.each(['Pending', 'Expired'] as const)('refuses a %s subscription', async (status) => {
    const { subscription } = await subscriptionOf(status);
    expect(await refusal((await staff()).subscriptions.deactivate({ id: subscription.id }))).toEqual({
      code: 'CONFLICT',
      message: 'Only an Active subscription can be deactivated.',
    });
  });
});

describe('subscriptions.mine', () => {
  it('is null without a subscription', async () => {
    expect(await (await t.caller(await createUser())).subscriptions.mine()).toBeNull();
  });

  it('gives the owner the plan, term, status and the credentials in clear', async () => {
    const { user, plan, subscription } = await subscriptionOf('Active');
    expect(await (await t.caller(user)).subscriptions.mine()).toEqual({
      id: subscription.id,
      plan: { id: plan.id, name: plan.name, price: '15.00' },
      name: plan.name,
      devices: 2,
      startDate: null,
      endDate: null,
      status: 'Active',
      userName: 'stream-1',
      password: 's3cret',
      provisioning: null,
      trialHours: null,
      playlistUrl: null,
      line: null,
      planStatus: 'Active',
      planDevices: 2,
      lastPayment: null,
    });
  });

  it('gives the latest payment with the reason of its rejection, so the dashboard can ask for a new receipt', async () => {
    const { user, plan, subscription } = await subscriptionOf('Pending');
    await createPayment({ userId: user.id, planId: plan.id, subscriptionId: subscription.id, status: 'Failed' });
    const rejected = await createPayment({ userId: user.id, planId: plan.id, subscriptionId: subscription.id, status: 'Pending' });
    await (await staff()).payments.reject({ id: rejected.id, reason: 'The receipt shows another amount.' });
    expect((await (await t.caller(user)).subscriptions.mine())?.lastPayment).toMatchObject({
      id: rejected.id,
      status: 'Failed',
      rejectReason: 'The receipt shows another amount.',
    });
  });

  it('shows no password, rather than failing, when the stored one cannot be decrypted', async () => {
    const { user, subscription } = await subscriptionOf('Active');
    await t.deps.db.update(subscriptions).set({ streamPasswordEnc: 'v1.broken.value.here' }).where(eq(subscriptions.id, subscription.id));
    expect(await (await t.caller(user)).subscriptions.mine()).toMatchObject({ userName: 'stream-1', password: null });
  });
});

describe('subscriptions.checkRenew', () => {
  it('refuses while Pending with the specification message', async () => {
    const { user, plan, subscription } = await subscriptionOf('Pending');
    await createPayment({ userId: user.id, planId: plan.id, subscriptionId: subscription.id, status: 'Pending' });
    expect(await refusal((await t.caller(user)).subscriptions.checkRenew())).toEqual({
      code: 'CONFLICT',
      message: 'Your subscription is already pending activation: we are verifying your payment.',
    });
  });

  it('refuses an Active subscription before its last 14 days, saying from which day', async () => {
    const { user, subscription } = await subscriptionOf('Active');
    const endDate = new Date(NOW.getTime() + 15 * DAY);
    await t.deps.db.update(subscriptions).set({ startDate: NOW, endDate }).where(eq(subscriptions.id, subscription.id));
    expect(await refusal((await t.caller(user)).subscriptions.checkRenew())).toEqual({
      code: 'CONFLICT',
      message: 'Your subscription is active until Dec 5, 2026. You can renew it from Nov 21, 2026, 14 days before it ends.',
    });
  });

  it('gives the plan to pay for when Active in its last 14 days', async () => {
    const { user, plan, subscription } = await subscriptionOf('Active');
    await t.deps.db
      .update(subscriptions)
      .set({ startDate: NOW, endDate: new Date(NOW.getTime() + 14 * DAY) })
      .where(eq(subscriptions.id, subscription.id));
    expect(await (await t.caller(user)).subscriptions.checkRenew()).toEqual({ id: plan.id, name: plan.name, devices: 2, price: '15.00' });
  });

  it('gives the plan to pay for when Expired', async () => {
    const { user, plan } = await subscriptionOf('Expired');
    expect(await (await t.caller(user)).subscriptions.checkRenew()).toEqual({ id: plan.id, name: plan.name, devices: 2, price: '15.00' });
  });

  it('says so when there is nothing to renew, or the plan was retired', async () => {
    expect(await refusal((await t.caller(await createUser())).subscriptions.checkRenew())).toMatchObject({ code: 'NOT_FOUND' });
    const { user } = await subscriptionOf('Expired', { status: 'Inactive' });
    expect(await refusal((await t.caller(user)).subscriptions.checkRenew())).toEqual({
      code: 'PRECONDITION_FAILED',
      message: 'This plan is no longer available. Choose another plan.',
    });
  });
});

describe('subscriptions.delete', () => {
  it('lets the owner delete their own (soft: the row and its payments stay), without an audit row', async () => {
    const { user, plan, subscription } = await subscriptionOf('Active');
    const payment = await createPayment({ userId: user.id, planId: plan.id, subscriptionId: subscription.id, status: 'Completed' });
    expect(await (await t.caller(user)).subscriptions.delete({ id: subscription.id })).toEqual({
      id: subscription.id,
      message: 'Subscription deleted successfully!',
    });
    expect((await rowOf(subscription.id)).deletedAt).toEqual(NOW);
    expect((await t.deps.db.select().from(payments).where(eq(payments.id, payment.id)))[0]?.subscriptionId).toBe(subscription.id);
    expect(await (await t.caller(user)).subscriptions.mine()).toBeNull();
    expect(await auditOf(subscription.id)).toEqual([]);
  });

  it('answers another customer NOT_FOUND and leaves the subscription alone', async () => {
    const { subscription } = await subscriptionOf('Pending');
    await expect((await t.caller(await createUser())).subscriptions.delete({ id: subscription.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await rowOf(subscription.id)).deletedAt).toBeNull();
  });

  it('lets staff delete any, with an audit row; a second delete is not found', async () => {
    const { user, subscription } = await subscriptionOf('Pending');
    const caller = await staff('ADMIN');
    await caller.subscriptions.delete({ id: subscription.id });
    expect((await auditOf(subscription.id))[0]).toMatchObject({
      action: 'subscription.delete',
      before: { userId: user.id, status: 'Pending' },
    });
    await expect(caller.subscriptions.delete({ id: subscription.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('subscriptions.list and forUser', () => {
  it('lists live subscriptions for staff with customer and decrypted credentials, searched', async () => {
    const { user, subscription } = await subscriptionOf('Active');
    const gone = await subscriptionOf('Pending');
    await t.deps.db.update(subscriptions).set({ deletedAt: NOW }).where(eq(subscriptions.id, gone.subscription.id));
    const caller = await staff();
    const byEmail = await caller.subscriptions.list({ search: user.email.toUpperCase() });
    expect(byEmail.items).toHaveLength(1);
    expect(byEmail.items[0]).toMatchObject({
      id: subscription.id,
      userId: user.id,
      email: user.email,
      userName: 'stream-1',
      password: 's3cret',
    });
    expect((await caller.subscriptions.list({ search: 'stream-1' })).items.map((s) => s.id)).toContain(subscription.id);
    expect((await caller.subscriptions.list({ search: gone.user.email })).items).toEqual([]);
    expect((await caller.subscriptions.list({ status: 'Active' })).items.every((s) => s.status === 'Active')).toBe(true);
  });

  it("gives a customer's subscription to that customer and staff, NOT_FOUND to another customer", async () => {
    const { user, subscription } = await subscriptionOf('Pending');
    expect(await (await t.caller(user)).subscriptions.forUser({ userId: user.id })).toMatchObject({ id: subscription.id });
    expect(await (await staff()).subscriptions.forUser({ userId: user.id })).toMatchObject({ id: subscription.id });
    await expect((await t.caller(await createUser())).subscriptions.forUser({ userId: user.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
