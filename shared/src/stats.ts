// The admin overview (specification section 3: dashboard stats, recent signups, revenue trends),
// computed from data. Money is a decimal string, as everywhere else.

export type DashboardStats = {
  /** Customers (role USER) not deleted. */
  totalUsers: number;
  activeSubscriptions: number;
  expiredSubscriptions: number;
  /** Completed payments verified in the current calendar month (UTC), e.g. "129.95". */
  revenueThisMonth: string;
};

/** What coupons took off the payments verified this month (not part of the legacy answer). */
export type DiscountStats = { discountsThisMonth: string; couponPaymentsThisMonth: number };

/** The legacy GET /admin-dashboard answer: revenue as a number there. */
export type LegacyDashboardStats = Omit<DashboardStats, 'revenueThisMonth'> & { revenueThisMonth: number };

/** One month of the revenue trend: "2026-03" and "0.00" when nothing came in. */
export type RevenueMonth = { month: string; revenue: string };

export type RecentSignup = { id: number; name: string; email: string; date: Date };

export const REVENUE_TREND_MONTHS = 12;
export const RECENT_SIGNUPS = 5;

/** A count that stops at 1,001 (ADR 015): `exact` false means "more than 1,000". */
export type CappedCount = { count: number; exact: boolean };

/** The admin overview's to-do list: each figure links to the staff table filtered the same way. */
export type StaffTodo = {
  /** Payments with status Pending (receipts to check). */
  paymentsToVerify: CappedCount;
  /** Tickets not Resolved where the customer spoke last or no one has answered. */
  ticketsWaiting: CappedCount;
  /** Active subscriptions ending in the next `EXPIRING_SOON_DAYS` days. */
  subscriptionsExpiring: CappedCount;
};
