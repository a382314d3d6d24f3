import { describe, expect, it } from 'vitest';
import { loginDelaysMs } from '../src/services/login-throttle.ts';
import { createUser, testApp, testEnv, tokenFor, type TestUser } from './harness.ts';
import { latestResetCode } from './outbox.ts';
import { refusal } from './refusal.ts';

// Per-account throttling at its real values: 5 free failures, then waits of 1 s, 2 s, 4 s ...
// up to 5 minutes, and a 15-minute lock from the 20th failure. The clock is moved, never waited
// for, and every attempt comes from another address: the count belongs to the account.
let offsetMs = 0;
const t = testApp({
  env: { RATE_LIMIT_LOGIN_FREE_FAILURES: '5', RATE_LIMIT_LOGIN_LOCK_FAILURES: '20' },
  now: () => new Date(Date.now() + offsetMs),
});

let addresses = 0;
const fromNewAddress = () => {
  addresses += 1;
  return t.caller(null, { ip: `198.51.100.${addresses % 250}` });
};
const login = async (user: Pick<TestUser, 'email'>, password: string) => (await fromNewAddress()).auth.login({ email: user.email, password });
const invalid = { code: 'UNAUTHORIZED', message: 'Invalid email or password' };
const waitFor = (seconds: number) => ({
  code: 'TOO_MANY_REQUESTS',
  message: `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
});
const locked = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many failed attempts: this account is locked. Try again in 15 minutes, or reset your password.',
};

/** Fails `count` times, moving the clock past each wait. */
async function failRepeatedly(user: TestUser, count: number) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    expect(await refusal(login(user, 'wrong-password'))).toEqual(invalid);
    offsetMs += 5 * 60_000;
  }
}

describe('per-account login throttling', () => {
  it('waits double after the 5th failure, whatever the address, even for the right password', async () => {
    offsetMs = 0;
    const user = await createUser();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await refusal(login(user, 'wrong-password'))).toEqual(invalid);
    expect(await refusal(login(user, user.password))).toEqual(waitFor(1));
    offsetMs += 1000;
    expect(await refusal(login(user, 'wrong-password'))).toEqual(invalid);
    expect(await refusal(login(user, user.password))).toEqual(waitFor(2));
    offsetMs += 2000;
    expect(await refusal(login(user, 'wrong-password'))).toEqual(invalid);
    expect(await refusal(login(user, user.password))).toEqual(waitFor(4));
    offsetMs += 4000;
    await expect(login(user, user.password)).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('a signed-in login starts the count again', async () => {
    offsetMs = 0;
    const user = await createUser();
    for (let attempt = 0; attempt < 4; attempt += 1) await refusal(login(user, 'wrong-password'));
    await login(user, user.password);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await refusal(login(user, 'wrong-password'))).toEqual(invalid);
    expect(await refusal(login(user, 'wrong-password'))).toEqual(waitFor(1));
  });

  it('parallel guesses cannot slip past the count', async () => {
    offsetMs = 0;
    const user = await createUser();
    const results = await Promise.all(Array.from({ length: 12 }, () => refusal(login(user, 'wrong-password'))));
    expect(results.filter((result) => result.code === 'UNAUTHORIZED')).toHaveLength(5);
    expect(results.filter((result) => result.code === 'TOO_MANY_REQUESTS')).toHaveLength(7);
  });

  it('locks the account for 15 minutes after 20 failures', async () => {
    offsetMs = 0;
    const user = await createUser();
    await failRepeatedly(user, 20);
    offsetMs -= 5 * 60_000;
    expect(await refusal(login(user, user.password))).toEqual(locked);
    offsetMs += 14 * 60_000;
    expect(await refusal(login(user, user.password))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('locked') });
    offsetMs += 60_000;
    await expect(login(user, user.password)).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('the lock never blocks the reset flow, and a completed reset lifts it', async () => {
    offsetMs = 0;
    const user = await createUser();
    await failRepeatedly(user, 20);
    offsetMs -= 5 * 60_000;
    expect(await refusal(login(user, user.password))).toEqual(locked);
    const owner = await fromNewAddress();
    await expect(owner.auth.forgotPassword({ email: user.email })).resolves.toEqual({ sent: true });
    const code = await latestResetCode(user.email);
    await owner.auth.verifyResetCode({ email: user.email, code });
    await owner.auth.updatePassword({ email: user.email, code, password: 'after-reset-1', confirmPassword: 'after-reset-1' });
    await expect(login(user, 'after-reset-1')).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('counts an e-mail with no account the same way, so the answer tells nothing', async () => {
    offsetMs = 0;
    const ghost = { email: 'ghost.throttle@example.test' };
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await refusal(login(ghost, 'wrong-password'))).toEqual(invalid);
    expect(await refusal(login({ email: 'GHOST.Throttle@example.test' }, 'wrong-password'))).toEqual(waitFor(1));
  });

  it('counts wrong current passwords on change-password in the same run, whatever the address', async () => {
    offsetMs = 0;
    const user = await createUser();
    const token = await tokenFor(user);
    const change = async (currentPassword: string) => {
      addresses += 1;
      const caller = await t.caller(token, { ip: `198.51.101.${addresses % 250}` });
      return caller.users.changePassword({ currentPassword, newPassword: 'changed-secret-1', confirmPassword: 'changed-secret-1' });
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await refusal(change('wrong-password'))).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await refusal(change(user.password))).toEqual(waitFor(1));
    expect(await refusal(login(user, user.password))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('answers 429 with the message over REST', async () => {
    offsetMs = 0;
    const user = await createUser();
    const post = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: `203.0.113.${n}`, payload: { email: user.email, password: 'wrong-password' } });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post(attempt)).statusCode).toBe(401);
    const limited = await post(9);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, error: 'Too Many Requests', message: 'Too many failed attempts. Try again in 1 second.' });
  });
});

describe('the wait schedule', () => {
  it('is free for 5 failures, doubles up to 5 minutes, then locks for 15 minutes', () => {
    const seconds = loginDelaysMs(testEnv({ RATE_LIMIT_LOGIN_FREE_FAILURES: '5', RATE_LIMIT_LOGIN_LOCK_FAILURES: '20' })).map((ms) => ms / 1000);
    expect(seconds).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300, 300, 300, 900]);
  });
});
