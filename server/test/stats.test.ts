import { beforeAll, describe, expect, it } from 'vitest';
import { paymentRow, setCreatedAt, subscriptionRow } from './factories/operations.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// A pinned clock and a data set whose answers are worked out by hand below.
const NOW = new Date('2026-03-15T12:00:00Z');
const t = testApp({ now: () => NOW });
const at = (iso: string) => new Date(iso);
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  await createUser({ role: 'AGENT' });
  const plan = (await createPlan()).id;
  const customer = async (firstName: string, createdAt: string, deleted = false) => {
    const user = await createUser({ firstName, lastName: 'Stats', email: `${firstName.toLowerCase()}@stats.test`, deleted });
    await setCreatedAt(user.id, at(createdAt));
    return user.id;
  };
  // Customers: six live (Cy and Di newest), one deleted (newer than all, but gone).
  const [ann, bo, cy, di] = [
    await customer('Ann', '2026-01-01T00:00:00Z'),
    await customer('Bo', '2026-02-01T00:00:00Z'),
    await customer('Cy', '2026-03-01T00:00:00Z'),
    await customer('Di', '2026-03-10T00:00:00Z'),
  ];
  await customer('Ed', '2025-12-01T00:00:00Z');
  await customer('Fay', '2025-11-01T00:00:00Z');
  const gone = await customer('Gus', '2026-03-12T00:00:00Z', true);

  // Subscriptions: 2 Active, 1 Expired, 1 Pending live; deleted ones never count.
  await subscriptionRow({ userId: ann, planId: plan, status: 'Active' });
  await subscriptionRow({ userId: bo, planId: plan, status: 'Active' });
  await subscriptionRow({ userId: cy, planId: plan, status: 'Expired' });
  await subscriptionRow({ userId: di, planId: plan, status: 'Pending' });
  await subscriptionRow({ userId: gone, planId: plan, status: 'Active', deleted: true });
  await subscriptionRow({ userId: gone, planId: plan, status: 'Expired', deleted: true });

  const pay = (amount: string, status: 'Completed' | 'Pending' | 'Failed', createdAt: string, reviewedAt: string | null) =>
    paymentRow({ userId: ann, planId: plan, amount, status, createdAt: at(createdAt), reviewedAt: reviewedAt ? at(reviewedAt) : null });
  await pay('19.99', 'Completed', '2026-02-27T10:00:00Z', '2026-03-02T09:00:00Z'); // March: verified in March
  await pay('10.01', 'Completed', '2026-02-28T20:00:00Z', '2026-03-01T00:00:00Z'); // March: first instant
  await pay('5.00', 'Completed', '2026-02-28T10:00:00Z', '2026-02-28T23:59:59Z'); // February: last second
  await pay('100.00', 'Pending', '2026-03-05T10:00:00Z', null); // not revenue
  await pay('50.00', 'Failed', '2026-03-05T10:00:00Z', '2026-03-06T10:00:00Z'); // not revenue
  await pay('7.50', 'Completed', '2026-01-10T10:00:00Z', null); // January: no review time, created then
  await pay('12.34', 'Completed', '2025-04-01T00:00:00Z', '2025-04-01T00:00:00Z'); // first month of the window
  await pay('99.00', 'Completed', '2025-03-31T23:00:00Z', '2025-03-31T23:59:59Z'); // before the window
  await pay('0.66', 'Completed', '2026-03-31T23:00:00Z', '2026-04-01T00:00:00Z'); // next month
});

describe('stats', () => {
  it("counts customers, live subscriptions and this month's verified revenue", async () => {
    expect(await (await t.caller(admin)).stats.dashboard()).toEqual({
      totalUsers: 6,
      activeSubscriptions: 2,
      expiredSubscriptions: 1,
      revenueThisMonth: '30.00', // 19.99 + 10.01
    });
  });

  it('gives twelve months of revenue up to this one, empty months as 0.00', async () => {
    const trends = await (await t.caller(admin)).stats.revenueTrends();
    expect(trends).toEqual([
      { month: '2025-04', revenue: '12.34' },
      ...['05', '06', '07', '08', '09', '10', '11', '12'].map((m) => ({ month: `2025-${m}`, revenue: '0.00' })),
      { month: '2026-01', revenue: '7.50' },
      { month: '2026-02', revenue: '5.00' },
      { month: '2026-03', revenue: '30.00' },
    ]);
  });

  it('lists the five latest customers, newest first, without deleted ones or staff', async () => {
    const signups = await (await t.caller(admin)).stats.recentSignups();
    expect(signups.map((s) => s.name)).toEqual(['Di Stats', 'Cy Stats', 'Bo Stats', 'Ann Stats', 'Ed Stats']);
    expect(signups[0]).toEqual({ id: expect.any(Number), name: 'Di Stats', email: 'di@stats.test', date: at('2026-03-10T00:00:00Z') });
  });

  it('answers GET /api/admin-dashboard in the legacy shape, revenue as a number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin-dashboard', headers: { authorization: `Bearer ${await tokenFor(admin)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalUsers: 6, activeSubscriptions: 2, expiredSubscriptions: 1, revenueThisMonth: 30 });
  });

  it('refuses GET /api/admin-dashboard to an agent (403) and to nobody (401)', async () => {
    const agent = await createUser({ role: 'AGENT' });
    const url = '/api/admin-dashboard';
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await tokenFor(agent)}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
