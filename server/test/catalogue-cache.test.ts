import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, tokenFor, workerDatabase } from './harness.ts';
import { secondInstance, eventually } from './second-instance.ts';

const t = testApp();

const names = async () => (await (await t.caller()).plans.list()).map((plan) => plan.name);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the public catalogue cache', () => {
  it('answers the same cached value until a plan is written, and the write shows on the next read', async () => {
    const anonymous = await t.caller();
    const first = await anonymous.plans.list();
    expect(await anonymous.plans.list()).toBe(first);
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const form = { name: 'Cached Gold', features: 'Live TV', devices: 1, price: '14.99', status: 'Active' as const, channels: 900, duration: 30 };
    const row = await admin.plans.create(form);
    expect(await names()).toContain('Cached Gold');
    await admin.plans.update({ ...form, id: row.id, name: 'Cached Platinum' });
    expect(await names()).toEqual(expect.arrayContaining(['Cached Platinum']));
    expect(await names()).not.toContain('Cached Gold');
    await admin.plans.delete({ id: row.id });
    expect(await names()).not.toContain('Cached Platinum');
  });

  it('public settings show a saved change on the next read', async () => {
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const before = await (await t.caller()).settings.public();
    expect(await (await t.caller()).settings.public()).toBe(before);
    const current = await admin.settings.get();
    await admin.settings.update({ ...current, supportEmail: current.supportEmail || 'help@shop.example', brandName: 'Cache TV' });
    expect((await (await t.caller()).settings.public()).brandName).toBe('Cache TV');
    await admin.settings.update({ ...current, supportEmail: current.supportEmail || 'help@shop.example' });
  });

  it('hears a write made outside the app (another process, psql) through the database', async () => {
    await names();
    const plan = await createPlan({ name: 'Written Elsewhere' });
    await eventually(async () => expect(await names()).toContain('Written Elsewhere'));
    const { db } = await workerDatabase();
    await db.update(plans).set({ status: 'Inactive' }).where(eq(plans.id, plan.id));
    await eventually(async () => expect(await names()).not.toContain('Written Elsewhere'));
  });

  it("a second instance's write reaches this instance's cache through NOTIFY", async () => {
    const other = await secondInstance();
    try {
      await names();
      const admin = await createUser({ role: 'ADMIN' });
      const form = { name: 'From Instance B', features: 'Live TV', devices: 1, price: '9.99', status: 'Active' as const, channels: 100, duration: 30 };
      const created = await other.app.inject({
        method: 'POST',
        url: '/api/plans',
        headers: { authorization: `Bearer ${await tokenFor(admin)}` },
        payload: { ...form, price: 9.99 },
      });
      expect(created.statusCode).toBe(201);
      // Well inside the cache's five-minute backstop: only the notification can have emptied it.
      await eventually(async () => expect(await names()).toContain('From Instance B'), 2_000);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/plans for caches and CDNs', () => {
  it('answers anonymous readers with a strong ETag, public Cache-Control, and 304 when the ETag matches', async () => {
    const res = await get('/api/plans');
    expect(res.statusCode).toBe(200);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(res.headers.vary).toMatch(/Authorization/);
    const again = await get('/api/plans', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/api/plans', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('changes the ETag when a plan changes', async () => {
    const before = (await get('/api/plans')).headers.etag as string;
    await createPlan({ name: 'New Etag' });
    await eventually(async () => {
      const after = await get('/api/plans', { 'if-none-match': before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
    });
  });

  it('a signed-in answer is never stored by a shared cache', async () => {
    const res = await get('/api/plans', { authorization: `Bearer ${await tokenFor(await createUser({ role: 'AGENT' }))}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("tRPC plans.list and settings.public may be stored but are asked for again: the shop's own pages show a new price at once", async () => {
    for (const url of ['/trpc/plans.list', '/trpc/settings.public']) {
      expect((await get(url)).headers['cache-control']).toBe('public, no-cache');
    }
  });
});
