import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedAccounts, seedDemo } from '../src/db/seed.ts';
import { plans, settings, users } from '../src/db/schema/index.ts';
import { resetDatabase } from './database.ts';
import { testApp, testEnv, workerDatabase } from './harness.ts';

const t = testApp();
const env = testEnv({
  SEED_DEMO: 'true',
  SEED_ADMIN_EMAIL: 'boss@seed.test',
  SEED_ADMIN_PASSWORD: 'boss-plum-harbour',
  SEED_AGENT_EMAIL: 'Helper@Seed.test',
  SEED_AGENT_PASSWORD: 'helper-plum-harbour',
  SEED_USER_EMAIL: 'viewer@seed.test',
  SEED_USER_PASSWORD: 'viewer-plum-harbour',
});

async function tableCounts() {
  const { db } = await workerDatabase();
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(plans);
  const [s] = await db.select({ n: count() }).from(settings);
  return { users: u!.n, plans: p!.n, settings: s!.n };
}

describe('seedDemo (SEED_DEMO=true, for test rigs and npm run demo)', () => {
  it('creates the three accounts from the SEED_* variables, and each can log in', async () => {
    const { db } = await workerDatabase();
    await expect(seedDemo(db, seedAccounts(env))).resolves.toEqual({ seeded: true });
    const caller = await t.caller();
    for (const [email, password, role] of [
      ['boss@seed.test', 'boss-plum-harbour', 'ADMIN'],
      ['helper@seed.test', 'helper-plum-harbour', 'AGENT'],
      ['viewer@seed.test', 'viewer-plum-harbour', 'USER'],
    ] as const) {
      await expect(caller.auth.login({ email, password })).resolves.toMatchObject({ user: { email, role } });
    }
    expect((await tableCounts()).users).toBe(3);
  });

  it('creates at least 3 active plans, each offered for 1 to 4 devices', async () => {
    const list = await (await t.caller()).plans.list();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const plan of list) {
      expect(plan.options.map((option) => option.devices)).toEqual([1, 2, 3, 4]);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('creates one Inactive plan that the public list hides', async () => {
    const { db } = await workerDatabase();
    const inactive = await db.select({ name: plans.name }).from(plans).where(eq(plans.status, 'Inactive'));
    expect(inactive).toHaveLength(1);
    const names = (await (await t.caller()).plans.list()).map((plan) => plan.name);
    expect(names).not.toContain(inactive[0]!.name);
  });

  it('stores the payment and support settings', async () => {
    expect((await tableCounts()).settings).toBeGreaterThan(0);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await tableCounts();
    const { db } = await workerDatabase();
    await expect(seedDemo(db, seedAccounts(env))).resolves.toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });

  it('leaves a database that already has a user alone', async () => {
    const { db } = await workerDatabase();
    await resetDatabase(db);
    await db.insert(users).values({ email: 'someone@seed.test', passwordHash: 'x', firstName: 'Some', lastName: 'One' });
    await expect(seedDemo(db, seedAccounts(env))).resolves.toEqual({ seeded: false });
    expect(await tableCounts()).toEqual({ users: 1, plans: 0, settings: 0 });
  });

  it('seeds no account at all without SEED_* variables: they have no defaults', async () => {
    expect(seedAccounts(testEnv({ SEED_DEMO: 'true' }))).toEqual([]);
  });
});
