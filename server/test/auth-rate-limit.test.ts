import { describe, expect, it } from 'vitest';
import { createUser, testApp } from './harness.ts';

const LIMIT = 3;
const t = testApp({ env: { RATE_LIMIT_AUTH_MAX: String(LIMIT) } });

describe('login rate limit', () => {
  it('answers TOO_MANY_REQUESTS after the limit, even with the right password', async () => {
    const user = await createUser();
    const caller = await t.caller(null, { ip: '10.0.0.1' });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await expect(caller.auth.login({ email: user.email, password: 'wrong-password' })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(caller.auth.login({ email: user.email, password: user.password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
    });
  });

  it('counts each client address on its own', async () => {
    const user = await createUser();
    const other = await t.caller(null, { ip: '10.0.0.2' });
    await expect(other.auth.login({ email: user.email, password: user.password })).resolves.toMatchObject({
      user: { id: user.id },
    });
  });

  it('answers 429 over REST with a clear message', async () => {
    const user = await createUser();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.3',
        payload: { email: user.email, password: 'wrong-password' },
      });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringContaining('Too many attempts') });
  });
});

describe('rate limit behind no proxy', () => {
  it('a client cannot dodge the limit by sending X-Forwarded-For', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.4',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: user.email, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });
});

describe('rate limit behind a trusted proxy', () => {
  const proxied = testApp({ env: { RATE_LIMIT_AUTH_MAX: String(LIMIT), TRUST_PROXY: '10.0.0.5' } });

  it('counts each forwarded client on its own', async () => {
    const user = await createUser();
    const login = (client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': client },
        payload: { email: user.email, password: 'wrong-password' },
      });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect((await login('198.51.100.1')).statusCode).toBe(401);
    expect((await login('198.51.100.1')).statusCode).toBe(429);
    expect((await login('198.51.100.2')).statusCode).toBe(401);
  });
});
