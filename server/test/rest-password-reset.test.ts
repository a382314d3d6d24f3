import { describe, expect, it } from 'vitest';
import { createUser, testApp } from './harness.ts';
import { latestResetCode } from './outbox.ts';

const t = testApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const update = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/forgotPassword/updatePassword', payload: payload as object });

describe('GET /api/forgotPassword/:email', () => {
  it('answers a bare JSON true for a known e-mail and false for an unknown one', async () => {
    const user = await createUser();
    const known = await get(`/api/forgotPassword/${encodeURIComponent(user.email)}`);
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toMatch(/application\/json/);
    expect(known.body).toBe('true');
    expect((await get('/api/forgotPassword/nobody%40example.test')).body).toBe('false');
  });

  it('answers 400 with the message for an invalid e-mail', async () => {
    const res = await get('/api/forgotPassword/not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Enter a valid email address' });
  });
});

describe('GET /api/forgotPassword/resetCode/:code', () => {
  it('answers true for a live code (found without an e-mail, as the legacy call sends none)', async () => {
    const user = await createUser();
    await get(`/api/forgotPassword/${user.email}`);
    const res = await get(`/api/forgotPassword/resetCode/${await latestResetCode(user.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('true');
  });

  it('answers false for a wrong code, with or without ?email=', async () => {
    const user = await createUser();
    await get(`/api/forgotPassword/${user.email}`);
    const code = await latestResetCode(user.email);
    const wrong = `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
    expect((await get(`/api/forgotPassword/resetCode/${wrong}`)).body).toBe('false');
    expect((await get(`/api/forgotPassword/resetCode/${wrong}?email=${encodeURIComponent(user.email)}`)).body).toBe('false');
  });

  it('answers 400 for a code that is not 12 digits', async () => {
    for (const code of ['12x', '123456']) {
      const res = await get(`/api/forgotPassword/resetCode/${code}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Enter the 12-digit code from the e-mail' });
    }
  });

  it('takes the code as the e-mail groups it, with spaces or dashes', async () => {
    const user = await createUser();
    await get(`/api/forgotPassword/${user.email}`);
    const code = await latestResetCode(user.email);
    const dashed = code.replace(/(\d{4})(?=\d)/g, '$1-');
    expect((await get(`/api/forgotPassword/resetCode/${dashed}`)).body).toBe('true');
    const spaced = code.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect((await update({ resetCode: spaced, password: 'legacy-new-2' })).body).toBe('true');
  });
});

describe('PUT /api/forgotPassword/updatePassword', () => {
  it('sets the password with the verified code; the legacy body has no confirmation', async () => {
    const user = await createUser();
    await get(`/api/forgotPassword/${user.email}`);
    const resetCode = await latestResetCode(user.email);
    await get(`/api/forgotPassword/resetCode/${resetCode}`);
    const res = await update({ resetCode, password: 'legacy-new-harbour-1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('true');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'legacy-new-harbour-1' } });
    expect(login.statusCode).toBe(200);
  });

  it('answers 400 "Reset code not found" for an unverified or unknown code', async () => {
    const user = await createUser();
    await get(`/api/forgotPassword/${user.email}`);
    const res = await update({ resetCode: await latestResetCode(user.email), password: 'legacy-new-harbour-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: 'Bad Request', message: 'Reset code not found' });
  });

  it('answers 400 with the message for a missing code, a short password or no body', async () => {
    expect((await update({ password: 'legacy-new-harbour-1' })).json()).toMatchObject({ status: 400, message: 'Reset code missing! Please try again.' });
    expect((await update({ resetCode: '123456789012', password: 'abc' })).json()).toMatchObject({
      status: 400,
      message: 'Password must be at least 10 characters.',
    });
    expect((await t.app.inject({ method: 'PUT', url: '/api/forgotPassword/updatePassword' })).statusCode).toBe(400);
  });
});
