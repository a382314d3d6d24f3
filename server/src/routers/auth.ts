import { loginInput, registerInput } from '@nimbus/shared/auth';
import { forgotPasswordInput, updatePasswordInput, verifyResetCodeInput } from '@nimbus/shared/password-reset';
import * as auth from '../services/auth.ts';
import * as reset from '../services/password-reset.ts';
import { publicProcedure, rateLimited, router, sessionProcedure } from '../trpc/init.ts';
import { twoFactorRouter } from './two-factor.ts';

export const authRouter = router({
  register: publicProcedure
    .use(rateLimited('register'))
    .input(registerInput)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: publicProcedure
    .use(rateLimited('login'))
    .input(loginInput)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  // A session procedure: an admin held at the enrolment screen still knows who they are.
  me: sessionProcedure.query(({ ctx }) => auth.sessionUserById(ctx, ctx.user.id)),
  forgotPassword: publicProcedure
    .use(rateLimited('reset'))
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => reset.forgotPassword(ctx, input)),
  verifyResetCode: publicProcedure
    .use(rateLimited('reset'))
    .input(verifyResetCodeInput)
    .mutation(({ ctx, input }) => reset.verifyResetCode(ctx, input)),
  updatePassword: publicProcedure
    .use(rateLimited('reset'))
    .input(updatePasswordInput)
    .mutation(({ ctx, input }) => reset.updatePassword(ctx, input)),
  twoFactor: twoFactorRouter,
});
