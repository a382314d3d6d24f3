import * as stats from '../services/stats.ts';
import { adminProcedure, router, staffList } from '../trpc/init.ts';

// The admin overview. ctx.now() is the app's clock, so tests can pin "this month". The figures
// read several tables and their totals: any listed table's change drops them (`*`).
const adminFigures = adminProcedure.use(staffList(['*']));

export const statsRouter = router({
  dashboard: adminFigures.query(({ ctx }) => stats.dashboard(ctx.db, ctx.now())),
  /** Discounts given by coupons this month (revenue counts the amounts paid after them). */
  discounts: adminFigures.query(({ ctx }) => stats.discounts(ctx.db, ctx.now())),
  revenueTrends: adminFigures.query(({ ctx }) => stats.revenueTrends(ctx.db, ctx.now())),
  recentSignups: adminProcedure.query(({ ctx }) => stats.recentSignups(ctx.db)),
  /** The overview's to-do list: payments to verify, tickets waiting for staff, subscriptions expiring soon. */
  todo: adminFigures.query(({ ctx }) => stats.todo(ctx.db, ctx.now())),
  /** Free trials started in the last 30 days and how many were paid for (ADR 039). */
  trialConversions: adminProcedure.query(({ ctx }) => stats.trialConversions(ctx.db, ctx.now())),
});
