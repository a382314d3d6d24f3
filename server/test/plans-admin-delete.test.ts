import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, plans, subscriptions } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, workerDatabase, type TestUser } from './harness.ts';
import { auditOf, refusal } from './refusal.ts';

const t = testApp();
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  customer = await createUser();
});

const inUse = { code: 'CONFLICT', message: 'This plan has payments or subscriptions; set it Inactive instead of deleting it' };

async function planExists(id: number) {
  const { db } = await workerDatabase();
  return (await db.select({ id: plans.id }).from(plans).where(eq(plans.id, id))).length === 1;
}

describe('plans.delete', () => {
  it('admin deletes an unused plan; the audit row keeps what it was', async () => {
    const plan = await createPlan({ name: 'Short-lived' });
    await expect((await t.caller(admin)).plans.delete({ id: plan.id })).resolves.toEqual({ id: plan.id });
    expect(await planExists(plan.id)).toBe(false);
    expect(await auditOf('plan', plan.id)).toEqual([
      { actorId: admin.id, action: 'plan.delete', before: expect.objectContaining({ id: plan.id, name: 'Short-lived' }), after: null },
    ]);
  });

  it('refuses a plan a payment refers to', async () => {
    const plan = await createPlan();
    const { db } = await workerDatabase();
    await db.insert(payments).values({
      userId: customer.id,
      planId: plan.id,
      payerName: 'Test User',
      amount: '9.99',
      method: 'crypto',
      receipt: Buffer.from('%PDF-1.4'),
      receiptMime: 'application/pdf',
      receiptSize: 8,
    });
    expect(await refusal((await t.caller(admin)).plans.delete({ id: plan.id }))).toEqual(inUse);
    expect(await planExists(plan.id)).toBe(true);
    expect(await auditOf('plan', plan.id)).toEqual([]);
  });

  it('refuses a plan a subscription refers to, even a deleted subscription', async () => {
    const plan = await createPlan();
    const { db } = await workerDatabase();
    await db.insert(subscriptions).values({ userId: (await createUser()).id, planId: plan.id, deletedAt: new Date() });
    expect(await refusal((await t.caller(admin)).plans.delete({ id: plan.id }))).toEqual(inUse);
    expect(await planExists(plan.id)).toBe(true);
  });

  it('answers NOT_FOUND for an unknown plan', async () => {
    expect(await refusal((await t.caller(admin)).plans.delete({ id: 987_654 }))).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
  });

  it.each([0, -1, 1.5, 2 ** 31])('refuses id %s as invalid input', async (id) => {
    expect(await refusal((await t.caller(admin)).plans.delete({ id }))).toEqual({ code: 'BAD_REQUEST', message: 'Invalid id' });
  });
});
