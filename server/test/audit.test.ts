import { beforeAll, describe, expect, it } from 'vitest';
import { auditRow } from './factories/operations.ts';
import { createUser, testApp, type TestUser } from './harness.ts';

const t = testApp();
let admin: TestUser;
let agent: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  agent = await createUser({ role: 'AGENT', firstName: 'Al', lastName: 'Agent' });
  const row = (actorId: number | null, action: string, entityId: string | null, minute: number, after: unknown = null) =>
    auditRow({ actorId, action, entity: action.split('.')[0]!, entityId, after, createdAt: new Date(Date.UTC(2026, 2, 1, 10, minute)) });
  await row(admin.id, 'plan.create', '1', 1, { name: 'Gold' });
  await row(agent.id, 'payment.verify', '7', 2, { status: 'Completed' });
  await row(agent.id, 'payment.reject', '8', 3, { reason: 'Blurry receipt' });
  await row(admin.id, 'settings.update', null, 4, { btcAddress: 'bc1qexample' });
  await row(null, 'subscription.expire', '3', 5);
});

describe('audit.list', () => {
  it('lists every row newest first, with the actor as name and role', async () => {
    const page = await (await t.caller(admin)).audit.list({ pageSize: 10 });
    expect(page.total).toBe(5);
    expect(page.items.map((row) => row.action)).toEqual(['subscription.expire', 'settings.update', 'payment.reject', 'payment.verify', 'plan.create']);
    expect(page.items[0]!.actor).toBeNull();
    expect(page.items[2]).toEqual({
      id: expect.any(Number),
      actor: { id: agent.id, name: 'Al Agent', role: 'AGENT' },
      action: 'payment.reject',
      entity: 'payment',
      entityId: '8',
      before: null,
      after: { reason: 'Blurry receipt' },
      createdAt: new Date('2026-03-01T10:03:00Z'),
      refs: { users: {}, plans: {} },
    });
  });

  it('filters by actor, entity and action, together', async () => {
    const caller = await t.caller(admin);
    const actions = async (input: Parameters<typeof caller.audit.list>[0]) => (await caller.audit.list(input)).items.map((row) => row.action);
    expect(await actions({ actorId: agent.id })).toEqual(['payment.reject', 'payment.verify']);
    expect(await actions({ entity: 'payment' })).toEqual(['payment.reject', 'payment.verify']);
    expect(await actions({ action: 'plan.create' })).toEqual(['plan.create']);
    expect(await actions({ actorId: admin.id, entity: 'payment' })).toEqual([]);
  });

  it('searches actions, actor names and the changed values', async () => {
    const caller = await t.caller(admin);
    const actions = async (search: string) => (await caller.audit.list({ search })).items.map((row) => row.action);
    expect(await actions('blurry')).toEqual(['payment.reject']);
    expect(await actions('al agent')).toEqual(['payment.reject', 'payment.verify']);
    expect(await actions('EXPIRE')).toEqual(['subscription.expire']);
    expect(await actions('payment')).toEqual(['payment.reject', 'payment.verify']);
    expect(await actions('bc1qexample')).toEqual(['settings.update']);
  });

  it('matches the changed values, not the names of their fields', async () => {
    const caller = await t.caller(admin);
    expect((await caller.audit.list({ search: 'btcAddress' })).items).toEqual([]);
    expect((await caller.audit.list({ search: 'reason' })).items).toEqual([]);
  });

  it('pages with the total', async () => {
    const page = await (await t.caller(admin)).audit.list({ page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect(page.items.map((row) => row.action)).toEqual(['payment.reject', 'payment.verify']);
  });

  it('refuses an agent', async () => {
    await expect((await t.caller(agent)).audit.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
