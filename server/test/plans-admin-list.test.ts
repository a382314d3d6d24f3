import { beforeAll, describe, expect, it } from 'vitest';
import { createPlan, createUser, testApp, type TestUser } from './harness.ts';

const t = testApp();
let agent: TestUser;
let admin: TestUser;

beforeAll(async () => {
  agent = await createUser({ role: 'AGENT' });
  admin = await createUser({ role: 'ADMIN' });
  await createPlan({ name: 'Bronze', devices: 1, price: '5.00', channels: 300, durationDays: 30, features: 'Live TV, News' });
  await createPlan({ name: 'Bronze', devices: 2, price: '8.50', channels: 300, durationDays: 30, features: 'Live TV, News' });
  await createPlan({ name: 'Silver', devices: 1, price: '12.00', channels: 4444, durationDays: 90, features: 'Movies, Kids' });
  await createPlan({ name: 'Legacy', devices: 1, price: '3.00', channels: 100, durationDays: 365, status: 'Inactive', features: 'Old 50% deal' });
});

const search = async (term: string) => (await (await t.caller(agent)).plans.listAll({ search: term })).items.map((row) => `${row.name}/${row.devices}`);

describe('plans.listAll', () => {
  it('gives staff every row, Inactive too, with channels, duration and status', async () => {
    const page = await (await t.caller(agent)).plans.listAll({ pageSize: 10 });
    expect(page.total).toBe(4);
    expect(page.items.find((row) => row.name === 'Legacy')).toMatchObject({ status: 'Inactive', channels: 100, duration: 365, price: '3.00' });
  });

  it('pages on the server, ordered by name then devices', async () => {
    const caller = await t.caller(admin);
    const first = await caller.plans.listAll({ page: 1, pageSize: 3 });
    const second = await caller.plans.listAll({ page: 2, pageSize: 3 });
    expect({ total: first.total, pageCount: first.pageCount }).toEqual({ total: 4, pageCount: 2 });
    expect([...first.items, ...second.items].map((row) => `${row.name}/${row.devices}`)).toEqual(['Bronze/1', 'Bronze/2', 'Legacy/1', 'Silver/1']);
  });

  it.each([
    ['name, any case', 'bRoNzE', ['Bronze/1', 'Bronze/2']],
    ['features', 'kids', ['Silver/1']],
    ['price', '8.50', ['Bronze/2']],
    ['status', 'inactive', ['Legacy/1']],
    ['channels', '4444', ['Silver/1']],
    ['duration', '365', ['Legacy/1']],
    ['a LIKE wildcard, literally', '50%', ['Legacy/1']],
    ['nothing that matches', 'zzz', []],
  ])('searches across %s', async (_, term, expected) => {
    expect(await search(term)).toEqual(expected);
  });
});

describe('plans.rows', () => {
  it('gives staff every row and customers the Active ones (the legacy GET /plans feeds both)', async () => {
    expect(await (await t.caller(admin)).plans.rows()).toHaveLength(4);
    expect(await (await t.caller(await createUser())).plans.rows()).toHaveLength(3);
    expect(await (await t.caller()).plans.rows()).toHaveLength(3);
  });

  it('a suspended staff member sees only the Active rows', async () => {
    expect(await (await t.caller(await createUser({ role: 'ADMIN', status: 'Suspend' }))).plans.rows()).toHaveLength(3);
  });
});
