import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DESKTOP, logIn, PHONE, shot } from './support/fixtures.ts';
import { apiToken, ok, registerCustomer, trpcMutation } from './support/api.ts';
import { startTelegramFake, type TelegramFake } from './support/telegram-fake.ts';
import { expectNoSeriousA11yIssues, expectToast } from './support/ui.ts';

// Telegram (ADR 045) against the repository's fake Bot API: the admin saves the bot token and
// sends a test to the staff chat; a customer links their account from /user (the fake delivers the
// /start update the deep link makes Telegram send) and /user shows the chat linked.
const STAFF_CHAT = -1001234567;
let fake: TelegramFake;

test.beforeAll(async ({ request }) => {
  fake = await startTelegramFake();
  // Each story stands alone: the bot is set up here too (the first story does it again on screen).
  const admin = await apiToken(request, DEMO.admin);
  await trpcMutation(request, admin, 'telegram.update', { botToken: fake.token, staffChatId: '' });
});

test.afterAll(async ({ request }) => {
  const admin = await apiToken(request, DEMO.admin);
  await trpcMutation(request, admin, 'telegram.update', { botToken: null, staffChatId: '' });
  fake?.stop();
});

type Sent = { messages: { chatId: number; text: string }[] };
const sentTo = async (request: APIRequestContext, chatId: number) =>
  (await ok<Sent>(await request.get(`${fake.control}messages`))).messages.filter((m) => m.chatId === chatId).map((m) => m.text);

test('the admin sets up the bot and sends a test to the staff chat', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, DEMO.admin);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Telegram' });
  await section.getByLabel('Bot token', { exact: true }).fill(fake.token);
  await section.getByRole('textbox', { name: 'Staff chat id' }).fill(String(STAFF_CHAT));
  await section.getByRole('button', { name: 'Save Telegram settings' }).click();
  await expectToast(page, 'Telegram settings saved');
  await expect(section.getByLabel('Bot token', { exact: true })).toHaveAttribute('placeholder', /A token is set/);
  await expect(section).toContainText('@nimbus_story_bot');
  expect(await page.content()).not.toContain(fake.token);

  await section.getByRole('button', { name: 'Send test' }).click();
  await expect(section.getByTestId('telegram-test-result')).toContainText('A test message was sent to the staff chat.');
  expect((await sentTo(request, STAFF_CHAT)).at(-1)).toMatch(/^Test message from your shop/);
  await expectNoSeriousA11yIssues(page, { message: '/admin/settings with the Telegram test result' });
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'telegram-admin-settings');
});

test('linking Telegram: the customer clicks Link on /user, the bot gets /start, /user shows linked', async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const chatId = 770000 + Math.floor(Math.random() * 10000);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await logIn(page, customer, /\/user|\/home/);
    await page.goto('/user');
    const card = page.getByRole('region', { name: 'Telegram' });
    await card.getByRole('button', { name: 'Link Telegram' }).click();
    const open = card.getByRole('link', { name: 'Open Telegram' });
    const href = (await open.getAttribute('href')) ?? '';
    const token = /^https:\/\/t\.me\/nimbus_story_bot\?start=([A-Za-z0-9_-]+)$/.exec(href)?.[1];
    expect(token, href).toBeTruthy();
    await expectNoSeriousA11yIssues(page, { message: '/user with a Telegram link waiting' });
    await shot(page, `telegram-link-waiting-${size === PHONE ? 'phone' : 'desktop'}`);

    // What Telegram sends the bot when the customer presses Start on the deep link.
    await ok(await request.post(`${fake.control}updates`, { data: { chatId, text: `/start ${token}` } }));
    await expect(card.getByTestId('telegram-status')).toContainText('Linked since', { timeout: 30_000 });
    await expect.poll(() => sentTo(request, chatId), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^Your account is linked/));
    await expectNoSeriousA11yIssues(page, { message: '/user with Telegram linked' });
    await shot(page, `telegram-linked-${size === PHONE ? 'phone' : 'desktop'}`);

    await card.getByRole('button', { name: 'Unlink Telegram' }).click();
    await expectToast(page, 'Telegram unlinked');
    await expect(card.getByRole('button', { name: 'Link Telegram' })).toBeVisible();
    await page.context().clearCookies();
  }
});
