import { describe, expect, it } from 'vitest';
import { createUser, testApp } from './harness.ts';

// The e-mail outbox route of the browser stories: there only when E2E_OUTBOX=true.
const normal = testApp();
const e2e = testApp({ env: { E2E_OUTBOX: 'true' } });

async function askForReset(email: string) {
  const res = await e2e.app.inject({ method: 'POST', url: '/trpc/auth.forgotPassword', payload: { json: { email } } });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/dev/outbox', () => {
  it('does not exist on a server started without E2E_OUTBOX', async () => {
    const user = await createUser();
    const res = await normal.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}` });
    expect(res.statusCode).toBe(404);
  });

  it('with E2E_OUTBOX=true lists the e-mails written to one address, newest first, with the reset code', async () => {
    const user = await createUser();
    const other = await createUser();
    await askForReset(user.email);
    await askForReset(other.email);
    await askForReset(user.email);

    const res = await e2e.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(user.email.toUpperCase())}` });
    expect(res.statusCode).toBe(200);
    const mails = res.json<{ id: number; to: string; template: string; text: string }[]>();
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.to === user.email && mail.template === 'password-reset')).toBe(true);
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
    expect(mails[0]!.text).toMatch(/code is \d{4} \d{4} \d{4}\b/);
  });

  it('asks for a valid address', async () => {
    const res = await e2e.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
  });
});
