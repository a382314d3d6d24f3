import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS, couponMessages, type CouponInput } from '@nimbus/shared/coupons';
import { auditLog, coupons, invoices, payments } from '../src/db/schema/index.ts';
import { submitPayment, type SubmitPaymentInput } from '../src/services/payment-submit.ts';
import { actorOf, countRows, createPayment, fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// Coupons (issue 15, ADR 037): the admin's CRUD, the customer's quote, and the redemption with the
// payment, on PGlite and on Postgres. The race for the last use is in coupons-race.test.ts.
const t = testApp();
const DAY = 24 * 60 * 60 * 1000;
const receipt = { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' };
const newCode = (prefix = 'C') => `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;

async function createCoupon(input: Partial<CouponInput> = {}) {
  const admin = await createUser({ role: 'ADMIN' });
  return (await t.caller(admin)).coupons.create({ code: newCode(), kind: 'percent', value: '10', ...input });
}

const submit = (user: TestUser, input: Partial<SubmitPaymentInput> & { planId: number }) =>
  submitPayment(t.deps, actorOf(user), { method: 'crypto', receipt, ...input });

const usesOf = async (id: number) => (await t.deps.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id)))[0]!.uses;

async function paymentRow(id: number) {
  const [row] = await t.deps.db
    .select({ amount: payments.amount, discount: payments.discount, couponId: payments.couponId, receiptMime: payments.receiptMime })
    .from(payments)
    .where(eq(payments.id, id));
  return row!;
}

describe('coupons in the admin area', () => {
  it('an admin creates, finds, updates and deletes a coupon, each change audited', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const caller = await t.caller(admin);
    const plan = await createPlan();
    const code = newCode('SPRING');
    const created = await caller.coupons.create({
      code: code.toLowerCase(),
      kind: 'fixed',
      value: '5',
      maxUses: 10,
      planIds: [plan.id],
      oncePerCustomer: true,
    });
    expect(created).toMatchObject({ code, kind: 'fixed', amount: '5.00', percent: null, maxUses: 10, uses: 0, planIds: [plan.id], oncePerCustomer: true });

    const found = await caller.coupons.list({ search: code.slice(7, 13).toLowerCase() });
    expect(found.items.map((row) => row.id)).toContain(created.id);

    const updated = await caller.coupons.update({ id: created.id, code, kind: 'percent', value: '25', active: false });
    expect(updated).toMatchObject({ kind: 'percent', percent: 25, amount: null, active: false, maxUses: null, planIds: [] });

    await caller.coupons.delete({ id: created.id });
    await expect(caller.coupons.update({ id: created.id, code, kind: 'percent', value: '25' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const audit = await t.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((row) => row.action).sort()).toEqual(['coupon.create', 'coupon.delete', 'coupon.update']);
    expect(audit.every((row) => row.actorId === admin.id)).toBe(true);
  });

  it('refuses a second coupon with the same code, whatever its case', async () => {
    const code = newCode();
    await createCoupon({ code });
    await expect(createCoupon({ code: code.toLowerCase() })).rejects.toMatchObject({ code: 'CONFLICT', message: couponMessages.duplicate });
  });

  it('keeps a used coupon: deleting it is refused, and max uses cannot go below the uses counted', async () => {
    const coupon = await createCoupon({ maxUses: 5 });
    await submit(await createUser(), { planId: (await createPlan()).id, couponCode: coupon.code });
    const caller = await t.caller(await createUser({ role: 'ADMIN' }));
    await expect(caller.coupons.delete({ id: coupon.id })).rejects.toMatchObject({ code: 'CONFLICT', message: couponMessages.used });
    await expect(caller.coupons.update({ id: coupon.id, code: coupon.code, kind: 'percent', value: '10', maxUses: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('agents and customers cannot manage coupons', async () => {
    for (const role of ['AGENT', 'USER'] as const) {
      const caller = await t.caller(await createUser({ role }));
      await expect(caller.coupons.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.coupons.create({ code: newCode(), kind: 'percent', value: '10' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('the price with a code, before the upload', () => {
  it('quotes a percentage, a fixed amount and a full cover', async () => {
    const customer = await t.caller(await createUser());
    const plan = await createPlan({ price: '19.99' });
    const percent = await createCoupon({ value: '15' });
    expect(await customer.coupons.quote({ code: percent.code.toLowerCase(), planId: plan.id })).toEqual({
      code: percent.code,
      planId: plan.id,
      listPrice: '19.99',
      discount: '3.00',
      amountDue: '16.99',
      covered: false,
      label: '15% off',
      value: { kind: 'percent', percent: 15 },
    });
    const fixed = await createCoupon({ kind: 'fixed', value: '25' });
    expect(await customer.coupons.quote({ code: fixed.code, planId: plan.id })).toMatchObject({
      discount: '19.99',
      amountDue: '0.00',
      covered: true,
      value: { kind: 'fixed', amountCents: 2500 },
    });
    const full = await createCoupon({ value: '100' });
    expect(await customer.coupons.quote({ code: full.code, planId: plan.id })).toMatchObject({ amountDue: '0.00', covered: true, label: '100% off' });
  });

  it('refuses every code that does not apply, each with its reason', async () => {
    const user = await createUser();
    const customer = await t.caller(user);
    const plan = await createPlan();
    const other = await createPlan();
    const now = Date.now();
    const refused = async (code: string, reason: keyof typeof COUPON_REFUSALS) => {
      const error = await customer.coupons.quote({ code, planId: plan.id }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      if (reason !== 'notYet') expect(error).toMatchObject({ message: COUPON_REFUSALS[reason] });
      else expect((error as Error).message).toMatch(/^This coupon is valid from \d{4}-\d{2}-\d{2}\.$/);
    };
    await refused('NO-SUCH-CODE', 'unknown');
    await refused((await createCoupon({ active: false })).code, 'inactive');
    await refused((await createCoupon({ validFrom: new Date(now + DAY) })).code, 'notYet');
    await refused((await createCoupon({ validUntil: new Date(now - 1000) })).code, 'expired');
    await refused((await createCoupon({ planIds: [other.id] })).code, 'wrongPlan');

    const usedUp = await createCoupon({ maxUses: 1 });
    await submit(await createUser(), { planId: plan.id, couponCode: usedUp.code });
    await refused(usedUp.code, 'usedUp');

    const once = await createCoupon({ oncePerCustomer: true });
    await submit(user, { planId: plan.id, couponCode: once.code });
    await refused(once.code, 'alreadyUsed');

    const veteran = await createUser();
    await createPayment({ userId: veteran.id, planId: plan.id, status: 'Completed' });
    const newOnly = await createCoupon({ newCustomersOnly: true });
    await expect((await t.caller(veteran)).coupons.quote({ code: newOnly.code, planId: plan.id })).rejects.toMatchObject({
      message: COUPON_REFUSALS.notNewCustomer,
    });
    // A customer whose only payment was rejected is still new.
    const rejected = await createUser();
    await createPayment({ userId: rejected.id, planId: plan.id, status: 'Failed' });
    await expect((await t.caller(rejected)).coupons.quote({ code: newOnly.code, planId: plan.id })).resolves.toMatchObject({ covered: false });
  });

  it('a coupon valid in its window and for its plan is accepted', async () => {
    const plan = await createPlan({ price: '10.00' });
    const coupon = await createCoupon({ validFrom: new Date(Date.now() - DAY), validUntil: new Date(Date.now() + DAY), planIds: [plan.id] });
    await expect((await t.caller(await createUser())).coupons.quote({ code: coupon.code, planId: plan.id })).resolves.toMatchObject({ amountDue: '9.00' });
  });
});

describe('redeeming with the payment', () => {
  it('records the coupon, the discount and the amount paid, and counts one use', async () => {
    const plan = await createPlan({ price: '24.50' });
    const coupon = await createCoupon({ kind: 'fixed', value: '4.50' });
    const { payment } = await submit(await createUser(), { planId: plan.id, couponCode: coupon.code, amount: '24.50' });
    expect(payment.amount).toBe('20.00');
    expect(await paymentRow(payment.id)).toEqual({ amount: '20.00', discount: '4.50', couponId: coupon.id, receiptMime: 'image/png' });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('without a code the full price is charged and nothing is counted', async () => {
    const plan = await createPlan({ price: '12.00' });
    const { payment } = await submit(await createUser(), { planId: plan.id });
    expect(await paymentRow(payment.id)).toMatchObject({ amount: '12.00', discount: '0.00', couponId: null });
  });

  it('a refused code stores no payment and takes no use', async () => {
    const plan = await createPlan();
    const coupon = await createCoupon({ planIds: [(await createPlan()).id], maxUses: 3 });
    const before = await countRows(payments);
    await expect(submit(await createUser(), { planId: plan.id, couponCode: coupon.code })).rejects.toMatchObject({ message: COUPON_REFUSALS.wrongPlan });
    expect(await countRows(payments)).toBe(before);
    expect(await usesOf(coupon.id)).toBe(0);
  });

  it('a coupon that leaves something to pay still needs the receipt; the use is not taken', async () => {
    const coupon = await createCoupon({ value: '50', maxUses: 2 });
    const caller = await t.caller(await createUser());
    await expect(caller.payments.submitCovered({ planId: (await createPlan()).id, method: 'crypto', couponCode: coupon.code })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please upload your crypto payment receipt.',
    });
    expect(await usesOf(coupon.id)).toBe(0);
  });

  it('a 100 % coupon needs no receipt: staff see the payment covered by the coupon, with nothing to open', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '30.00' });
    const coupon = await createCoupon({ value: '100' });
    const paid = await (await t.caller(user)).payments.submitCovered({ planId: plan.id, method: 'crypto', couponCode: coupon.code });
    expect(paid).toMatchObject({ amount: '0.00', status: 'Pending' });
    expect(await paymentRow(paid.id)).toEqual({ amount: '0.00', discount: '30.00', couponId: coupon.id, receiptMime: null });

    const staff = await t.caller(await createUser({ role: 'AGENT' }));
    expect(await staff.payments.byId({ id: paid.id })).toMatchObject({ receiptUrl: null, couponCode: coupon.code, discount: '30.00', amount: '0.00' });
    const token = await tokenFor(await createUser({ role: 'ADMIN' }));
    const receiptAnswer = await t.app.inject({ url: `/api/payments/${paid.id}/receipt`, headers: { authorization: `Bearer ${token}` } });
    expect(receiptAnswer.statusCode).toBe(404);
    // The legacy list keeps its shape: `receipt` is a string, empty for a covered payment.
    const legacy = await t.app.inject({
      url: `/api/payments?search=${encodeURIComponent(`${user.firstName} ${user.lastName}`)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(legacy.json()).toContainEqual(expect.objectContaining({ id: paid.id, amount: 0, receipt: '' }));

    // Staff verify it as any other: the subscription goes on to activation.
    await expect(staff.payments.verify({ id: paid.id })).resolves.toMatchObject({ status: 'Completed' });
  });

  it('a rejected payment gives its use back, and the customer may use the code again', async () => {
    const user = await createUser();
    const plan = await createPlan();
    const coupon = await createCoupon({ maxUses: 1, oncePerCustomer: true });
    const { payment } = await submit(user, { planId: plan.id, couponCode: coupon.code });
    expect(await usesOf(coupon.id)).toBe(1);
    const staff = await t.caller(await createUser({ role: 'ADMIN' }));
    await staff.payments.reject({ id: payment.id, reason: 'Receipt unreadable' });
    expect(await usesOf(coupon.id)).toBe(0);
    const again = await submit(user, { planId: plan.id, couponCode: coupon.code });
    expect(await paymentRow(again.payment.id)).toMatchObject({ couponId: coupon.id });
    expect(await usesOf(coupon.id)).toBe(1);
    // Verifying does not count it a second time.
    await staff.payments.verify({ id: again.payment.id });
    expect(await usesOf(coupon.id)).toBe(1);
  });

  it('revenue counts the amount paid and the overview shows the discounts given', async () => {
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const plan = await createPlan({ price: '40.00' });
    const coupon = await createCoupon({ value: '25' });
    const { payment } = await submit(await createUser(), { planId: plan.id, couponCode: coupon.code });
    const [revenueBefore, discountsBefore] = [await admin.stats.dashboard(), await admin.stats.discounts()];
    await admin.payments.verify({ id: payment.id });
    const [revenueAfter, discountsAfter] = [await admin.stats.dashboard(), await admin.stats.discounts()];
    expect(Number(revenueAfter.revenueThisMonth) - Number(revenueBefore.revenueThisMonth)).toBeCloseTo(30, 2);
    expect(Number(discountsAfter.discountsThisMonth) - Number(discountsBefore.discountsThisMonth)).toBeCloseTo(10, 2);
    expect(discountsAfter.couponPaymentsThisMonth - discountsBefore.couponPaymentsThisMonth).toBe(1);
    // The invoice shows the list price, the coupon's line and what was paid (ADR 038).
    const [invoice] = await t.deps.db.select({ details: invoices.details }).from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(invoice?.details).toMatchObject({ subtotal: '40.00', discount: { label: `Coupon ${coupon.code}`, amount: '10.00' } });
  });
});

