import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS } from '@nimbus/shared/coupons';
import { coupons, payments } from '../src/db/schema/index.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { actorOf, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp } from './harness.ts';

// Customers racing for a coupon's last use. Only real Postgres runs the submits side by side
// (PGlite has one connection), so only there does this prove anything.
const t = testApp();
const N = 50;
// One after the other: the harness numbers its e-mail addresses across awaits.
async function customersOf(n: number) {
  const users = [];
  for (let i = 0; i < n; i += 1) users.push(await createUser());
  return users;
}
const receipt = { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' };

describe.skipIf(!process.env.TEST_DATABASE_URL)('coupon redemptions on Postgres', () => {
  it(`${N} customers racing for the last use: exactly one redeems it, the others are told it is used up`, async () => {
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const plan = await createPlan({ price: '20.00' });
    const coupon = await admin.coupons.create({ code: `LAST-${randomBytes(4).toString('hex')}`, kind: 'percent', value: '50', maxUses: 3 });
    // Two uses already taken: one is left.
    for (let i = 0; i < 2; i += 1)
      await submitPayment(t.deps, actorOf(await createUser()), { planId: plan.id, method: 'crypto', receipt, couponCode: coupon.code });

    const customers = await customersOf(N);
    const results = await Promise.allSettled(
      customers.map((user) => submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'crypto', receipt, couponCode: coupon.code })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as Error).message)).toEqual(Array(N - 1).fill(COUPON_REFUSALS.usedUp));

    const [row] = await t.deps.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.uses).toBe(3);
    expect(await t.deps.db.select({ id: payments.id }).from(payments).where(eq(payments.couponId, coupon.id))).toHaveLength(3);
  });

  it(`${N} customers racing for an unlimited coupon: every one redeems it, each use counted once`, async () => {
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const plan = await createPlan({ price: '20.00' });
    const coupon = await admin.coupons.create({ code: `MANY-${randomBytes(4).toString('hex')}`, kind: 'fixed', value: '5' });
    const customers = await customersOf(N);
    const results = await Promise.allSettled(
      customers.map((user) => submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'crypto', receipt, couponCode: coupon.code })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(N);
    const [row] = await t.deps.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.uses).toBe(N);
  });

  it('a rejection and a new redemption of the last use at once: the count stays within max uses', async () => {
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const plan = await createPlan();
    const coupon = await admin.coupons.create({ code: `SWAP-${randomBytes(4).toString('hex')}`, kind: 'percent', value: '10', maxUses: 1 });
    const first = await submitPayment(t.deps, actorOf(await createUser()), { planId: plan.id, method: 'crypto', receipt, couponCode: coupon.code });
    const customers = await customersOf(10);
    const [rejected, ...submits] = await Promise.allSettled([
      admin.payments.reject({ id: first.payment.id }),
      ...customers.map((user) => submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'crypto', receipt, couponCode: coupon.code })),
    ]);
    expect(rejected?.status).toBe('fulfilled');
    const won = submits.filter((r) => r.status === 'fulfilled').length;
    expect(won).toBeLessThanOrEqual(1);
    const [row] = await t.deps.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.uses).toBe(won);
  });
});
