import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, tokenFor, workerDatabase } from './harness.ts';

const t = testApp();
const auth = {} as Record<'admin' | 'agent' | 'user', { authorization: string }>;
const LEGACY_FIELDS = ['channels', 'devices', 'duration', 'features', 'id', 'name', 'price', 'status'];

beforeAll(async () => {
  for (const role of ['ADMIN', 'AGENT', 'USER'] as const) {
    auth[role.toLowerCase() as keyof typeof auth] = { authorization: `Bearer ${await tokenFor(await createUser({ role }))}` };
  }
});

const body = { name: 'Rest Plan', features: 'Live TV, Movies', devices: 2, price: 19.5, status: 'Active', channels: 1200, duration: 30 };

describe('GET /api/plans', () => {
  it('gives staff every row and everyone else the Active rows', async () => {
    await createPlan({ name: 'Shown' });
    await createPlan({ name: 'Hidden', status: 'Inactive' });
    const names = async (headers?: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/plans', ...(headers ? { headers } : {}) })).json<{ name: string }[]>().map((row) => row.name);
    expect(await names(auth.agent)).toEqual(expect.arrayContaining(['Shown', 'Hidden']));
    expect(await names(auth.user)).not.toContain('Hidden');
    expect(await names()).not.toContain('Hidden');
  });
});

describe('POST /api/plans', () => {
  it('admin adds a plan: 201 with the legacy row, price a JSON number', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/plans', headers: auth.admin, payload: body });
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(Object.keys(row).sort()).toEqual(LEGACY_FIELDS);
    expect(row).toEqual({ ...body, id: expect.any(Number) });
  });

  it('answers 401 without a token and 403 for an agent or a customer', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/plans', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/plans', headers: auth.agent, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/plans', headers: auth.user, payload: body })).statusCode).toBe(403);
  });

  it('answers 400 with the form message, and 400 for a missing or non-object body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/plans', headers: auth.admin, payload: { ...body, price: '1.234' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: 'Bad Request', message: 'Enter a valid price (e.g., 19.99)' });
    expect((await t.app.inject({ method: 'POST', url: '/api/plans', headers: auth.admin })).statusCode).toBe(400);
    const headers = { ...auth.admin, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url: '/api/plans', headers, payload: '[1,2]' })).statusCode).toBe(400);
  });

  it('answers 409 for a duplicate name and device count', async () => {
    const payload = { ...body, name: 'Dup Rest' };
    expect((await t.app.inject({ method: 'POST', url: '/api/plans', headers: auth.admin, payload })).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'POST', url: '/api/plans', headers: auth.admin, payload });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'A plan with this name and device count already exists' });
  });
});

describe('PUT /api/plans/:id', () => {
  it('admin edits a plan; the path names it', async () => {
    const plan = await createPlan();
    const res = await t.app.inject({ method: 'PUT', url: `/api/plans/${plan.id}`, headers: auth.admin, payload: { ...body, name: 'Edited', id: 999 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body, name: 'Edited', id: plan.id });
  });

  it.each(['abc', '1.5', '0', '0x10', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/plans/${id}`, headers: auth.admin, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid id' });
  });

  it('answers 404 for an unknown plan', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/plans/987654', headers: auth.admin, payload: body })).statusCode).toBe(404);
  });
});

describe('DELETE /api/plans/:id', () => {
  it('admin deletes an unused plan', async () => {
    const plan = await createPlan();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/plans/${plan.id}`, headers: auth.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: plan.id, message: 'Plan deleted successfully' });
  });

  it('answers 409 with a clear message, never 500, for a plan with payments', async () => {
    const plan = await createPlan();
    const { db } = await workerDatabase();
    await db.insert(payments).values({
      userId: (await createUser()).id,
      planId: plan.id,
      payerName: 'P',
      amount: '9.99',
      method: 'bank',
      receipt: Buffer.from('x'),
      receiptMime: 'image/png',
      receiptSize: 1,
    });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/plans/${plan.id}`, headers: auth.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This plan has payments or subscriptions; set it Inactive instead of deleting it' });
  });

  it('answers 403 for an agent and 400 for a non-numeric id', async () => {
    const plan = await createPlan();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/plans/${plan.id}`, headers: auth.agent })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/plans/abc', headers: auth.admin })).statusCode).toBe(400);
  });
});
