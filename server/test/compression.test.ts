import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayment, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor } from './harness.ts';

// A stand-in for client/dist as the build leaves it: each text file with its .br and .gz.
const dist = mkdtempSync(join(tmpdir(), 'nimbus-test-dist-'));
const ASSET = 'console.log("a hashed chunk");'.repeat(50);
const INDEX = '<!doctype html><div id="root"></div>';
function withCompressed(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}
mkdirSync(join(dist, 'assets'));
withCompressed(join(dist, 'index.html'), INDEX);
withCompressed(join(dist, 'assets', 'app-abc123.js'), ASSET);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = testApp({ env: { CLIENT_DIST: dist } });
const br = { 'accept-encoding': 'br, gzip' };

describe('JSON answers', () => {
  beforeAll(async () => {
    // Enough plans for the public list to pass 1 KB.
    for (let i = 0; i < 12; i++) await createPlan({ name: `Compressed plan ${i} with a long enough name` });
  });

  it('compresses a JSON list over 1 KB with brotli for a client that accepts it, to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('weakens the ETag of a compressed answer, and that ETag still answers 304', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/plans' });
    const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: br });
    expect(plain.headers.etag).toMatch(/^"/);
    expect(res.headers.etag).toBe(`W/${plain.headers.etag}`);
    const again = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { ...br, 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('compresses a tRPC answer over 1 KB the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/plans.list', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: br });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: br });
    expect(trpc.rawPayload.length).toBeLessThan(1024);
    expect(trpc.headers['content-encoding']).toBeUndefined();
    expect(trpc.json()).toMatchObject({ error: { json: { data: { code: 'UNAUTHORIZED' } } } });
  });

  it('sends JSON uncompressed to a client that does not ask for compression', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('receipts', () => {
  it('never compresses receipt bytes, however compressible and whatever the client accepts', async () => {
    const owner = await createUser();
    const plan = await createPlan();
    const bytes = fileBytes('pdf', 64 * 1024);
    const payment = await createPayment({ userId: owner.id, planId: plan.id, receipt: bytes, receiptMime: 'application/pdf' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/receipt`,
      headers: { ...br, authorization: `Bearer ${await tokenFor(owner)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('the built client', () => {
  it('serves a hashed asset from its .br file with Content-Encoding, Vary and a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('falls back to gzip, then to the plain file, still saying it varies', async () => {
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ASSET);
  });

  it.each(['/', '/user/support'])('serves index.html for %s compressed and never cached without revalidation', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('answers a range of an asset from the file itself, uncompressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe(ASSET.slice(0, 10));
  });
});
