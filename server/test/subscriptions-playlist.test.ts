import { DEFAULT_SETTINGS } from '@nimbus/shared/settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSubscription } from './factories/commerce.ts';
import { createPlan, createUser, testApp, type TestUser } from './harness.ts';

// The customer's M3U playlist link (subscriptions.mine): built from the admin's template and
// the streaming credentials, only once the subscription is Active with credentials.
const t = testApp();
const TEMPLATE = 'https://tv.example/get.php?username={username}&password={password}&type=m3u';
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
});

const setTemplate = async (m3uTemplate: string) =>
  (await t.caller(admin)).settings.update({ ...DEFAULT_SETTINGS, supportEmail: 'help@shop.example', m3uTemplate });

async function customerWith(status: 'Active' | 'Pending' | 'Expired', credentials?: { userName: string; password: string }) {
  const user = await createUser();
  const plan = await createPlan();
  await createSubscription({
    userId: user.id,
    planId: plan.id,
    status,
    ...(credentials ? { credentials: { ...credentials, cipher: t.deps.cipher } } : {}),
  });
  return t.caller(user);
}

describe('subscriptions.mine playlist link', () => {
  it('fills the template with the encoded credentials of an Active subscription', async () => {
    await setTemplate(TEMPLATE);
    const customer = await customerWith('Active', { userName: 'tv ada', password: 'p&ss/1' });
    expect((await customer.subscriptions.mine())?.playlistUrl).toBe('https://tv.example/get.php?username=tv%20ada&password=p%26ss%2F1&type=m3u');
  });

  it('is null while Pending or Expired, even with a template', async () => {
    await setTemplate(TEMPLATE);
    expect((await (await customerWith('Pending')).subscriptions.mine())?.playlistUrl).toBeNull();
    expect((await (await customerWith('Expired', { userName: 'old', password: 'gone' })).subscriptions.mine())?.playlistUrl).toBeNull();
  });

  it('is null when the admin has set no template', async () => {
    await setTemplate('');
    const customer = await customerWith('Active', { userName: 'tv-bob', password: 'secret' });
    expect(await customer.subscriptions.mine()).toMatchObject({ userName: 'tv-bob', password: 'secret', playlistUrl: null });
  });

  it('never reaches the public settings or another customer', async () => {
    await setTemplate(TEMPLATE);
    expect(JSON.stringify(await (await t.caller()).settings.public())).not.toContain('tv.example');
    expect(await (await t.caller(await createUser())).subscriptions.mine()).toBeNull();
  });
});
