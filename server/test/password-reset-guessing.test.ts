import { describe, expect, it } from 'vitest';
import { createUser, testApp } from './harness.ts';
import { latestResetCode } from './outbox.ts';
import { refusal } from './refusal.ts';

// The limits that bound guessing a reset code, at their real values
// (docs/decisions/009-reset-codes-and-limits.md): a shop-wide budget of 100 wrong code-only
// guesses an hour, and 3 codes an hour per account. Each guess below comes from another address.
const BUDGET = 100;
const realLimits = { RATE_LIMIT_RESET_CODE_ONLY_MAX: String(BUDGET), RATE_LIMIT_FORGOT_MAX: '3' };

const wrong = (code: string) => `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
const address = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
const budgetSpent = {
  code: 'TOO_MANY_REQUESTS',
  message: expect.stringMatching(
    /^Too many wrong reset codes were tried without an e-mail address\. Enter your e-mail address with the code, or try again in \d+ minutes\.$/,
  ),
};

describe('guessing a code without the e-mail', () => {
  const t = testApp({ env: realLimits });

  it('stops at the shop-wide budget, whatever the address; the e-mail + code path goes on working', async () => {
    const victim = await createUser();
    await (await t.caller(null, { ip: '203.0.113.1' })).auth.forgotPassword({ email: victim.email });
    const code = await latestResetCode(victim.email);

    for (let guess = 0; guess < BUDGET; guess += 1) {
      const caller = await t.caller(null, { ip: address(guess) });
      expect(await refusal(caller.auth.verifyResetCode({ code: wrong(code) }))).toMatchObject({ message: 'Failed to verify Code' });
    }
    // Spent: even the right code is refused without the e-mail, on both code-only calls.
    const fresh = await t.caller(null, { ip: '192.0.2.200' });
    expect(await refusal(fresh.auth.verifyResetCode({ code }))).toEqual(budgetSpent);
    expect(await refusal(fresh.auth.updatePassword({ code, password: 'taken-over-1', confirmPassword: 'taken-over-1' }))).toEqual(budgetSpent);

    // The owner, who has the e-mail, is not held up.
    const owner = await t.caller(null, { ip: '192.0.2.201' });
    await expect(owner.auth.verifyResetCode({ email: victim.email, code })).resolves.toEqual({ verified: true });
    await expect(owner.auth.updatePassword({ email: victim.email, code, password: 'owner-new-1', confirmPassword: 'owner-new-1' })).resolves.toEqual({
      updated: true,
    });
  });
});

describe('a right code without the e-mail', () => {
  const t = testApp({ env: realLimits });

  it('costs nothing from the budget', async () => {
    const user = await createUser();
    await (await t.caller(null, { ip: '203.0.113.2' })).auth.forgotPassword({ email: user.email });
    const code = await latestResetCode(user.email);
    for (let guess = 0; guess < BUDGET - 1; guess += 1) {
      await refusal((await t.caller(null, { ip: address(guess) })).auth.verifyResetCode({ code: wrong(code) }));
    }
    const legacy = await t.caller(null, { ip: '192.0.2.10' });
    await expect(legacy.auth.verifyResetCode({ code })).resolves.toEqual({ verified: true });
    await expect(legacy.auth.updatePassword({ code, password: 'legacy-new-1', confirmPassword: 'legacy-new-1' })).resolves.toEqual({ updated: true });
    // One unit was left, and it is still there.
    expect(await refusal(legacy.auth.verifyResetCode({ code: wrong(code) }))).toMatchObject({ message: 'Failed to verify Code' });
    expect(await refusal(legacy.auth.verifyResetCode({ code: wrong(code) }))).toEqual(budgetSpent);
  });
});

describe('the legacy REST calls', () => {
  const t = testApp({ env: realLimits });

  it('answer false until the budget is spent, then 429 with the message, from many addresses', async () => {
    const victim = await createUser();
    await t.app.inject({ method: 'GET', url: `/api/forgotPassword/${victim.email}`, remoteAddress: '203.0.113.3' });
    const code = await latestResetCode(victim.email);
    for (let guess = 0; guess < BUDGET; guess += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/forgotPassword/resetCode/${wrong(code)}`, remoteAddress: address(guess) });
      expect(res.body).toBe('false');
    }
    const verify = await t.app.inject({ method: 'GET', url: `/api/forgotPassword/resetCode/${code}`, remoteAddress: '192.0.2.20' });
    expect(verify.statusCode).toBe(429);
    expect(verify.json()).toEqual({ status: 429, error: 'Too Many Requests', message: budgetSpent.message });
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/forgotPassword/updatePassword',
      remoteAddress: '192.0.2.21',
      payload: { resetCode: code, password: 'taken-over-1' },
    });
    expect(update.statusCode).toBe(429);
    // With ?email= the owner's check still runs.
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/forgotPassword/resetCode/${code}?email=${encodeURIComponent(victim.email)}`,
      remoteAddress: '192.0.2.22',
    });
    expect(owner.body).toBe('true');
  });
});

describe('the budget set to 0', () => {
  const t = testApp({ env: { RATE_LIMIT_RESET_CODE_ONLY_MAX: '0' } });

  it('turns the code-only path off', async () => {
    const user = await createUser();
    await (await t.caller()).auth.forgotPassword({ email: user.email });
    const code = await latestResetCode(user.email);
    expect(await refusal((await t.caller()).auth.verifyResetCode({ code }))).toEqual(budgetSpent);
    await expect((await t.caller()).auth.verifyResetCode({ email: user.email, code })).resolves.toEqual({ verified: true });
  });
});

describe('codes per account', () => {
  const t = testApp({ env: realLimits });

  it('sends at most 3 codes an hour to one account, whatever the addresses asking', async () => {
    const user = await createUser();
    for (let request = 0; request < 3; request += 1) {
      await expect((await t.caller(null, { ip: address(request) })).auth.forgotPassword({ email: user.email })).resolves.toEqual({ sent: true });
    }
    expect(await refusal((await t.caller(null, { ip: address(3) })).auth.forgotPassword({ email: user.email.toUpperCase() }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many reset codes were requested for this e-mail address\. Try again in \d+ minutes\.$/),
    });
    const other = await createUser();
    await expect((await t.caller(null, { ip: address(4) })).auth.forgotPassword({ email: other.email })).resolves.toEqual({ sent: true });
  });

  it('answers 429 over REST', async () => {
    const user = await createUser();
    const ask = (n: number) => t.app.inject({ method: 'GET', url: `/api/forgotPassword/${user.email}`, remoteAddress: address(10 + n) });
    for (let request = 0; request < 3; request += 1) expect((await ask(request)).body).toBe('true');
    const limited = await ask(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringContaining('Too many reset codes were requested') });
  });
});
