import * as stats from '../services/stats.ts';
import { adminListProcedure, adminProcedure, router } from '../trpc/init.ts';

// The admin overview. ctx.now() is the app's clock, so tests can pin "this month".
export const statsRouter = router({
  dashboard: adminListProcedure.query(({ ctx }) => stats.dashboard(ctx.db, ctx.now())),
  revenueTrends: adminListProcedure.query(({ ctx }) => stats.revenueTrends(ctx.db, ctx.now())),
  recentSignups: adminProcedure.query(({ ctx }) => stats.recentSignups(ctx.db)),
  /** The overview's to-do list: payments to verify, tickets waiting for staff, subscriptions expiring soon. */
  todo: adminListProcedure.query(({ ctx }) => stats.todo(ctx.db, ctx.now())),
});
