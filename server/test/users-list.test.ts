import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, workerDatabase, type TestUser } from './harness.ts';

const t = testApp();
let admin: TestUser;
const ids: Record<string, number> = {};

async function person(key: string, values: Partial<typeof users.$inferInsert>, options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  const { db } = await workerDatabase();
  await db.update(users).set(values).where(eq(users.id, user.id));
  ids[key] = user.id;
  return user;
}

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  await person('nora', { firstName: 'Nora', lastName: 'North', country: 'Norway', createdAt: new Date('2026-03-04T10:00:00Z') });
  await person('sam', { firstName: 'Sam', lastName: 'South', country: 'Chile', status: 'Suspend', createdAt: new Date('2026-05-06T10:00:00Z') });
  await person('pat', { firstName: 'Pat', lastName: 'Plan', country: 'Ireland', createdAt: new Date('2026-07-08T10:00:00Z') });
  await person('gone', { firstName: 'Nora', lastName: 'Gone' }, { deleted: true });
  const { db } = await workerDatabase();
  await db.insert(subscriptions).values({ userId: ids.pat!, planId: (await createPlan({ name: 'Platinum' })).id });
});

const names = async (search: string) => (await (await t.caller(admin)).users.list({ search, pageSize: 50 })).items.map((row) => row.name).sort();

describe('users.list', () => {
  it('lists the customers not deleted, newest first, in the table row shape', async () => {
    const page = await (await t.caller(admin)).users.list({});
    expect(page.total).toBe(3);
    expect(page.totalExact).toBe(true);
    expect(page.items.map((row) => row.id)).not.toContain(admin.id);
    expect(page.items.map((row) => row.id)).not.toContain(ids.gone);
    expect(page.items.find((row) => row.id === ids.pat)).toEqual({
      id: ids.pat,
      name: 'Pat Plan',
      email: expect.any(String),
      country: 'Ireland',
      registerDate: new Date('2026-07-08T10:00:00Z'),
      avatar: null,
      status: 'Active',
      plan: 'Platinum',
      role: 'USER',
    });
  });

  it('shows staff accounts behind their own filter', async () => {
    const page = await (await t.caller(admin)).users.list({ kind: 'staff' });
    expect(page.items.map((row) => row.name)).toEqual(['Ada Admin']);
  });

  it('pages on the server (page size 5 by default)', async () => {
    const caller = await t.caller(admin);
    const first = await caller.users.list({ pageSize: 2 });
    const second = await caller.users.list({ page: 2, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, totalExact: true, page: 1, pageSize: 2, pageCount: 2 });
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((row) => row.id)).size).toBe(3);
    expect((await caller.users.list({})).pageSize).toBe(5);
  });

  it.each([
    ['full name, any case', 'nora north', ['Nora North']],
    ['e-mail', '@EXAMPLE.test', ['Nora North', 'Pat Plan', 'Sam South']],
    ['plan', 'platinum', ['Pat Plan']],
    ['status', 'suspend', ['Sam South']],
    ['registered date as the table shows it', '2026-05-06', ['Sam South']],
    ['registered month', '2026-03', ['Nora North']],
    ['country', 'chile', ['Sam South']],
  ])('searches across %s', async (_, term, expected) => {
    expect(await names(term)).toEqual(expected);
  });
});
