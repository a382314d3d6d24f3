import * as plans from '../services/plans.ts';
import { publicProcedure, router } from '../trpc/init.ts';

export const plansRouter = router({
  /** Active plans grouped by name, for the public side. */
  list: publicProcedure.query(({ ctx }) => plans.listPublic(ctx.db)),
  /** Active plan rows in the legacy flat shape (GET /api/plans). */
  rows: publicProcedure.query(({ ctx }) => plans.listActiveRows(ctx.db)),
});
