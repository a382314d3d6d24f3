import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../src/db/schema/index.ts';
import { expireSubscriptions } from '../src/services/jobs/expiry.ts';
import { dueReminder, sendExpiryReminders } from '../src/services/jobs/reminders.ts';
import { notificationsOf, outboxTo, subscriptionRow, subscriptionState } from './factories/operations.ts';
import { createPlan, createUser, testApp, workerDatabase, type TestUser } from './harness.ts';

// Job functions take the clock as an argument: each test moves it instead of waiting.
const t = testApp();
const T0 = new Date('2026-06-01T12:00:00Z');
const hours = (n: number) => new Date(T0.getTime() + n * 3_600_000);
const days = (n: number) => hours(n * 24);
const RENEW = 'http://localhost:3000/payment?plan=Gold&devices=2';
let planId: number;

beforeAll(async () => {
  planId = (await createPlan({ name: 'Gold', devices: 2 })).id;
});

async function customerWith(endDate: Date, options: { status?: 'Active' | 'Pending'; deletedUser?: boolean; remindedDays?: number } = {}) {
  const user = await createUser({ deleted: options.deletedUser });
  const id = await subscriptionRow({ userId: user.id, planId, status: options.status ?? 'Active', endDate, remindedDays: options.remindedDays ?? null });
  return { user, id };
}

const told = async (user: TestUser) => ({ notifications: await notificationsOf(user.id), emails: await outboxTo(user.email) });

describe('expiry job', () => {
  it('expires a subscription past its end date with one notification and one e-mail, once', async () => {
    const { user, id } = await customerWith(hours(-1));
    expect((await expireSubscriptions(t.deps, T0)).expired).toBeGreaterThanOrEqual(1);
    expect((await subscriptionState(id)).status).toBe('Expired');
    const { notifications, emails } = await told(user);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ title: 'Subscription expired', link: '/payment?plan=Gold&devices=2', readAt: null });
    expect(notifications[0]!.message).toContain('Gold subscription ended on Jun 1, 2026');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ template: 'subscription-expired', status: 'pending', subject: 'Your subscription has ended · Nimbus TV' });
    expect(emails[0]!.text).toContain(RENEW);

    expect(await expireSubscriptions(t.deps, hours(5))).toEqual({ expired: 0 });
    expect(await told(user)).toEqual({ notifications, emails });
  });

  it('leaves a subscription alone until its end date, then expires it', async () => {
    const { user, id } = await customerWith(hours(1));
    await expireSubscriptions(t.deps, T0);
    expect((await subscriptionState(id)).status).toBe('Active');
    expect((await told(user)).notifications).toHaveLength(0);
    await expireSubscriptions(t.deps, hours(2));
    expect((await subscriptionState(id)).status).toBe('Expired');
    expect((await told(user)).emails).toHaveLength(1);
  });

  it('never touches Pending or deleted subscriptions', async () => {
    const pending = await customerWith(days(-3), { status: 'Pending' });
    const deleted = await customerWith(days(-3));
    const { db } = await workerDatabase();
    await db.update(subscriptions).set({ deletedAt: T0 }).where(eq(subscriptions.id, deleted.id));
    await expireSubscriptions(t.deps, T0);
    expect((await subscriptionState(pending.id)).status).toBe('Pending');
    expect((await subscriptionState(deleted.id)).status).toBe('Active');
  });

  it("expires a deleted customer's subscription without writing to them, and logs it as a system action", async () => {
    const { user, id } = await customerWith(hours(-2), { deletedUser: true });
    await expireSubscriptions(t.deps, T0);
    expect((await subscriptionState(id)).status).toBe('Expired');
    expect(await told(user)).toEqual({ notifications: [], emails: [] });
    const { db } = await workerDatabase();
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.expire'), eq(auditLog.entityId, String(id)), isNull(auditLog.actorId)));
    expect(rows).toHaveLength(1);
  });
});

