import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../src/db/schema/index.ts';
import { createPendingPurchase, createSubscription } from './factories/commerce.ts';
import { createPlan, createUser, testApp } from './harness.ts';

// The customer hears about staff decisions: a notification, and an e-mail through the outbox.
const t = testApp();

async function heardBy(userId: number, email: string) {
  const notes = await t.deps.db
    .select({ title: notifications.title, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  const mail = await t.deps.db
    .select({ template: emailOutbox.template, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.id));
  return { notes, mail };
}

async function purchase(price = '9.99') {
  const user = await createUser({ firstName: 'Nia', lastName: 'Notified' });
  const plan = await createPlan({ name: 'Gold', devices: ++devices, price });
  return { user, ...(await createPendingPurchase(user.id, plan.id)) };
}

let devices = 0;
const staff = async () => t.caller(await createUser({ role: 'AGENT' }));

describe('events of payments and subscriptions', () => {
  it('a verified payment: a notification and the payment-verified e-mail', async () => {
    const { user, payment } = await purchase();
    await (await staff()).payments.verify({ id: payment.id });
    const { notes, mail } = await heardBy(user.id, user.email);
    expect(notes).toEqual([
      { title: 'Payment verified', message: `Your payment of $9.99 for the Gold plan (order ${payment.reference}) was verified.`, link: '/user' },
    ]);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: 'payment-verified' });
    expect(mail[0]?.subject).toMatch(/^Payment verified/);
    expect(mail[0]?.text).toContain('Hello Nia Notified,');
  });

  it('a rejected payment: the reason in both', async () => {
    const { user, payment } = await purchase();
    await (await staff()).payments.reject({ id: payment.id, reason: 'Amount missing on the receipt' });
    const { notes, mail } = await heardBy(user.id, user.email);
    expect(notes[0]?.message).toContain('Reason: Amount missing on the receipt');
    expect(mail[0]).toMatchObject({ template: 'payment-rejected' });
    expect(mail[0]?.text).toContain('Reason: Amount missing on the receipt');
  });

  it('an activation: a notification and the subscription-activated e-mail; a deactivation: a notification', async () => {
    const { user, subscription } = await purchase();
    const caller = await staff();
    await caller.subscriptions.activate({ id: subscription.id, userName: 'tv', password: 'secret-pass' });
    await caller.subscriptions.deactivate({ id: subscription.id });
    const { notes, mail } = await heardBy(user.id, user.email);
    expect(notes.map((n) => n.title)).toEqual(['Subscription active', 'Subscription deactivated']);
    expect(mail.map((m) => m.template)).toEqual(['subscription-activated']);
    expect(JSON.stringify({ notes, mail })).not.toContain('secret-pass');
  });

  it('a refused decision tells no one', async () => {
    const { user, payment } = await purchase();
    const caller = await staff();
    await caller.payments.verify({ id: payment.id });
    await expect(caller.payments.reject({ id: payment.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await heardBy(user.id, user.email)).notes).toHaveLength(1);
  });

  it('a deleted customer is not written to', async () => {
    const user = await createUser();
    const subscription = await createSubscription({ userId: user.id, planId: (await createPlan()).id });
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await (await staff()).subscriptions.activate({ id: subscription.id, userName: 'tv', password: 'pw' });
    expect(await heardBy(user.id, user.email)).toEqual({ notes: [], mail: [] });
  });
});
