import { beforeAll, describe, expect, it } from 'vitest';
import { createPayment, createSubscription } from './factories/commerce.ts';
import { createPlan, createUser, testApp, type TestUser } from './harness.ts';

// What customers and staff read: the customer's own payments, the staff table, one subscription's.
const t = testApp();
let owner: TestUser;
let other: TestUser;
let agent: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  owner = await createUser({ firstName: 'Olivia', lastName: 'Owner' });
  other = await createUser({ firstName: 'Oscar', lastName: 'Other' });
  agent = await createUser({ role: 'AGENT' });
  const gold = await createPlan({ name: 'Gold', price: '29.99' });
  const basic = await createPlan({ name: 'Basic', price: '9.99' });
  const sub = await createSubscription({ userId: owner.id, planId: gold.id });
  ids.sub = sub.id;
  ids.first = (
    await createPayment({
      userId: owner.id,
      planId: gold.id,
      subscriptionId: sub.id,
      amount: '29.99',
      method: 'paypal',
      status: 'Failed',
      payerName: 'Olivia Owner',
      createdAt: new Date('2026-10-01T12:00:00Z'),
    })
  ).id;
  ids.second = (
    await createPayment({
      userId: owner.id,
      planId: gold.id,
      subscriptionId: sub.id,
      amount: '29.99',
      method: 'crypto',
      payerName: 'Olivia Owner',
      createdAt: new Date('2026-11-02T12:00:00Z'),
    })
  ).id;
  ids.others = (
    await createPayment({
      userId: other.id,
      planId: basic.id,
      amount: '9.99',
      method: 'bank',
      status: 'Completed',
      payerName: 'Oscar Other',
      createdAt: new Date('2026-11-03T12:00:00Z'),
    })
  ).id;
});

describe('payments.mine', () => {
  it("lists only the caller's payments, newest first, with the customer table's fields", async () => {
    const page = await (await t.caller(owner)).payments.mine({ pageSize: 5 });
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(page.items).toEqual([
      {
        id: ids.second,
        paymentDate: new Date('2026-11-02T12:00:00Z'),
        amount: '29.99',
        paymentMethod: 'crypto',
        status: 'Pending',
        planName: 'Gold',
        rejectReason: null,
        reference: expect.stringMatching(/^NT-[2-9A-HJKMNP-TV-Z]{5}$/),
        invoiceNumber: null,
        planId: expect.any(Number),
        devices: 1,
        upgrade: false,
      },
      {
        id: ids.first,
        paymentDate: new Date('2026-10-01T12:00:00Z'),
        amount: '29.99',
        paymentMethod: 'paypal',
        status: 'Failed',
        planName: 'Gold',
        rejectReason: null,
        reference: expect.stringMatching(/^NT-[2-9A-HJKMNP-TV-Z]{5}$/),
        invoiceNumber: null,
        planId: expect.any(Number),
        devices: 1,
        upgrade: false,
      },
    ]);
  });

  it('pages', async () => {
    const page = await (await t.caller(owner)).payments.mine({ page: 2, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, page: 2, pageCount: 2, items: [{ id: ids.first }] });
  });
});

describe('payments.list (staff)', () => {
  const search = async (term: string, status?: 'Pending' | 'Completed' | 'Failed') =>
    (await (await t.caller(agent)).payments.list({ search: term, ...(status ? { status } : {}) })).items.map((p) => p.id);

  it('lists every payment with the staff fields and a receipt URL, never the receipt bytes', async () => {
    const page = await (await t.caller(agent)).payments.list({});
    expect(page.total).toBe(3);
    const row = page.items.find((p) => p.id === ids.others)!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'amount',
        'couponCode',
        'date',
        'discount',
        'email',
        'fullName',
        'id',
        'invoiceNumber',
        'method',
        'planId',
        'planName',
        'receiptMime',
        'receiptSize',
        'receiptUrl',
        'reference',
        'rejectReason',
        'reviewedAt',
        'sameReceipt',
        'sameTransaction',
        'status',
        'subscriptionId',
        'transactionRef',
        'upgrade',
        'userId',
      ].sort(),
    );
    expect(row).toMatchObject({
      fullName: 'Oscar Other',
      email: other.email,
      amount: '9.99',
      method: 'bank',
      status: 'Completed',
      planName: 'Basic',
      receiptUrl: `/api/payments/${ids.others}/receipt`,
      upgrade: null,
    });
  });

  it.each([
    ['name, any case', 'oLiViA', ['second', 'first']],
    ['amount', '29.99', ['second', 'first']],
    ['method', 'PAYPAL', ['first']],
    ['date', '2026-11', ['others', 'second']],
    ['status', 'complet', ['others']],
    ['plan', 'gold', ['second', 'first']],
    ['a term nothing has', 'zzz', []],
  ])('searches by %s', async (_what, term, expected) => {
    expect(await search(term)).toEqual(expected.map((key) => ids[key]));
  });

  it('filters by status, together with the search', async () => {
    expect(await search('', 'Pending')).toEqual([ids.second]);
    expect(await search('olivia', 'Failed')).toEqual([ids.first]);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect(await search('%')).toEqual([]);
  });
});

describe('payments.byId (staff)', () => {
  it('gives one payment without the receipt bytes', async () => {
    const payment = await (await t.caller(agent)).payments.byId({ id: ids.first! });
    expect(payment).toMatchObject({ id: ids.first, status: 'Failed', receiptMime: 'image/png' });
    expect(payment).not.toHaveProperty('receipt');
  });
});

describe('payments.forSubscription', () => {
  it('gives the owner and staff the payments of the subscription', async () => {
    const mine = await (await t.caller(owner)).payments.forSubscription({ subscriptionId: ids.sub! });
    expect(mine.map((p) => p.id)).toEqual([ids.second, ids.first]);
    expect(await (await t.caller(agent)).payments.forSubscription({ subscriptionId: ids.sub! })).toEqual(mine);
  });

  it('answers another customer NOT_FOUND, as for a subscription that does not exist', async () => {
    await expect((await t.caller(other)).payments.forSubscription({ subscriptionId: ids.sub! })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Subscription not found',
    });
    await expect((await t.caller(owner)).payments.forSubscription({ subscriptionId: 99999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Subscription not found',
    });
  });
});
