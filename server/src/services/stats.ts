import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { TRIAL_STATS_DAYS, type TrialConversions } from '@nimbus/shared/trials';
import {
  RECENT_SIGNUPS,
  REVENUE_TREND_MONTHS,
  type DashboardStats,
  type DiscountStats,
  type RecentSignup,
  type RevenueMonth,
  type StaffTodo,
} from '@nimbus/shared/stats';
import type { DbOrTx } from '../db/client.ts';
import { payments, revenueMonths, shopTotals, subscriptions, tickets, trials, users, waitingForStaff } from '../db/schema/index.ts';
import { cappedCount } from '../lib/paging.ts';
import { expiringSoon } from './subscriptions.ts';

// The figures come from shop_totals and revenue_months, which triggers keep up to date on every
// write (migration 0002, ADR 014): one indexed read each, however many rows the shop has.
// Revenue is counted when the money was confirmed: a Completed payment's reviewed_at (the
// verification), not when the receipt was uploaded; a Completed row without a review time
// (imported data) counts at its creation time. Months are UTC calendar months.

/** The first instant of the UTC month `offset` months from `now`'s month. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);
const monthDate = (date: Date) => date.toISOString().slice(0, 10);

/** Revenue of the months from `from` (inclusive) to `to` (exclusive), by 'YYYY-MM'. */
async function revenueByMonth(db: DbOrTx, from: Date, to: Date): Promise<Map<string, string>> {
  const rows = await db
    .select({ month: revenueMonths.month, total: sql<string>`${revenueMonths.total}::numeric(14, 2)::text` })
    .from(revenueMonths)
    .where(and(gte(revenueMonths.month, monthDate(from)), lt(revenueMonths.month, monthDate(to))));
  return new Map(rows.map((row) => [row.month.slice(0, 7), row.total]));
}

export async function dashboard(db: DbOrTx, now: Date): Promise<DashboardStats> {
  const [totals, revenue] = await Promise.all([
    db.select({ name: shopTotals.name, value: shopTotals.value }).from(shopTotals),
    revenueByMonth(db, monthStart(now), monthStart(now, 1)),
  ]);
  const total = (name: string) => Number(totals.find((row) => row.name === name)?.value ?? 0);
  return {
    totalUsers: total('customers'),
    activeSubscriptions: total('active_subscriptions'),
    expiredSubscriptions: total('expired_subscriptions'),
    revenueThisMonth: revenue.get(monthKey(now)) ?? '0.00',
  };
}

/**
 * Discounts given this month: what coupons took off the Completed payments verified this month
 * (revenue counts what was paid after them). Read on a partial index of coupon payments only.
 */
export async function discounts(db: DbOrTx, now: Date): Promise<DiscountStats> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.discount}), 0)::numeric(14, 2)::text`, count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        sql`${payments.couponId} is not null`,
        eq(payments.status, 'Completed'),
        gte(payments.reviewedAt, monthStart(now)),
        lt(payments.reviewedAt, monthStart(now, 1)),
      ),
    );
  return { discountsThisMonth: row?.total ?? '0.00', couponPaymentsThisMonth: row?.count ?? 0 };
}

/** The last 12 months, the current one included, oldest first; a month without revenue is "0.00". */
export async function revenueTrends(db: DbOrTx, now: Date): Promise<RevenueMonth[]> {
  const byMonth = await revenueByMonth(db, monthStart(now, 1 - REVENUE_TREND_MONTHS), monthStart(now, 1));
  return Array.from({ length: REVENUE_TREND_MONTHS }, (_, i) => {
    const key = monthKey(monthStart(now, i + 1 - REVENUE_TREND_MONTHS));
    return { month: key, revenue: byMonth.get(key) ?? '0.00' };
  });
}

/** The latest customers to register (deleted ones left out: their personal data is gone). */
export async function recentSignups(db: DbOrTx): Promise<RecentSignup[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, date: users.createdAt })
    .from(users)
    .where(and(eq(users.role, 'USER'), isNull(users.deletedAt)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(RECENT_SIGNUPS);
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, date: row.date }));
}

/**
 * The overview's to-do figures, each the condition its staff table filters by, counted on that
 * list's own index and stopped after 1,001 entries (ADR 015): the same cost at a million rows.
 */
export async function todo(db: DbOrTx, now: Date): Promise<StaffTodo> {
  const [paymentsToVerify, ticketsWaiting, subscriptionsExpiring] = await Promise.all([
    cappedCount(db, { table: payments, createdAt: payments.createdAt, id: payments.id, where: eq(payments.status, 'Pending'), arms: undefined }),
    cappedCount(db, { table: tickets, createdAt: tickets.createdAt, id: tickets.id, where: waitingForStaff(tickets), arms: undefined }),
    cappedCount(db, {
      table: subscriptions,
      createdAt: subscriptions.createdAt,
      id: subscriptions.id,
      where: and(isNull(subscriptions.deletedAt), expiringSoon(now)),
      arms: undefined,
    }),
  ]);
  return { paymentsToVerify, ticketsWaiting, subscriptionsExpiring };
}

/**
 * Trials started in the last `TRIAL_STATS_DAYS` days and how many of them were paid for since
 * (ADR 039): one range read of trials_started_idx, bounded by the daily cap times 30.
 */
export async function trialConversions(db: DbOrTx, now: Date): Promise<TrialConversions> {
  const [row] = await db
    .select({ started: sql<number>`count(*)`.mapWith(Number), converted: sql<number>`count(${trials.convertedAt})`.mapWith(Number) })
    .from(trials)
    .where(gte(trials.startedAt, new Date(now.getTime() - TRIAL_STATS_DAYS * 86_400_000)));
  return { started: row?.started ?? 0, converted: row?.converted ?? 0 };
}
