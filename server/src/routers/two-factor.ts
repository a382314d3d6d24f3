import { confirmTwoFactorInput, disableTwoFactorInput, regenerateRecoveryCodesInput } from '@nimbus/shared/two-factor';
import * as twoFactor from '../services/two-factor.ts';
import { rateLimited, router, sessionProcedure } from '../trpc/init.ts';

// Session procedures, not authed ones: an admin held at the enrolment screen must reach these.
// Every verb that checks a code is rate limited like a login: a code is a password's second half.
export const twoFactorRouter = router({
  status: sessionProcedure.query(({ ctx }) => twoFactor.status(ctx, ctx.user)),
  begin: sessionProcedure.mutation(({ ctx }) => twoFactor.begin(ctx, ctx.user)),
  confirm: sessionProcedure
    .use(rateLimited('two-factor'))
    .input(confirmTwoFactorInput)
    .mutation(({ ctx, input }) => twoFactor.confirm(ctx, ctx.user, input.code)),
  disable: sessionProcedure
    .use(rateLimited('two-factor'))
    .input(disableTwoFactorInput)
    .mutation(({ ctx, input }) => twoFactor.disable(ctx, ctx.user, input)),
  regenerateRecoveryCodes: sessionProcedure
    .use(rateLimited('two-factor'))
    .input(regenerateRecoveryCodesInput)
    .mutation(({ ctx, input }) => twoFactor.regenerateRecoveryCodes(ctx, ctx.user, input.code)),
});
