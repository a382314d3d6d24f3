import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, PUBLIC_SETTING_KEYS, settingsMessages, type Settings } from '@nimbus/shared/settings';
import { auditLog } from '../src/db/schema/index.ts';
import { createUser, testApp, workerDatabase, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

const t = testApp();
let admin: TestUser;

const configured: Settings = {
  ...DEFAULT_SETTINGS,
  brandName: 'Nimbus Test TV',
  supportEmail: 'help@nimbus.example',
  usdtAddress: 'TXusdtWallet123',
  bankDetails: { name: 'Nimbus Ltd', iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' },
  m3uTemplate: 'https://tv.example/get.php?username={username}&password={password}&type=m3u',
};

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  await (await t.caller(admin)).settings.update(configured);
});

async function settingsAudit() {
  const { db } = await workerDatabase();
  return db
    .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entity, 'settings'))
    .orderBy(asc(auditLog.id));
}

describe('settings', () => {
  it('shows anyone the public fields, never the bank details or the playlist template', async () => {
    const visible = await (await t.caller()).settings.public();
    expect(Object.keys(visible).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(visible).toMatchObject({ brandName: 'Nimbus Test TV', supportEmail: 'help@nimbus.example', usdtAddress: 'TXusdtWallet123' });
    const text = JSON.stringify(visible);
    for (const secret of ['DE89370400440532013000', 'COBADEFFXXX', 'Nimbus Ltd', 'tv.example']) expect(text).not.toContain(secret);
  });

  it('gives an admin every setting', async () => {
    expect(await (await t.caller(admin)).settings.get()).toEqual(configured);
  });

  it('refuses a playlist template without both placeholders, with the form message, and keeps the old one', async () => {
    const caller = await t.caller(admin);
    const bad = { ...configured, m3uTemplate: 'https://tv.example/get.php?username={username}' };
    expect(await refusal(caller.settings.update(bad))).toEqual({ code: 'BAD_REQUEST', message: settingsMessages.m3uPlaceholders });
    expect(await refusal(caller.settings.update({ ...configured, supportEmail: 'not-an-email' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Enter a valid email address',
    });
    expect((await caller.settings.get()).m3uTemplate).toBe(configured.m3uTemplate);
  });

  it('records who changed what in the audit log, only the fields that changed', async () => {
    const before = (await settingsAudit()).length;
    await (await t.caller(admin)).settings.update({ ...configured, btcAddress: 'bc1qexample' });
    const rows = await settingsAudit();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({ actorId: admin.id, before: { btcAddress: '' }, after: { btcAddress: 'bc1qexample' } });
  });

  it('writes no audit row when nothing changed', async () => {
    const caller = await t.caller(admin);
    const current = await caller.settings.get();
    const before = (await settingsAudit()).length;
    await caller.settings.update(current);
    expect(await settingsAudit()).toHaveLength(before);
  });
});
