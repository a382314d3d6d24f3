import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { telegramMessages } from '@nimbus/shared/telegram';
import { auditLog, settings, telegramLinks, telegramLinkTokens, telegramOutbox } from '../src/db/schema/index.ts';
import { sendExpiryReminders } from '../src/services/jobs/reminders.ts';
import { notify, notifyAll } from '../src/services/notifications.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { createTicket } from '../src/services/tickets-actions.ts';
import { handleUpdate } from '../src/services/telegram/links.ts';
import { sendDueTelegram } from '../src/services/telegram/outbox.ts';
import { pollTelegramUpdates } from '../src/services/telegram/updates.ts';
import { createFakeBotApi, type FakeBotApi } from '../src/telegram-fake/fake-bot-api.ts';
import { actorOf, createSubscription, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp, workerDatabase, type TestUser } from './harness.ts';

// Telegram (ADR 045) against the fake Bot API in the repository: the token sealed and never
// answered, linking by a one-time deep link, notifications reaching the chat once, 429's
// retry_after, unlinking from either side, and the staff chat's alerts.
const TOKEN = '987654321:AAFakeTokenForTheTestsOnly_abcdefghij';
const STAFF_CHAT = -100123456;
const fake: FakeBotApi = createFakeBotApi({ token: TOKEN, username: 'nimbus_shop_bot' });
let fakeUrl = '';
// Outbox rows take the database's now(): the test clock is the real time, moved on by `ahead`.
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const MINUTE = 60_000;

beforeAll(async () => {
  fakeUrl = await fake.app.listen({ port: 0, host: '127.0.0.1' });
});
const t = testApp({
  now: clock,
  // Read when the app is built, after the fake above has its port.
  env: {
    get TELEGRAM_API_BASE() {
      return fakeUrl;
    },
  },
});
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  customer = await createUser({ firstName: 'Tia', lastName: 'Gram' });
});
afterAll(async () => {
  // Later files on this worker's database start with no bot.
  await (await t.caller(admin)).telegram.update({ botToken: null, staffChatId: '' });
  await fake.app.close();
});

const poll = () => pollTelegramUpdates(t.deps, { timeout: 0 });
const send = () => sendDueTelegram(t.deps);
const textsTo = (chatId: number) => fake.messages.filter((m) => m.chatId === chatId).map((m) => m.text);
/** A notification told apart by its text: "Welcome to <mark>". */
const marked = (mark: string) => ({ kind: 'welcome', params: { brand: mark } }) as const;

/** A fresh deep link for `user`, and the token in it. */
async function deepLink(user: TestUser) {
  const link = await (await t.caller(user)).telegram.link();
  const match = /^https:\/\/t\.me\/nimbus_shop_bot\?start=([A-Za-z0-9_-]{20,64})$/.exec(link.url);
  expect(match).not.toBeNull();
  return { ...link, token: match![1]! };
}

async function linkChat(user: TestUser, chatId: number) {
  const { token } = await deepLink(user);
  fake.deliver(chatId, `/start ${token}`);
  await poll();
  await send();
}

describe('telegram settings', () => {
  it('refuses a token Telegram does not know, and saves the right one sealed, never answering it', async () => {
    const caller = await t.caller(admin);
    await expect(caller.telegram.update({ botToken: `111111111:AA${'WrongToken'.repeat(3)}_123`, staffChatId: '' })).rejects.toThrow(telegramMessages.badToken);
    const saved = await caller.telegram.update({ botToken: TOKEN, staffChatId: String(STAFF_CHAT) });
    expect(saved).toEqual({ tokenSet: true, botUsername: 'nimbus_shop_bot', staffChatId: String(STAFF_CHAT), updates: 'polling' });
    const view = await caller.telegram.get();
    const { db } = await workerDatabase();
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'telegram'));
    const audit = await db.select({ before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, 'telegram.update'));
    expect(audit.at(-1)?.after).toEqual({ staffChatId: String(STAFF_CHAT), botToken: 'set', botUsername: 'nimbus_shop_bot' });
    // The token in no answer, no stored row, no audit row.
    for (const place of [saved, view, row, audit]) expect(JSON.stringify(place)).not.toContain(TOKEN.split(':')[1]);
  });

  it('"Send test" reaches the staff chat at once', async () => {
    const result = await (await t.caller(admin)).telegram.test();
    expect(result).toEqual({ ok: true, message: telegramMessages.testSent });
    expect(textsTo(STAFF_CHAT).at(-1)).toMatch(/^Test message from your shop/);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });

  it('keeps the settings from customers and agents', async () => {
    await expect((await t.caller(customer)).telegram.get()).rejects.toThrow();
    const agent = await createUser({ role: 'AGENT' });
    await expect((await t.caller(agent)).telegram.update({ botToken: null, staffChatId: '' })).rejects.toThrow();
  });
});

