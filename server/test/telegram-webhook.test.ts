import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramLinks } from '../src/db/schema/index.ts';
import { pollTelegramUpdates } from '../src/services/telegram/updates.ts';
import { createFakeBotApi } from '../src/telegram-fake/fake-bot-api.ts';
import { createUser, testApp, workerDatabase, type TestUser } from './harness.ts';

// Webhook mode (ADR 045): with an https PUBLIC_URL the updates job registers the webhook with a
// secret token instead of polling, and POST /telegram/webhook takes only updates that carry it.
const TOKEN = '876543219:AAWebhookTestTokenOnly_abcdefghijklmn';
const fake = createFakeBotApi({ token: TOKEN, username: 'nimbus_hook_bot' });
let fakeUrl = '';

beforeAll(async () => {
  fakeUrl = await fake.app.listen({ port: 0, host: '127.0.0.1' });
});
const t = testApp({
  env: {
    PUBLIC_URL: 'https://shop.example',
    get TELEGRAM_API_BASE() {
      return fakeUrl;
    },
  },
});
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  customer = await createUser();
  const { db } = await workerDatabase();
  await db.delete(telegramLinks);
  await (await t.caller(admin)).telegram.update({ botToken: TOKEN, staffChatId: '' });
});
afterAll(async () => {
  await (await t.caller(admin)).telegram.update({ botToken: null, staffChatId: '' });
  await fake.app.close();
});

const update = (chatId: number, text: string) => ({
  update_id: 1,
  message: { message_id: 1, date: 0, chat: { id: chatId, type: 'private' }, from: { id: chatId, is_bot: false, first_name: 'C' }, text },
});

describe('telegram webhook', () => {
  it('registers the webhook with a secret token instead of polling', async () => {
    expect((await (await t.caller(admin)).telegram.get()).updates).toBe('webhook');
    await pollTelegramUpdates(t.deps, { timeout: 0 });
    expect(fake.webhook?.url).toBe('https://shop.example/telegram/webhook');
    expect(fake.webhook?.secretToken).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    expect(fake.webhook?.secretToken).not.toContain(TOKEN.split(':')[1]);
    expect(fake.calls).not.toContain('getUpdates');
    // Once per token and address: the next run does not call Telegram at all.
    const calls = fake.calls.length;
    await pollTelegramUpdates(t.deps, { timeout: 0 });
    expect(fake.calls.length).toBe(calls);
  });

  it('refuses an update without the secret or with a wrong one, and links with the right one', async () => {
    const link = await (await t.caller(customer)).telegram.link();
    const token = new URL(link.url).searchParams.get('start')!;
    const body = update(9001, `/start ${token}`);
    const missing = await t.app.inject({ method: 'POST', url: '/telegram/webhook', payload: body });
    expect(missing.statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'POST', url: '/telegram/webhook', payload: body, headers: { 'x-telegram-bot-api-secret-token': 'guessed' } });
    expect(wrong.statusCode).toBe(401);
    expect(await (await t.caller(customer)).telegram.mine()).toMatchObject({ linked: false });

    const right = await t.app.inject({
      method: 'POST',
      url: '/telegram/webhook',
      payload: body,
      headers: { 'x-telegram-bot-api-secret-token': fake.webhook!.secretToken },
    });
    expect(right.statusCode).toBe(200);
    expect(await (await t.caller(customer)).telegram.mine()).toMatchObject({ linked: true });
  });
});