describe('reminder job', () => {
  it('picks the closest threshold the time left is within, once', () => {
    expect(dueReminder(days(10), T0, null)).toBeNull();
    expect(dueReminder(days(7), T0, null)).toBe(7);
    expect(dueReminder(days(2), T0, null)).toBe(3);
    expect(dueReminder(days(2), T0, 3)).toBeNull();
    expect(dueReminder(hours(5), T0, 3)).toBe(1);
    expect(dueReminder(hours(-1), T0, null)).toBeNull();
  });

  it('reminds 7, 3 and 1 days before the end date, each once, with a renew link', async () => {
    const { user, id } = await customerWith(days(10));
    const run = (at: Date) => sendExpiryReminders(t.deps, at);
    const clock = [T0, hours(3 * 24 + 1), hours(3 * 24 + 1), days(5), hours(7 * 24 + 1), hours(7 * 24 + 2), hours(9 * 24 + 1), hours(9 * 24 + 23)];
    for (const at of clock) await run(at);

    const { notifications, emails } = await told(user);
    expect(notifications.map((n) => n.message)).toEqual([
      'Your Gold subscription ends in 7 days, on Jun 11, 2026. Renew now to keep watching.',
      'Your Gold subscription ends in 3 days, on Jun 11, 2026. Renew now to keep watching.',
      'Your Gold subscription ends in 1 day, on Jun 11, 2026. Renew now to keep watching.',
    ]);
    expect(notifications.every((n) => n.title === 'Subscription expiring soon' && n.link === '/payment?plan=Gold&devices=2')).toBe(true);
    expect(emails.map((e) => e.subject)).toEqual([
      'Your subscription ends in 7 days · Nimbus TV',
      'Your subscription ends in 3 days · Nimbus TV',
      'Your subscription ends in 1 day · Nimbus TV',
    ]);
    expect(emails.every((e) => e.template === 'subscription-expiring' && e.text.includes(RENEW))).toBe(true);
    expect((await subscriptionState(id)).remindedDays).toBe(1);
  });

  it('running twice sends nothing new', async () => {
    const { user } = await customerWith(days(6));
    expect((await sendExpiryReminders(t.deps, T0)).reminded).toBeGreaterThanOrEqual(1);
    expect(await sendExpiryReminders(t.deps, T0)).toEqual({ reminded: 0 });
    expect((await told(user)).notifications).toHaveLength(1);
    expect((await told(user)).emails).toHaveLength(1);
  });

  it('sends only the closest reminder after the job was down, not every missed one', async () => {
    const { user } = await customerWith(hours(40));
    await sendExpiryReminders(t.deps, T0);
    expect((await told(user)).notifications.map((n) => n.message)).toEqual([
      'Your Gold subscription ends in 2 days, on Jun 3, 2026. Renew now to keep watching.',
    ]);
  });

  it('reminds again in a new term: activation resets reminded_days', async () => {
    const { user, id } = await customerWith(hours(12), { remindedDays: 1 });
    await sendExpiryReminders(t.deps, T0);
    expect((await told(user)).notifications).toHaveLength(0);
    // What subscriptions.activate does to the row: a new end date, reminded_days back to null.
    const { db } = await workerDatabase();
    await db
      .update(subscriptions)
      .set({ endDate: days(30), remindedDays: null })
      .where(eq(subscriptions.id, id));
    await sendExpiryReminders(t.deps, days(23));
    expect((await told(user)).notifications).toHaveLength(1);
  });

  it('writes nothing to a deleted customer and skips Pending subscriptions', async () => {
    const deleted = await customerWith(days(2), { deletedUser: true });
    const pending = await customerWith(days(2), { status: 'Pending' });
    await sendExpiryReminders(t.deps, T0);
    expect(await told(deleted.user)).toEqual({ notifications: [], emails: [] });
    expect(await told(pending.user)).toEqual({ notifications: [], emails: [] });
  });
});
