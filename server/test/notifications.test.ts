import { describe, expect, it } from 'vitest';
import type { RegisterInput } from '@nimbus/shared/auth';
import { notify } from '../src/services/notifications.ts';
import { notificationsOf } from './factories/operations.ts';
import { createUser, testApp, workerDatabase, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

const t = testApp();

async function notifyMany(user: TestUser, count: number) {
  const { db } = await workerDatabase();
  for (let i = 1; i <= count; i += 1) await notify(db, user.id, { kind: 'subscriptionActivated', params: { plan: `Plan ${i}` }, link: '/user' });
}

describe('notifications', () => {
  it("lists only the caller's own notifications, newest first, paged", async () => {
    const [ana, ben] = [await createUser(), await createUser()];
    await notifyMany(ana, 3);
    await notifyMany(ben, 1);
    const page = await (await t.caller(ana)).notifications.list({ pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(page.items.map((item) => item.message.split(' ')[2])).toEqual(['3', '2']);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Subscription active',
      message: 'Your Plan 3 subscription is active. Your streaming credentials are in your dashboard.',
      link: '/user',
      date: expect.any(Date),
      read: false,
    });
  });

  it('counts unread ones and lists only them when asked', async () => {
    const user = await createUser();
    await notifyMany(user, 3);
    const caller = await t.caller(user);
    const [first] = (await caller.notifications.list({})).items;
    await caller.notifications.markRead({ id: first!.id });
    expect(await caller.notifications.unreadCount()).toBe(2);
    expect((await caller.notifications.list({ unreadOnly: true })).items.map((item) => item.read)).toEqual([false, false]);
  });

  it("refuses to mark another user's notification read, as not found, and leaves it unread", async () => {
    const [owner, other] = [await createUser(), await createUser()];
    await notifyMany(owner, 1);
    const [item] = (await (await t.caller(owner)).notifications.list({})).items;
    expect(await refusal((await t.caller(other)).notifications.markRead({ id: item!.id }))).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    expect(await (await t.caller(owner)).notifications.unreadCount()).toBe(1);
  });

  it('marks one read once: a second call keeps the first read time', async () => {
    const user = await createUser();
    await notifyMany(user, 1);
    const caller = await t.caller(user);
    const [item] = (await caller.notifications.list({})).items;
    expect((await caller.notifications.markRead({ id: item!.id })).read).toBe(true);
    const [row] = await notificationsOf(user.id);
    await caller.notifications.markRead({ id: item!.id });
    expect((await notificationsOf(user.id))[0]!.readAt).toEqual(row!.readAt);
  });

  it("marks all of the caller's notifications read and no one else's", async () => {
    const [user, other] = [await createUser(), await createUser()];
    await notifyMany(user, 3);
    await notifyMany(other, 2);
    expect(await (await t.caller(user)).notifications.markAllRead()).toEqual({ updated: 3 });
    expect(await (await t.caller(user)).notifications.unreadCount()).toBe(0);
    expect(await (await t.caller(other)).notifications.unreadCount()).toBe(2);
    expect(await (await t.caller(user)).notifications.markAllRead()).toEqual({ updated: 0 });
  });
});

describe('welcome notification', () => {
  const registration = (email: string): RegisterInput => ({
    firstName: 'Wendy',
    lastName: 'Welcome',
    email,
    streetAddress: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    country: 'United States',
    password: 'note-plum-harbour',
    confirmPassword: 'note-plum-harbour',
    deviceType: 'Smart TV',
  });

  it('greets a new customer with exactly one notification naming the brand', async () => {
    const session = await (await t.caller()).auth.register(registration('wendy@example.test'));
    const rows = await notificationsOf(session.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Welcome to Nimbus TV', readAt: null, link: '/home?section=plans' });
    expect(await (await t.caller(session.token)).notifications.unreadCount()).toBe(1);
  });

  it('writes nothing when the registration fails', async () => {
    const { db } = await workerDatabase();
    const welcomes = async () => (await db.query.notifications.findMany()).filter((row) => row.title.startsWith('Welcome')).length;
    const existing = await createUser({ email: 'taken@example.test' });
    const before = await welcomes();
    await expect((await t.caller()).auth.register(registration('TAKEN@example.test'))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await welcomes()).toBe(before);
    expect(await notificationsOf(existing.id)).toHaveLength(0);
  });
});