describe('the legacy upload', () => {
  it('a client that knows no coupons pays the full price; one that sends a code gets the discount', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const plan = await createPlan({ price: '15.00' });
    const file = { filename: 'r.png', contentType: 'image/png', bytes: fileBytes('png') };
    const plain = multipart({ planId: plan.id, amount: '15.00', method: 'crypto' }, file);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/payments/save',
      headers: { ...plain.headers, authorization: `Bearer ${token}` },
      payload: plain.payload,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ amount: 15, status: 'Pending', message: 'Payment send for Verification' });
    expect(Object.keys(first.json()).sort()).toEqual(['amount', 'id', 'message', 'paymentDate', 'paymentMethod', 'planName', 'status', 'subscriptionId']);

    const other = await createUser();
    const coupon = await createCoupon({ value: '20' });
    const coded = multipart({ planId: plan.id, amount: '15.00', method: 'paypal', couponCode: coupon.code.toLowerCase() }, file);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/payments/save',
      headers: { ...coded.headers, authorization: `Bearer ${await tokenFor(other)}` },
      payload: coded.payload,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ amount: 12 });
    const bad = multipart({ planId: plan.id, method: 'paypal', couponCode: 'NOPE-NOPE' }, file);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/payments/save',
      headers: { ...bad.headers, authorization: `Bearer ${await tokenFor(await createUser())}` },
      payload: bad.payload,
    });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ message: COUPON_REFUSALS.unknown });
  });
});
