import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_REASONS, twoFactorMessages } from '@nimbus/shared/two-factor';
import { recoveryCodes, users } from '../src/db/schema/index.ts';
import { createUser, testApp, workerDatabase, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';
import { codeAt, enrol, totpClock } from './two-factor-support.ts';

const clock = totpClock();
const t = testApp({ now: clock.now });

async function login(user: TestUser, totpCode?: string) {
  return (await t.caller()).auth.login({ email: user.email, password: user.password, ...(totpCode === undefined ? {} : { totpCode }) });
}

async function stored(userId: number) {
  const { db } = await workerDatabase();
  const [row] = await db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  const codes = await db.select({ hash: recoveryCodes.codeHash, usedAt: recoveryCodes.usedAt }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return { ...row!, codes };
}

describe('two-factor enrolment', () => {
  it('begin returns an otpauth URI and the base32 secret, kept encrypted and not yet in force', async () => {
    const admin = await createUser({ role: 'ADMIN', email: 'totp.begin@example.test' });
    const { uri, secret } = await (await t.caller(admin)).auth.twoFactor.begin();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Nimbus%20TV:totp\.begin%40example\.test\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    const row = await stored(admin.id);
    expect(row.secret).not.toContain(secret);
    expect(t.deps.cipher.decrypt(row.secret!)).toBe(secret);
    expect(row.enabledAt).toBeNull();
    // Not confirmed yet: the password alone still logs in.
    await expect(login(admin)).resolves.toMatchObject({ user: { id: admin.id } });
  });

  it('confirm refuses a wrong code and leaves the factor off', async () => {
    const agent = await createUser({ role: 'AGENT' });
    const caller = await t.caller(agent);
    const { secret } = await caller.auth.twoFactor.begin();
    const wrong = codeAt(secret, clock.now(), 5);
    expect(await refusal(caller.auth.twoFactor.confirm({ code: wrong }))).toEqual({ code: 'BAD_REQUEST', message: twoFactorMessages.codeInvalid });
    expect((await stored(agent.id)).enabledAt).toBeNull();
  });

  it('confirm without a begun set-up says to start again', async () => {
    const agent = await createUser({ role: 'AGENT' });
    expect(await refusal((await t.caller(agent)).auth.twoFactor.confirm({ code: '123456' }))).toEqual({
      code: 'BAD_REQUEST',
      message: twoFactorMessages.notStarted,
    });
  });

  it('confirm with the current code turns the factor on and returns 10 recovery codes, stored hashed', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { recoveryCodes: codes } = await enrol(t, admin);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{10}$/);
    const row = await stored(admin.id);
    expect(row.enabledAt).toEqual(clock.now());
    expect(row.codes).toHaveLength(10);
    for (const { hash } of row.codes) expect(codes.some((code) => hash.includes(code))).toBe(false);
    expect(await (await t.caller(admin)).auth.twoFactor.status()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
  });

  it('an enrolled account cannot begin again without turning the factor off first', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    await enrol(t, admin);
    expect(await refusal((await t.caller(admin)).auth.twoFactor.begin())).toEqual({ code: 'CONFLICT', message: twoFactorMessages.alreadyEnabled });
  });

  it('customers may enrol too', async () => {
    const user = await createUser();
    await enrol(t, user);
    clock.nextStep();
    await expect(login(user)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeRequired });
  });
});

describe('login with two-factor authentication', () => {
  it('without a code is refused with "Two-factor code required" and a machine-readable reason', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    await enrol(t, admin);
    await expect(login(admin)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Two-factor code required' });
    const res = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { json: { email: admin.email, password: admin.password } } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.json).toMatchObject({
      message: 'Two-factor code required',
      data: { code: 'UNAUTHORIZED', reason: TWO_FACTOR_REASONS.required, path: 'auth.login' },
    });
  });

  it('with a wrong code is refused as invalid', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { secret } = await enrol(t, admin);
    clock.nextStep();
    await expect(login(admin, codeAt(secret, clock.now(), 3))).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeInvalid });
    await expect(login(admin, '000000x')).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeInvalid });
  });

  it('a wrong password with a right code says only "Invalid email or password"', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { secret } = await enrol(t, admin);
    clock.nextStep();
    const call = (await t.caller()).auth.login({ email: admin.email, password: 'wrong-password', totpCode: codeAt(secret, clock.now()) });
    await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
  });

  it('with the current code logs in; the same code is never accepted twice', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { secret } = await enrol(t, admin);
    clock.nextStep();
    const code = codeAt(secret, clock.now());
    await expect(login(admin, code)).resolves.toMatchObject({ user: { id: admin.id, role: 'ADMIN' } });
    await expect(login(admin, code)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeInvalid });
  });

  it('accepts a code one step either side, but never an older step than one already used', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { secret } = await enrol(t, admin);
    clock.nextStep();
    clock.nextStep();
    // The phone runs a step ahead: accepted.
    await expect(login(admin, codeAt(secret, clock.now(), 1))).resolves.toBeTruthy();
    // The current step is now older than the one used: refused.
    await expect(login(admin, codeAt(secret, clock.now()))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    clock.nextStep();
    clock.nextStep();
    clock.nextStep();
    // Two steps behind the clock: outside the window. One step behind, later than the last used: accepted.
    await expect(login(admin, codeAt(secret, clock.now(), -2))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(login(admin, codeAt(secret, clock.now(), -1))).resolves.toBeTruthy();
  });

  it('the confirming code cannot be replayed to log in', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const caller = await t.caller(admin);
    const { secret } = await caller.auth.twoFactor.begin();
    const code = codeAt(secret, clock.now());
    await caller.auth.twoFactor.confirm({ code });
    await expect(login(admin, code)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeInvalid });
  });

  it('a recovery code works once in place of a TOTP code, however it is typed', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { recoveryCodes: codes } = await enrol(t, admin);
    const code = codes[3]!;
    const typed = ` ${code.slice(0, 5).toUpperCase()}-${code.slice(5)} `;
    await expect(login(admin, typed)).resolves.toMatchObject({ user: { id: admin.id } });
    await expect(login(admin, code)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeInvalid });
    await expect(login(admin, codes[4])).resolves.toMatchObject({ user: { id: admin.id } });
    expect((await (await t.caller(admin)).auth.twoFactor.status()).recoveryCodesLeft).toBe(8);
  });

  it("one account's recovery code does not open another", async () => {
    const first = await createUser({ role: 'ADMIN' });
    const second = await createUser({ role: 'ADMIN' });
    const { recoveryCodes: codes } = await enrol(t, first);
    await enrol(t, second);
    await expect(login(second, codes[0])).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeInvalid });
  });

  it('an account without two-factor ignores a code', async () => {
    const agent = await createUser({ role: 'AGENT' });
    await expect(login(agent, '123456')).resolves.toMatchObject({ user: { id: agent.id } });
  });
});

