import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '@nimbus/shared/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema/index.ts';
import { isPrivateAddress, resolver, resolveTarget } from '../src/services/webhooks/address.ts';
import { sendDueWebhooks } from '../src/services/webhooks/delivery.ts';
import { emitWebhooks } from '../src/services/webhooks/emit.ts';
import { createUser, testApp } from './harness.ts';
import { startReceiver } from './webhook-receiver.ts';

// A name whose DNS answer this file decides (a rebinding attacker's); every other name resolves as usual.
const dns = { rebinding: ['203.0.113.10'] };
const systemLookup = resolver.lookup;
beforeAll(() => {
  resolver.lookup = (host) =>
    host === 'hooks.rebinding.test'
      ? Promise.resolve(dns.rebinding.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))
      : systemLookup(host);
});
afterAll(() => {
  resolver.lookup = systemLookup;
});

// Endpoints on loopback, private, link-local, CGNAT, multicast or unspecified addresses are
// refused (ADR 041) at save and at delivery, unless the admin allows private endpoints.
const t = testApp();
const admin = async () => t.caller(await createUser({ role: 'ADMIN' }));
const refused = { code: 'BAD_REQUEST', message: webhookMessages.privateRefused };

afterEach(async () => {
  await (await admin()).webhooks.updateSettings({ allowPrivate: false });
  await t.deps.db.update(webhookEndpoints).set({ active: false });
});

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['203.0.113.10', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each([
    'http://127.0.0.1/hooks',
    'http://10.0.0.5:8080/hooks',
    'http://[::1]/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
    'https://localhost/hooks',
    'http://2130706433/hooks', // 127.0.0.1 written as one number
    'http://0x7f.1/hooks',
  ])('an admin cannot register %s', async (url) => {
    await expect((await admin()).webhooks.create({ url, events: ['payment.verified'] })).rejects.toMatchObject(refused);
  });

  it('refuses an update to a private URL too, and a name that does not resolve', async () => {
    const caller = await admin();
    const created = await caller.webhooks.create({ url: 'https://203.0.113.10/hooks', events: ['payment.verified'], active: false });
    await expect(caller.webhooks.update({ id: created.id, url: 'http://192.168.0.10/', events: ['payment.verified'] })).rejects.toMatchObject(refused);
    await expect(caller.webhooks.create({ url: 'https://hooks.nowhere.invalid/', events: ['payment.verified'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: webhookMessages.unresolvable,
    });
  });

  it('the admin setting allows private endpoints; turned off again, delivery refuses them without a request', async () => {
    const receiver = await startReceiver();
    try {
      const caller = await admin();
      expect(await caller.webhooks.settings()).toEqual({ allowPrivate: false, forcedByEnv: false });
      await caller.webhooks.updateSettings({ allowPrivate: true });
      const created = await caller.webhooks.create({ url: receiver.url, events: ['user.registered'] });
      receiver.secret = created.secret;
      await caller.webhooks.updateSettings({ allowPrivate: false });

      await t.deps.db.transaction((tx) => emitWebhooks(tx, t.deps.now(), [{ type: 'user.registered', data: { userId: 1 } }]));
      await sendDueWebhooks(t.deps);
      expect(receiver.received).toHaveLength(0);
      const [row] = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.id));
      expect(row).toMatchObject({ status: 'pending', attempts: 1, statusCode: null });
      expect(row!.error).toContain('private or reserved address');
    } finally {
      await receiver.close();
    }
  });

  it('a name that resolved to a public address at save and to loopback at delivery is not sent to', async () => {
    const caller = await admin();
    dns.rebinding = ['203.0.113.10'];
    const created = await caller.webhooks.create({ url: 'http://hooks.rebinding.test/hooks', events: ['user.registered'] });
    dns.rebinding = ['203.0.113.10', '127.0.0.1'];
    await t.deps.db.transaction((tx) => emitWebhooks(tx, t.deps.now(), [{ type: 'user.registered', data: { userId: 2 } }]));
    await sendDueWebhooks(t.deps);
    const [row] = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, created.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, statusCode: null, durationMs: null });
    expect(row!.error).toBe('The host hooks.rebinding.test resolves to a private or reserved address');
    dns.rebinding = ['::ffff:10.0.0.1'];
    await expect(caller.webhooks.update({ id: created.id, url: 'http://hooks.rebinding.test/hooks', events: ['user.registered'] })).rejects.toMatchObject(
      refused,
    );
  });

  it('checks every address a name resolves to, and answers the one it checked', async () => {
    await expect(resolveTarget('http://localhost:1/', false)).rejects.toMatchObject({ reason: 'private' });
    const target = await resolveTarget('http://localhost:1/', true);
    expect(['127.0.0.1', '::1']).toContain(target.address);
  });
});
