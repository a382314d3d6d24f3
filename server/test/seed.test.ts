import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed.ts';
import { plans, settings, users } from '../src/db/schema/index.ts';
import { resetDatabase } from './database.ts';
import { testApp, testEnv, workerDatabase } from './harness.ts';

const t = testApp();
const env = testEnv({
  SEED_ADMIN_EMAIL: 'boss@seed.test',
  SEED_ADMIN_PASSWORD: 'boss-pass',
  SEED_AGENT_EMAIL: 'Helper@Seed.test',
  SEED_AGENT_PASSWORD: 'helper-pass',
  SEED_USER_EMAIL: 'viewer@seed.test',
  SEED_USER_PASSWORD: 'viewer-pass',
});

async function tableCounts() {
  const { db } = await workerDatabase();
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(plans);
  const [s] = await db.select({ n: count() }).from(settings);
  return { users: u!.n, plans: p!.n, settings: s!.n };
}

describe('seedIfEmpty', () => {
  it('creates the three demo accounts from the env, and each can log in', async () => {
    const { db } = await workerDatabase();
    await expect(seedIfEmpty(db, env)).resolves.toMatchObject({ seeded: true });
    const caller = await t.caller();
    for (const [email, password, role] of [
      ['boss@seed.test', 'boss-pass', 'ADMIN'],
      ['helper@seed.test', 'helper-pass', 'AGENT'],
      ['viewer@seed.test', 'viewer-pass', 'USER'],
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
    await expect(seedIfEmpty(db, env)).resolves.toMatchObject({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });

  it('leaves a database that already has a user alone', async () => {
    const { db } = await workerDatabase();
    await resetDatabase(db);
    await db.insert(users).values({ email: 'someone@seed.test', passwordHash: 'x', firstName: 'Some', lastName: 'One' });
    await expect(seedIfEmpty(db, env)).resolves.toMatchObject({ seeded: false });
    expect(await tableCounts()).toEqual({ users: 1, plans: 0, settings: 0 });
  });
});