describe('linking a chat', () => {
  beforeEach(async () => {
    const { db } = await workerDatabase();
    await db.delete(telegramLinks);
  });

  it('links the chat with a fresh token, once: the same token again is refused', async () => {
    const caller = await t.caller(customer);
    expect(await caller.telegram.mine()).toEqual({ available: true, linked: false, linkedAt: null });
    const { token, expiresAt } = await deepLink(customer);
    expect(Math.abs(expiresAt.getTime() - clock().getTime() - 15 * MINUTE)).toBeLessThan(5_000);
    const { db } = await workerDatabase();
    // Stored hashed: the token itself is nowhere in the table.
    expect(JSON.stringify(await db.select().from(telegramLinkTokens))).not.toContain(token);

    fake.deliver(5001, `/start ${token}`);
    expect(await poll()).toEqual({ updates: 1 });
    expect(await caller.telegram.mine()).toMatchObject({ available: true, linked: true });
    await send();
    expect(textsTo(5001).at(-1)).toMatch(/^Your account is linked/);

    // The same link from another chat (or the same update again): used once.
    fake.deliver(5002, `/start ${token}`);
    await poll();
    await send();
    expect(textsTo(5002).at(-1)).toMatch(/expired or was already used/);
    const links = await db.select({ userId: telegramLinks.userId, chatId: telegramLinks.chatId }).from(telegramLinks);
    expect(links).toEqual([{ userId: customer.id, chatId: 5001 }]);
  });

  it('refuses an expired token and a wrong one', async () => {
    const { token } = await deepLink(customer);
    ahead += 15 * MINUTE + 1000;
    fake.deliver(5003, `/start ${token}`);
    fake.deliver(5004, '/start not-a-token-of-this-shop');
    expect(await poll()).toEqual({ updates: 2 });
    await send();
    expect(textsTo(5003).at(-1)).toMatch(/expired or was already used/);
    expect(textsTo(5004).at(-1)).toMatch(/expired or was already used/);
    expect(await (await t.caller(customer)).telegram.mine()).toMatchObject({ linked: false });
  });

  it('a newer link replaces an older unused one', async () => {
    const first = await deepLink(customer);
    await deepLink(customer);
    fake.deliver(5005, `/start ${first.token}`);
    await poll();
    expect(await (await t.caller(customer)).telegram.mine()).toMatchObject({ linked: false });
  });
});

