import { idInput } from '@nimbus/shared/ids';
import { pageInput } from '@nimbus/shared/paging';
import { planFormInput, planUpdateInput } from '@nimbus/shared/plans';
import * as plans from '../services/plans.ts';
import { adminProcedure, publicProcedure, router, staffProcedure, viewerProcedure } from '../trpc/init.ts';

export const plansRouter = router({
  /** Active plans grouped by name, for the public side. */
  list: publicProcedure.query(({ ctx }) => ctx.catalogue.publicPlans()),
  /** Plan rows in the legacy flat shape (GET /api/plans): Active ones, every one for staff. */
  rows: viewerProcedure.query(({ ctx }) => plans.rowsFor(ctx, ctx.user)),
  /** The plans table of the admin area: paged and searched. */
  listAll: staffProcedure.input(pageInput).query(({ ctx, input }) => plans.listAll(ctx.db, input)),
  create: adminProcedure.input(planFormInput).mutation(({ ctx, input }) => plans.create(ctx, ctx.user, input)),
  update: adminProcedure.input(planUpdateInput).mutation(({ ctx, input }) => plans.update(ctx, ctx.user, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => plans.remove(ctx, ctx.user, input.id)),
});
