import { bigint, date, numeric, pgTable, text } from 'drizzle-orm/pg-core';

// The dashboard's figures, kept up to date by statement-level triggers on users, subscriptions and
// payments (migration 0002): reading them is one indexed row, not a count of a million rows.
// The triggers see every write, the app's and a bulk load's alike (ADR 014).

/** customers, active_subscriptions, expired_subscriptions. */
export const shopTotals = pgTable('shop_totals', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** Completed payments' amounts by the UTC month they were confirmed in (reviewed_at, else created_at). */
export const revenueMonths = pgTable('revenue_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
});
