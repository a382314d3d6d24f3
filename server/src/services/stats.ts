import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  RECENT_SIGNUPS,
  REVENUE_TREND_MONTHS,
  type DashboardStats,
  type RecentSignup,
  type RevenueMonth,
} from '@nimbus/shared/stats';
import type { DbOrTx } from '../db/client.ts';
import { payments, subscriptions, users } from '../db/schema/index.ts';

// Revenue is counted when the money was confirmed: a Completed payment's reviewed_at (the
// verification), not when the receipt was uploaded. A Completed row without a review time
// (imported or seeded data) falls back to its creation time. Months are UTC calendar months.
const earnedAt = sql`coalesce(${payments.reviewedAt}, ${payments.createdAt})`;
// Compared with an expression, not a column, a Date gets no column encoder: postgres.js would
// refuse it. An ISO string cast to timestamptz reads the same on both drivers.
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The first instant of the UTC month `offset` months from `now`'s month. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

async function revenueBetween(db: DbOrTx, from: Date, to: Date): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(12, 2)::text` })
    .from(payments)
    .where(and(eq(payments.status, 'Completed'), gte(earnedAt, instant(from)), lt(earnedAt, instant(to))));
  return row?.total ?? '0.00';
}

async function liveSubscriptions(db: DbOrTx, status: 'Active' | 'Expired'): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, status), isNull(subscriptions.deletedAt)));
  return row?.n ?? 0;
}

export async function dashboard(db: DbOrTx, now: Date): Promise<DashboardStats> {
  const [customers, active, expired, revenue] = await Promise.all([
    db.select({ n: count() }).from(users).where(and(eq(users.role, 'USER'), isNull(users.deletedAt))),
    liveSubscriptions(db, 'Active'),
    liveSubscriptions(db, 'Expired'),
    revenueBetween(db, monthStart(now), monthStart(now, 1)),
  ]);
  return { totalUsers: customers[0]?.n ?? 0, activeSubscriptions: active, expiredSubscriptions: expired, revenueThisMonth: revenue };
}

/** The last 12 months, the current one included, oldest first; a month without revenue is "0.00". */
export async function revenueTrends(db: DbOrTx, now: Date): Promise<RevenueMonth[]> {
  const from = monthStart(now, 1 - REVENUE_TREND_MONTHS);
  const month = sql<string>`to_char(${earnedAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, revenue: sql<string>`sum(${payments.amount})::numeric(12, 2)::text` })
    .from(payments)
    .where(and(eq(payments.status, 'Completed'), gte(earnedAt, instant(from)), lt(earnedAt, instant(monthStart(now, 1)))))
    .groupBy(month);
  const byMonth = new Map(rows.map((row) => [row.month, row.revenue]));
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
