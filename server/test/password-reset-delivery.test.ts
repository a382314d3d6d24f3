import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createUser, testApp } from './harness.ts';
import { latestResetCode } from './outbox.ts';
import { refusal } from './refusal.ts';

const LIMIT = 3;
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

// No SMTP_URL here: the code reaches the customer through the outbox, never through the log.
const t = testApp({ env: { RATE_LIMIT_AUTH_MAX: String(LIMIT) }, logger: { level: 'info', stream } });
const withSmtp = testApp({ env: { SMTP_URL: 'smtp://mail.example.test:25' }, logger: { level: 'info', stream } });

const logged = (code: string) => lines.some((line) => line.includes(code) || line.includes(code.replace(/(\d{4})(?=\d)/g, '$1 ')));

describe('reset code delivery', () => {
  it('does not log the code when SMTP_URL is unset', async () => {
    const user = await createUser();
    await (await t.caller(null, { ip: '10.1.0.1' })).auth.forgotPassword({ email: user.email });
    expect(logged(await latestResetCode(user.email))).toBe(false);
  });

  it('does not log the code when mail is sent over SMTP', async () => {
    const user = await createUser();
    await (await withSmtp.caller(null, { ip: '10.1.0.2' })).auth.forgotPassword({ email: user.email });
    expect(logged(await latestResetCode(user.email))).toBe(false);
  });
});

describe('reset rate limit', () => {
  it('one client gets TOO_MANY_REQUESTS after the limit, across the three reset calls', async () => {
    const user = await createUser();
    const caller = await t.caller(null, { ip: '10.1.0.3' });
    await caller.auth.forgotPassword({ email: user.email });
    await refusal(caller.auth.verifyResetCode({ email: user.email, code: '000000000000' })).catch(() => undefined);
    await refusal(caller.auth.updatePassword({ email: user.email, code: '000000000000', password: 'secret-harbour-99', confirmPassword: 'secret-harbour-99' }));
    expect(await refusal(caller.auth.forgotPassword({ email: user.email }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts/),
    });
  });
});
