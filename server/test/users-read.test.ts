import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plans, subscriptions, users } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, workerDatabase, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

const t = testApp();
let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  customer = await createUser({ firstName: 'Cora', lastName: 'Customer' });
  other = await createUser();
  const plan = await createPlan({ name: 'Gold' });
  const { db } = await workerDatabase();
  await db.insert(subscriptions).values({ userId: customer.id, planId: plan.id, status: 'Active' });
  await db.update(users).set({ city: 'Cork', phoneNumber: '555 0100', deviceType: 'Smart TV' }).where(eq(users.id, customer.id));
});

describe('users.me', () => {
  it("gives the caller's profile with the plan of their subscription", async () => {
    const me = await (await t.caller(customer)).users.me();
    expect(me).toMatchObject({
      id: customer.id,
      name: 'Cora Customer',
      firstName: 'Cora',
      lastName: 'Customer',
      email: customer.email,
      country: 'United States',
      status: 'Active',
      plan: 'Gold',
      role: 'USER',
      avatar: null,
      city: 'Cork',
      phoneNumber: '555 0100',
      deviceType: 'Smart TV',
    });
    expect(me.registerDate).toBeInstanceOf(Date);
    expect(me).not.toHaveProperty('passwordHash');
    expect(me).not.toHaveProperty('tokenVersion');
  });

  it('gives plan null to a user without a subscription', async () => {
    expect(await (await t.caller(other)).users.me()).toMatchObject({ id: other.id, plan: null });
  });

  it("ignores a deleted subscription's plan", async () => {
    const user = await createUser();
    const { db } = await workerDatabase();
    const [plan] = await db.select({ id: plans.id }).from(plans).limit(1);
    await db.insert(subscriptions).values({ userId: user.id, planId: plan!.id, deletedAt: new Date() });
    expect(await (await t.caller(user)).users.me()).toMatchObject({ plan: null });
  });
});

describe('users.byId', () => {
  it('a customer reads themself', async () => {
    await expect((await t.caller(customer)).users.byId({ id: customer.id })).resolves.toMatchObject({ id: customer.id });
  });

  it('a customer gets NOT_FOUND for another customer, as for an id that does not exist', async () => {
    const caller = await t.caller(other);
    expect(await refusal(caller.users.byId({ id: customer.id }))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    expect(await refusal(caller.users.byId({ id: 999_999 }))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  });

  it('staff read any user', async () => {
    for (const role of ['AGENT', 'ADMIN'] as const) {
      const staff = await createUser({ role });
      await expect((await t.caller(staff)).users.byId({ id: customer.id })).resolves.toMatchObject({ id: customer.id, plan: 'Gold' });
    }
  });

  it('a deleted user is not found, even by staff', async () => {
    const gone = await createUser({ deleted: true });
    expect(await refusal((await t.caller(await createUser({ role: 'ADMIN' }))).users.byId({ id: gone.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
