import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, passwordResets } from '../src/db/schema/index.ts';
import { createUser, testApp, tokenFor, workerDatabase } from './harness.ts';
import { latestResetCode } from './outbox.ts';
import { refusal } from './refusal.ts';

// The clock the app reads: tests move it forward instead of waiting.
let offsetMs = 0;
const t = testApp({ now: () => new Date(Date.now() + offsetMs) });

const failedToVerify = { code: 'BAD_REQUEST', message: 'Failed to verify Code' };
const notFound = { code: 'BAD_REQUEST', message: 'Reset code not found' };
/** The code with its last digit changed: as close to right as a wrong code gets. */
const wrong = (code: string) => `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;

async function requestCode(email: string) {
  await expect((await t.caller()).auth.forgotPassword({ email })).resolves.toEqual({ sent: true });
  return latestResetCode(email);
}

async function resetRows(userId: number) {
  const { db } = await workerDatabase();
  return db.select().from(passwordResets).where(eq(passwordResets.userId, userId)).orderBy(desc(passwordResets.id));
}

describe('auth.forgotPassword', () => {
  it('e-mails a 12-digit code, grouped in fours, through the outbox and stores only its hash', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    expect(code).toMatch(/^\d{12}$/);
    const { db } = await workerDatabase();
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail).toMatchObject({ template: 'password-reset', status: 'pending', subject: expect.stringContaining('password reset code') });
    expect(mail!.text).toContain(code.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(mail!.html).toContain(code.replace(/(\d{4})(?=\d)/g, '$1 '));
    const [row] = await resetRows(user.id);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(15 * 60_000);
  });

  it('answers sent: false for an e-mail with no account, and sends nothing', async () => {
    await expect((await t.caller()).auth.forgotPassword({ email: 'nobody@example.test' })).resolves.toEqual({ sent: false });
    const { db } = await workerDatabase();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody@example.test'))).toEqual([]);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const user = await createUser({ email: 'mixed@example.test' });
    await expect((await t.caller()).auth.forgotPassword({ email: 'MIXED@Example.TEST' })).resolves.toEqual({ sent: true });
    expect(await resetRows(user.id)).toHaveLength(1);
  });

  it('answers sent: false for a deleted account', async () => {
    const user = await createUser({ deleted: true });
    await expect((await t.caller()).auth.forgotPassword({ email: user.email })).resolves.toEqual({ sent: false });
  });

  it('refuses an invalid e-mail with the form message', async () => {
    expect(await refusal((await t.caller()).auth.forgotPassword({ email: 'not-an-email' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Enter a valid email address',
    });
  });

  it('a new code makes the older one useless', async () => {
    const user = await createUser();
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    const caller = await t.caller();
    if (first !== second) expect(await refusal(caller.auth.verifyResetCode({ email: user.email, code: first }))).toEqual(failedToVerify);
    await expect(caller.auth.verifyResetCode({ email: user.email, code: second })).resolves.toEqual({ verified: true });
  });
});

describe('auth.verifyResetCode', () => {
  it('verifies the right code', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    await expect((await t.caller()).auth.verifyResetCode({ email: user.email, code })).resolves.toEqual({ verified: true });
    expect((await resetRows(user.id))[0]!.verifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    expect(await refusal((await t.caller()).auth.verifyResetCode({ email: user.email, code: wrong(code) }))).toEqual(failedToVerify);
    expect((await resetRows(user.id))[0]!.attempts).toBe(1);
  });

  it('after 5 wrong attempts the code is dead, even the right one', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    const caller = await t.caller();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await refusal(caller.auth.verifyResetCode({ email: user.email, code: wrong(code) }))).toEqual(failedToVerify);
    }
    expect(await refusal(caller.auth.verifyResetCode({ email: user.email, code }))).toEqual(failedToVerify);
  });

  it('4 wrong attempts still leave the fifth for the right code', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    const caller = await t.caller();
    for (let attempt = 0; attempt < 4; attempt += 1) await refusal(caller.auth.verifyResetCode({ email: user.email, code: wrong(code) }));
    await expect(caller.auth.verifyResetCode({ email: user.email, code })).resolves.toEqual({ verified: true });
  });

  it('a code expires after 15 minutes', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    offsetMs = 15 * 60_000 + 1000;
    try {
      expect(await refusal((await t.caller()).auth.verifyResetCode({ email: user.email, code }))).toEqual(failedToVerify);
    } finally {
      offsetMs = 0;
    }
  });

  it('still works just before the 15 minutes are up', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    offsetMs = 14 * 60_000;
    try {
      await expect((await t.caller()).auth.verifyResetCode({ email: user.email, code })).resolves.toEqual({ verified: true });
    } finally {
      offsetMs = 0;
    }
  });

  it('answers the same for an unknown e-mail as for a wrong code', async () => {
    expect(await refusal((await t.caller()).auth.verifyResetCode({ email: 'ghost@example.test', code: '123456789012' }))).toEqual(failedToVerify);
  });

  it('without an e-mail (the legacy call) finds the code among live codes', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    await expect((await t.caller()).auth.verifyResetCode({ code })).resolves.toEqual({ verified: true });
  });

  it('refuses a code that is not 12 digits with the form message', async () => {
    for (const code of ['12ab', '123456']) {
      expect(await refusal((await t.caller()).auth.verifyResetCode({ email: 'a@example.test', code }))).toEqual({
        code: 'BAD_REQUEST',
        message: 'Enter the 12-digit code from the e-mail',
      });
    }
  });

  it('takes the code as the e-mail shows it, in groups', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    const grouped = code.replace(/(\d{4})(?=\d)/g, '$1 ');
    await expect((await t.caller()).auth.verifyResetCode({ email: user.email, code: grouped })).resolves.toEqual({ verified: true });
  });
});

describe('auth.updatePassword', () => {
  const password = 'reset-secret';

  it('sets the new password with a verified code and ends every session', async () => {
    const user = await createUser();
    const session = await tokenFor(user);
    const code = await requestCode(user.email);
    const caller = await t.caller();
    await caller.auth.verifyResetCode({ email: user.email, code });
    await expect(caller.auth.updatePassword({ email: user.email, code, password, confirmPassword: password })).resolves.toEqual({ updated: true });
    await expect(caller.auth.login({ email: user.email, password })).resolves.toMatchObject({ user: { id: user.id } });
    expect(await refusal(caller.auth.login({ email: user.email, password: user.password }))).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal((await t.caller(session)).users.me())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a code works once', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    const caller = await t.caller();
    await caller.auth.verifyResetCode({ email: user.email, code });
    await caller.auth.updatePassword({ email: user.email, code, password, confirmPassword: password });
    expect(await refusal(caller.auth.updatePassword({ email: user.email, code, password: 'again-secret', confirmPassword: 'again-secret' }))).toEqual(notFound);
    expect(await refusal(caller.auth.verifyResetCode({ email: user.email, code }))).toEqual(failedToVerify);
  });

  it('needs the code verified first', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    expect(await refusal((await t.caller()).auth.updatePassword({ email: user.email, code, password, confirmPassword: password }))).toEqual(notFound);
  });

  it('refuses a wrong code and counts the attempt', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    const caller = await t.caller();
    await caller.auth.verifyResetCode({ email: user.email, code });
    expect(await refusal(caller.auth.updatePassword({ email: user.email, code: wrong(code), password, confirmPassword: password }))).toEqual(notFound);
    expect((await resetRows(user.id))[0]!.attempts).toBe(1);
  });

  it('refuses a verified code once it has expired', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    const caller = await t.caller();
    await caller.auth.verifyResetCode({ email: user.email, code });
    offsetMs = 16 * 60_000;
    try {
      expect(await refusal(caller.auth.updatePassword({ email: user.email, code, password, confirmPassword: password }))).toEqual(notFound);
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a short or unconfirmed password with the form messages', async () => {
    const caller = await t.caller();
    expect(await refusal(caller.auth.updatePassword({ email: 'a@example.test', code: '123456789012', password: 'abc', confirmPassword: 'abc' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Password must be at least 10 characters.',
    });
    expect(await refusal(caller.auth.updatePassword({ email: 'a@example.test', code: '123456789012', password, confirmPassword: 'other-one' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Passwords do not match',
    });
  });

  it('leaves the other codes of the user unusable afterwards', async () => {
    const user = await createUser();
    const code = await requestCode(user.email);
    const caller = await t.caller();
    await caller.auth.verifyResetCode({ email: user.email, code });
    await caller.auth.updatePassword({ code, password, confirmPassword: password });
    const { db } = await workerDatabase();
    const live = await db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id)));
    expect(live.every((row) => row.usedAt !== null)).toBe(true);
  });
});
