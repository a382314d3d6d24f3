import { couponInput, couponListInput, couponQuoteInput, couponUpdateInput } from '@nimbus/shared/coupons';
import { idInput } from '@nimbus/shared/ids';
import * as coupons from '../services/coupons.ts';
import { adminProcedure, authedProcedure, router, staffList } from '../trpc/init.ts';

export const couponsRouter = router({
  /** The admin table: newest first, searched by code. */
  list: adminProcedure
    .input(couponListInput)
    .use(staffList(['coupons']))
    .query(({ ctx, input }) => coupons.list(ctx.db, input)),
  create: adminProcedure.input(couponInput).mutation(({ ctx, input }) => coupons.create(ctx, ctx.user, input)),
  update: adminProcedure.input(couponUpdateInput).mutation(({ ctx, input }) => coupons.update(ctx, ctx.user, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => coupons.remove(ctx, ctx.user, input.id)),
  /** The price with a code before paying; refused with the reason the submit would give. */
  quote: authedProcedure.input(couponQuoteInput).query(({ ctx, input }) => coupons.quote(ctx, ctx.user, input)),
});