describe('notifications on Telegram', () => {
  beforeAll(async () => {
    const { db } = await workerDatabase();
    await db.delete(telegramLinks);
    await linkChat(customer, 6001);
  });

  it('a notification reaches the linked chat exactly once, with its link made absolute', async () => {
    await t.deps.db.transaction((tx) => notify(tx, customer.id, { kind: 'subscriptionActivated', params: { plan: 'Gold' }, link: '/user' }));
    await send();
    await send();
    const texts = textsTo(6001).filter((text) => text.startsWith('Subscription active'));
    expect(texts).toEqual([
      `Subscription active\n\nYour Gold subscription is active. Your streaming credentials are in your dashboard.\n\n${t.deps.env.PUBLIC_URL}/user`,
    ]);
  });

  it('notifyAll sends to linked customers only, and a rolled-back event sends nothing', async () => {
    const other = await createUser();
    const { db } = await workerDatabase();
    const before = (await db.select({ id: telegramOutbox.id }).from(telegramOutbox)).length;
    await notifyAll(db, [
      { userId: customer.id, ...marked('Reminder'), link: '/payment' },
      { userId: other.id, ...marked('Reminder') },
    ]);
    await expect(
      db.transaction(async (tx) => {
        await notify(tx, customer.id, marked('Never'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await db.select({ id: telegramOutbox.id }).from(telegramOutbox)).length).toBe(before + 1);
    await send();
    expect(textsTo(6001).filter((text) => text.startsWith('Welcome to Reminder'))).toHaveLength(1);
    expect(textsTo(6001).some((text) => text.startsWith('Welcome to Never'))).toBe(false);
  });

  it("honours a 429's retry_after: nothing is sent before it, the message goes after it, once", async () => {
    fake.rateLimitNext(30);
    ahead = 0;
    await notify(t.deps.db, customer.id, marked('Credentials ready'));
    expect(await send()).toEqual({ sent: 0, retrying: 0, failed: 0, deferred: 1 });
    ahead += 25_000;
    expect(await send()).toEqual({ sent: 0, retrying: 0, failed: 0, deferred: 0 });
    ahead += 5_000;
    expect(await send()).toEqual({ sent: 1, retrying: 0, failed: 0, deferred: 0 });
    expect(textsTo(6001).filter((text) => text.startsWith('Welcome to Credentials ready'))).toHaveLength(1);
  });
});

describe('unlinking', () => {
  beforeEach(async () => {
    const { db } = await workerDatabase();
    await db.delete(telegramLinks);
  });

  it('from /user: the chat is told, and later notifications stay off Telegram', async () => {
    await linkChat(customer, 7001);
    expect(await (await t.caller(customer)).telegram.unlink()).toMatchObject({ linked: false });
    await notify(t.deps.db, customer.id, marked('After unlink'));
    await send();
    expect(textsTo(7001).at(-1)).toMatch(/no longer linked/);
    expect(textsTo(7001).some((text) => text.startsWith('Welcome to After unlink'))).toBe(false);
  });

  it('by /stop from the chat', async () => {
    await linkChat(customer, 7002);
    fake.deliver(7002, '/stop');
    await poll();
    await send();
    expect(await (await t.caller(customer)).telegram.mine()).toMatchObject({ linked: false });
    expect(textsTo(7002).at(-1)).toMatch(/no longer linked/);
  });

  it('when the customer blocks the bot: the message fails for good and the link goes', async () => {
    await linkChat(customer, 7003);
    fake.block(7003);
    await notify(t.deps.db, customer.id, marked('Blocked'));
    expect(await send()).toMatchObject({ failed: 1 });
    expect(await (await t.caller(customer)).telegram.mine()).toMatchObject({ linked: false });
  });
});

describe("the shop's events on Telegram", () => {
  it('a verified payment, a staff reply and a 3-day reminder with its renew link each reach the chat once', async () => {
    const buyer = await createUser({ firstName: 'Eve', lastName: 'Vents' });
    await linkChat(buyer, 6101);
    const plan = await createPlan({ name: 'Telegold', devices: 1, price: '9.00' });
    const { payment } = await submitPayment(t.deps, actorOf(buyer), {
      planId: plan.id,
      method: 'crypto',
      receipt: { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' },
    });
    const staff = await t.caller(admin);
    await staff.payments.verify({ id: payment.id });
    const ticket = await createTicket(t.deps, actorOf(buyer), { subject: 'Remote', message: 'Which app?', category: 'general', priority: 'LOW' });
    await staff.tickets.update({ id: ticket.ticketId, status: 'InProgress', comment: 'Use the Smarters app.' });
    // Another customer's subscription ending in two and a half days: the 3-day reminder is due.
    const renewing = await createUser();
    await linkChat(renewing, 6102);
    const reminderPlan = await createPlan({ name: 'Telegold', devices: 2, price: '15.00' });
    await createSubscription({
      userId: renewing.id,
      planId: reminderPlan.id,
      status: 'Active',
      startDate: new Date(Date.now() - 20 * 24 * 60 * MINUTE),
      endDate: new Date(Date.now() + 2.5 * 24 * 60 * MINUTE),
    });
    await sendExpiryReminders(t.deps, new Date());
    await send();
    await send();

    const texts = textsTo(6101);
    const count = (pattern: RegExp) => texts.filter((text) => pattern.test(text)).length;
    expect(count(/^Payment verified\n\nYour payment of .* was verified\./)).toBe(1);
    expect(count(/Use the Smarters app\./)).toBe(1);
    expect(texts.some((text) => text.startsWith('Subscription expiring soon'))).toBe(false);
    const reminders = textsTo(6102).filter((text) => text.startsWith('Subscription expiring soon'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain(`${t.deps.env.PUBLIC_URL}/payment?plan=Telegold&devices=2`);
  });
});

describe('the updates job', () => {
  it('takes a webhook set behind its back as a warning, removes it, and polls again', async () => {
    await poll();
    const setWebhook = await fetch(`${fakeUrl}/bot${TOKEN}/setWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://elsewhere.example/hook' }),
    });
    expect(setWebhook.ok).toBe(true);
    expect(await poll()).toEqual({ updates: 0, failed: 1 });
    expect(await poll()).toEqual({ updates: 0 });
    expect(fake.webhook).toBeNull();
  });
});

describe('races', () => {
  it('the same token from two chats at once links exactly one', async () => {
    const { db } = await workerDatabase();
    await db.delete(telegramLinks);
    const { token } = await deepLink(customer);
    const outcomes = await Promise.all(
      [8001, 8002, 8003].map((chatId) =>
        handleUpdate(t.deps, { update_id: chatId, message: { message_id: 1, chat: { id: chatId, type: 'private' }, text: `/start ${token}` } }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'linked')).toHaveLength(1);
    expect(await db.select({ userId: telegramLinks.userId }).from(telegramLinks)).toEqual([{ userId: customer.id }]);
  });

  it('two senders at once send each message once', async () => {
    await send();
    const { db } = await workerDatabase();
    const [link] = await db.select({ chatId: telegramLinks.chatId }).from(telegramLinks).where(eq(telegramLinks.userId, customer.id));
    await notifyAll(
      db,
      Array.from({ length: 12 }, (_, i) => ({ userId: customer.id, ...marked(`Race ${i}`) })),
    );
    await Promise.all([send(), send(), send()]);
    const texts = textsTo(link!.chatId).filter((text) => text.startsWith('Welcome to Race '));
    expect(texts).toHaveLength(12);
    expect(new Set(texts).size).toBe(12);
  });
});

describe('a deleted account', () => {
  it('loses its chat: nothing more goes to Telegram', async () => {
    const leaving = await createUser();
    await linkChat(leaving, 7101);
    await (await t.caller(admin)).users.delete({ id: leaving.id });
    const { db } = await workerDatabase();
    expect(await db.select().from(telegramLinks).where(eq(telegramLinks.userId, leaving.id))).toEqual([]);
    await notify(db, leaving.id, marked('After deletion'));
    await send();
    expect(textsTo(7101).some((text) => text.startsWith('Welcome to After deletion'))).toBe(false);
  });
});

describe('staff alerts', () => {
  it('a new ticket and a new payment reach the staff chat', async () => {
    const payer = await createUser({ firstName: 'Pay', lastName: 'Er' });
    const plan = await createPlan({ price: '12.00' });
    await createTicket(t.deps, actorOf(payer), { subject: 'No sound on channel 4', message: 'Since yesterday.', category: 'technical', priority: 'HIGH' });
    await submitPayment(t.deps, actorOf(payer), {
      planId: plan.id,
      method: 'crypto',
      receipt: { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' },
    });
    await send();
    const texts = textsTo(STAFF_CHAT);
    expect(texts.some((text) => text.startsWith('New ticket #') && text.includes('No sound on channel 4'))).toBe(true);
    expect(texts.some((text) => text.startsWith('New payment to review') && text.includes('Pay Er: 12.00 by crypto'))).toBe(true);
  });

  it('never stores the token in the outbox or an error', async () => {
    const { db } = await workerDatabase();
    const rows = await db
      .select()
      .from(telegramOutbox)
      .where(inArray(telegramOutbox.status, ['pending', 'sent', 'failed']));
    expect(JSON.stringify(rows)).not.toContain(TOKEN.split(':')[1]);
  });
});
