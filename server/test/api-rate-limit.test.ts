import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientKey } from '../src/lib/client-key.ts';
import { createPlan, testApp } from './harness.ts';

// The flood guard counts every API call of one client address, on the route Fastify matched.
const MAX = 10;
const t = testApp({ env: { RATE_LIMIT_GLOBAL_MAX: String(MAX) } });

const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
const batch = (calls: number, separator = ',') => {
  const path = Array.from({ length: calls }, () => 'plans.list').join(separator);
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}]))));
  return `/trpc/${path}?batch=1&input=${input}`;
};

describe('the API rate limit', () => {
  it('cannot be skipped by percent-encoding the path', async () => {
    await createPlan();
    const client = '10.9.0.1';
    for (let call = 0; call < MAX; call += 1) expect((await get('/api/plans', client)).statusCode).toBe(200);
    const limited = await get('/api/plans', client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
    for (const encoded of ['/%61pi/plans', '/api/%70lans', '/%61%70%69/%70%6c%61%6e%73', '/%74rpc/plans.list', '/trpc/%70lans.list', '/%61pi/nothing-here']) {
      expect((await get(encoded, client)).statusCode, encoded).toBe(429);
    }
    // Pages of the site are not API calls.
    expect((await get('/user/support', client)).statusCode).not.toBe(429);
    // Another client is not held up.
    expect((await get('/%61pi/plans', '10.9.0.2')).statusCode).toBe(200);
  });

  it('counts every call in a tRPC batch', async () => {
    const client = '10.9.0.3';
    const full = await get(batch(MAX), client);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toHaveLength(MAX);
    expect((await get('/api/plans', client)).statusCode).toBe(429);
  });

  it('counts batched calls however the commas are encoded', async () => {
    const client = '10.9.0.4';
    expect((await get(batch(MAX, '%2C'), client)).statusCode).toBe(200);
    expect((await get('/trpc/plans.list', client)).statusCode).toBe(429);
    expect((await get(batch(MAX, '%252C'), '10.9.0.5')).statusCode).toBe(200);
    expect((await get('/trpc/plans.list', '10.9.0.5')).statusCode).toBe(429);
  });

  it('refuses a batch of more than 10 calls with a 400', async () => {
    const res = await get(batch(11), '10.9.0.6');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Batch call exceeds maximum size');
  });

  it('counts IPv6 clients by their /64 network', async () => {
    for (let call = 0; call < MAX; call += 1) expect((await get('/api/plans', `2001:db8:1:2::${call + 1}`)).statusCode).toBe(200);
    expect((await get('/api/plans', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await get('/api/plans', '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('the API rate limit beside the built client', () => {
  const dist = mkdtempSync(join(tmpdir(), 'nimbus-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Nimbus TV</title>');
  const withSpa = testApp({ env: { RATE_LIMIT_GLOBAL_MAX: '2', CLIENT_DIST: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('counts an encoded API path that the static files would catch, but not the pages', async () => {
    const hit = (url: string) => withSpa.app.inject({ method: 'GET', url, remoteAddress: '10.9.2.1' });
    expect((await hit('/api/plans')).statusCode).toBe(200);
    expect((await hit('/%61pi/nothing-here')).statusCode).not.toBe(429);
    expect((await hit('/%61pi/nothing-here')).statusCode).toBe(429);
    expect((await hit('/user/support')).statusCode).toBe(200);
  });
});

describe('clientKey', () => {
  it('keeps IPv4, maps IPv4-in-IPv6 back, and cuts IPv6 to /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('registration', () => {
  const limited = testApp({ env: { RATE_LIMIT_REGISTER_MAX: '5' } });
  let sequence = 0;
  const register = (remoteAddress: string) => {
    sequence += 1;
    return limited.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        firstName: 'Rate',
        lastName: 'Limited',
        email: `register-limit-${sequence}@example.test`,
        password: 'register-secret-1',
        confirmPassword: 'register-secret-1',
        streetAddress: '1 Main Street',
        city: 'Springfield',
        state: 'Oregon',
        country: 'United States',
        deviceType: 'Smart TV',
      },
    });
  };

  it('allows 5 accounts an hour from one address, then answers 429 with a clear message', async () => {
    for (let account = 0; account < 5; account += 1) expect((await register('10.9.1.1')).statusCode).toBe(201);
    const refused = await register('10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^Too many accounts were registered from your address\. Try again in \d+ minutes\.$/),
    });
    expect((await register('10.9.1.2')).statusCode).toBe(201);
  });
});
