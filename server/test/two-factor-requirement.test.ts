import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@nimbus/shared/settings';
import { TWO_FACTOR_REASONS, twoFactorMessages } from '@nimbus/shared/two-factor';
import { settings } from '../src/db/schema/index.ts';
import { createUser, testApp, tokenFor, workerDatabase, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';
import { codeAt, enrol, totpClock } from './two-factor-support.ts';

const clock = totpClock();
const t = testApp({ now: clock.now });

/** The settings as the admin's form would save them: a fresh shop's support e-mail is still empty. */
async function savable(caller: Awaited<ReturnType<typeof t.caller>>) {
  const current = await caller.settings.get();
  return { ...current, supportEmail: current.supportEmail || 'help@shop.example' };
}

async function requireForAdmins(owner: TestUser, on: boolean) {
  const caller = await t.caller(owner);
  return caller.settings.update({ ...(await savable(caller)), requireAdminTwoFactor: on });
}

// The setting lives in the worker's shared database: leave it off for the next test file.
afterAll(async () => {
  const { db } = await workerDatabase();
  await db.delete(settings).where(eq(settings.key, 'requireAdminTwoFactor'));
});

describe('requiring two-factor authentication for admins', () => {
  it('an admin without a second factor cannot turn the requirement on', async () => {
    const owner = await createUser({ role: 'ADMIN' });
    expect(await refusal(requireForAdmins(owner, true))).toEqual({ code: 'PRECONDITION_FAILED', message: twoFactorMessages.enrolBeforeRequiring });
    expect((await (await t.caller(owner)).settings.get()).requireAdminTwoFactor).toBe(false);
  });

  it('holds an unenrolled admin at enrolment until they enrol; agents and customers are not held', async () => {
    const owner = await createUser({ role: 'ADMIN' });
    await enrol(t, owner);
    await requireForAdmins(owner, true);

    const admin = await createUser({ role: 'ADMIN' });
    const held = await t.caller(admin);
    const calls = [
      () => held.stats.dashboard(),
      () => held.users.list({}),
      () => held.settings.get(),
      () => held.payments.list({}),
      () => held.notifications.list({}),
    ];
    for (const call of calls) {
      expect(await refusal(call())).toEqual({ code: 'FORBIDDEN', message: 'Set up two-factor authentication to continue' });
    }
    // Signing in, knowing who they are and enrolling still work.
    await expect((await t.caller()).auth.login({ email: admin.email, password: admin.password })).resolves.toMatchObject({ user: { id: admin.id } });
    await expect(held.auth.me()).resolves.toMatchObject({ id: admin.id });
    expect(await held.auth.twoFactor.status()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

    const res = await t.app.inject({ method: 'GET', url: '/trpc/stats.dashboard', headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.json.data).toMatchObject({ code: 'FORBIDDEN', reason: TWO_FACTOR_REASONS.setupRequired });
    const rest = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject({ message: twoFactorMessages.setupRequired, reason: TWO_FACTOR_REASONS.setupRequired });

    await enrol(t, admin);
    await expect(held.stats.dashboard()).resolves.toBeTruthy();

    const agent = await createUser({ role: 'AGENT' });
    await expect((await t.caller(agent)).payments.list({})).resolves.toBeTruthy();
    const user = await createUser();
    await expect((await t.caller(user)).notifications.list({})).resolves.toBeTruthy();
    expect(await (await t.caller(agent)).auth.twoFactor.status()).toMatchObject({ required: false });
  });

  it('an enrolled admin logs in with a code while it is required, and may turn it off again', async () => {
    const owner = await createUser({ role: 'ADMIN' });
    const { secret } = await enrol(t, owner);
    await requireForAdmins(owner, true);
    clock.nextStep();
    const session = await (await t.caller()).auth.login({ email: owner.email, password: owner.password, totpCode: codeAt(secret, clock.now()) });
    const caller = await t.caller(session.token);
    await caller.settings.update({ ...(await savable(caller)), requireAdminTwoFactor: false });
    const admin = await createUser({ role: 'ADMIN' });
    await expect((await t.caller(admin)).stats.dashboard()).resolves.toBeTruthy();
  });

  it('an admin who turns the factor off while it is required is held at enrolment again', async () => {
    const owner = await createUser({ role: 'ADMIN' });
    const { recoveryCodes } = await enrol(t, owner);
    await requireForAdmins(owner, true);
    const caller = await t.caller(owner);
    await caller.auth.twoFactor.disable({ password: owner.password, code: recoveryCodes[0]! });
    expect(await refusal(caller.stats.dashboard())).toEqual({ code: 'FORBIDDEN', message: twoFactorMessages.setupRequired });
    expect(await refusal(requireForAdmins(owner, false))).toEqual({ code: 'FORBIDDEN', message: twoFactorMessages.setupRequired });
  });

  it('the setting defaults to off', () => {
    expect(DEFAULT_SETTINGS.requireAdminTwoFactor).toBe(false);
  });
});