describe('disable and regenerate', () => {
  it('disable needs the password and a code; then the password alone logs in again', async () => {
    const agent = await createUser({ role: 'AGENT' });
    const { secret } = await enrol(t, agent);
    const caller = await t.caller(agent);
    clock.nextStep();
    const code = codeAt(secret, clock.now());
    expect(await refusal(caller.auth.twoFactor.disable({ password: 'wrong-password', code }))).toEqual({
      code: 'BAD_REQUEST',
      message: twoFactorMessages.wrongPassword,
    });
    expect(await refusal(caller.auth.twoFactor.disable({ password: agent.password, code: '000000' }))).toEqual({
      code: 'BAD_REQUEST',
      message: twoFactorMessages.codeInvalid,
    });
    await caller.auth.twoFactor.disable({ password: agent.password, code });
    const row = await stored(agent.id);
    expect(row).toMatchObject({ secret: null, enabledAt: null, lastStep: null, codes: [] });
    await expect(login(agent)).resolves.toMatchObject({ user: { id: agent.id } });
  });

  it('disable accepts a recovery code in place of a TOTP code', async () => {
    const agent = await createUser({ role: 'AGENT' });
    const { recoveryCodes: codes } = await enrol(t, agent);
    await (await t.caller(agent)).auth.twoFactor.disable({ password: agent.password, code: codes[0]! });
    expect(await (await t.caller(agent)).auth.twoFactor.status()).toMatchObject({ enabled: false });
  });

  it('regenerating recovery codes retires the old ones', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { secret, recoveryCodes: old } = await enrol(t, admin);
    clock.nextStep();
    const { recoveryCodes: fresh } = await (await t.caller(admin)).auth.twoFactor.regenerateRecoveryCodes({ code: codeAt(secret, clock.now()) });
    expect(fresh).toHaveLength(10);
    await expect(login(admin, old[0])).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: twoFactorMessages.codeInvalid });
    await expect(login(admin, fresh[0])).resolves.toMatchObject({ user: { id: admin.id } });
  });

  it('regenerating needs a current code', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { secret } = await enrol(t, admin);
    expect(await refusal((await t.caller(admin)).auth.twoFactor.regenerateRecoveryCodes({ code: codeAt(secret, clock.now(), 4) }))).toEqual({
      code: 'BAD_REQUEST',
      message: twoFactorMessages.codeInvalid,
    });
  });
});

describe('REST login of an enrolled account', () => {
  it('without the code answers 401 "Two-factor code required"; with totpCode it answers the legacy login', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const { secret } = await enrol(t, admin);
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: admin.password } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 401, error: 'Unauthorized', message: 'Two-factor code required', reason: TWO_FACTOR_REASONS.required });

    clock.nextStep();
    const payload = { email: admin.email, password: admin.password, totpCode: codeAt(secret, clock.now()) };
    const ok = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ token: expect.any(String), usersModel: { id: admin.id, role: 'ADMIN' } });

    const replayed = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ message: twoFactorMessages.codeInvalid, reason: TWO_FACTOR_REASONS.invalid });
  });

  it('the OpenAPI document describes the totpCode field', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/login'].post.requestBody.content['application/json'].schema;
    expect(schema.properties.totpCode).toMatchObject({ type: 'string', description: expect.stringContaining('Two-factor code required') });
    expect(schema.required).not.toContain('totpCode');
  });
});
