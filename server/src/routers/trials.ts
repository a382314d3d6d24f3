import { trialStartInput } from '@nimbus/shared/trials';
import { clientKey } from '../lib/client-key.ts';
import { startTrial } from '../services/trials.ts';
import { customerProcedure, router } from '../trpc/init.ts';

export const trialsRouter = router({
  /** The caller starts a plan's free trial (ADR 039): once ever per account and e-mail, within the daily caps (IPv6 counted by its /64). */
  start: customerProcedure.input(trialStartInput).mutation(({ ctx, input }) => startTrial(ctx, ctx.user, input.planId, clientKey(ctx.ip))),
});
