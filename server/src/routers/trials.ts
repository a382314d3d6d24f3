import { trialStartInput } from '@nimbus/shared/trials';
import { startTrial } from '../services/trials.ts';
import { customerProcedure, router } from '../trpc/init.ts';

export const trialsRouter = router({
  /** The caller starts a plan's free trial (ADR 039): once ever per account and e-mail, within the daily caps. */
  start: customerProcedure.input(trialStartInput).mutation(({ ctx, input }) => startTrial(ctx, ctx.user, input.planId, ctx.ip)),
});
