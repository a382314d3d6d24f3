import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createPayment } from './factories/commerce.ts';
import { createPlan, createUser, testApp, testEnv, tokenFor } from './harness.ts';

// A stand-in for client/dist, so the page's headers are checked as the browser receives them.
const dist = mkdtempSync(join(tmpdir(), 'nimbus-test-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function csp(res: LightMyRequestResponse): Map<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
  );
}

describe('on http (the default PUBLIC_URL)', () => {
  const t = testApp({ env: { CLIENT_DIST: dist } });

  it.each(['/', '/admin/payments', '/assets/app-abc123.js', '/api/health', '/trpc/plans.list'])(
    '%s carries a CSP with no inline script, no eval and no framing',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const policy = csp(res);
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('script-src')).toBe("'self'");
      expect(policy.get('script-src-attr')).toBe("'none'");
      expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(policy.get('img-src')).toBe("'self' data: blob:");
      expect(policy.get('connect-src')).toBe("'self'");
      expect(policy.get('worker-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'self'");
      expect(policy.get('form-action')).toBe("'self'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
      // Over http, upgrading every request would break the site.
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
    },
  );

  it.each(['/', '/api/health'])('%s forbids framing, referrers, sniffing and unused browser features', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const permissions = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  });

  it('sends no HSTS over http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the receipt in its own sandboxed, script-free policy', async () => {
    const owner = await createUser();
    const plan = await createPlan();
    const payment = await createPayment({ userId: owner.id, planId: plan.id });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/receipt`,
      headers: { authorization: `Bearer ${await tokenFor(owner)}` },
    });
    expect(res.statusCode).toBe(200);
    const policy = csp(res);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.has('script-src')).toBe(false);
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('on https', () => {
  const t = testApp({ env: { CLIENT_DIST: dist, PUBLIC_URL: 'https://shop.example.com' } });

  it.each(['/', '/api/health'])('%s asks browsers to use https only (HSTS) and upgrades requests', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('Cache-Control on API answers', () => {
  const t = testApp({ env: { CLIENT_DIST: dist } });

  it.each([
    ['GET', '/api/users'],
    ['GET', '/%61pi/users'],
    ['GET', '/trpc/users.me'],
    ['GET', '/trpc/plans.list'],
    ['GET', '/api/plans'],
    ['GET', '/api/no-such-route'],
  ])('%s %s with a bearer token is no-store', async (method, url) => {
    const admin = await createUser({ role: 'ADMIN' });
    const res = await t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a request carrying a cookie is no-store, even for the catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/plans.list', headers: { cookie: 'nimbus_session=anything' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the login answer (a token in the body) is no-store', async () => {
    const user = await createUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an anonymous error answer is no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/users.me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/plans', '/trpc/plans.list', '/trpc/plans.list,settings.public?batch=1&input={}'])(
    'the anonymous catalogue read %s stays cacheable',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
      expect(String(res.headers.vary)).toMatch(/Authorization, Cookie/);
    },
  );

  it('the SPA keeps its own caching (revalidated page, immutable assets)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'a=b' } })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control']).toContain('immutable');
  });
});

describe('CORS without CORS_ORIGINS', () => {
  const t = testApp({ env: { CLIENT_DIST: dist } });

  it.each([
    ['GET', '/api/plans'],
    ['GET', '/trpc/plans.list'],
    ['OPTIONS', '/api/login'],
    ['OPTIONS', '/trpc/auth.login'],
    ['GET', '/'],
  ])('%s %s from another origin gets no Access-Control-Allow-Origin', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'OPTIONS',
      url,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('CORS with CORS_ORIGINS', () => {
  const admin = 'https://admin.example.com';
  const t = testApp({ env: { CLIENT_DIST: dist, CORS_ORIGINS: `${admin}, https://other.example.com` } });

  it.each(['/api/plans', '/trpc/plans.list'])('lets a configured origin read %s with credentials', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { origin: admin } });
    expect(res.headers['access-control-allow-origin']).toBe(admin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('answers a configured origin’s preflight, allowing the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/trpc/auth.login',
      headers: { origin: admin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrf-token' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(admin);
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-csrf-token');
  });

  it.each([
    ['https://evil.example', '/api/plans'],
    [`${admin}.evil.example`, '/api/plans'],
    ['http://admin.example.com', '/trpc/plans.list'],
    [admin, '/'],
  ])('gives %s nothing on %s', async (origin, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS', () => {
  it.each(['https://admin.example.com/', 'https://admin.example.com/path', 'admin.example.com', '*'])('refuses %s: not an exact origin', (value) => {
    expect(() => testEnv({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS must be exact origins/);
  });

  it('reads a comma-separated list, unset meaning none', () => {
    expect(testEnv({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(testEnv().CORS_ORIGINS).toEqual([]);
  });
});
