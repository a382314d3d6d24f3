import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './harness.ts';

// A stand-in for client/dist: the server must not depend on a real client build in tests.
const dist = mkdtempSync(join(tmpdir(), 'nimbus-test-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = testApp({ env: { CLIENT_DIST: dist } });

describe('the single-page app', () => {
  it.each(['/', '/admin/plans', '/user/support?x=1', '/payment'])('serves index.html for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each(['/api/no-such-thing', '/trpc', '/assets/missing.js', '/favicon.ico'])('answers 404 JSON, not the page, for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('keeps the REST adapter working beside it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('keeps the page fallback for unknown paths while a known API path refuses other methods with 405', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/user/notifications' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'TRACE', url: '/user/notifications' })).statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'PATCH', url: '/api/plans' });
    expect(refused.statusCode).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD, POST');
  });
});
