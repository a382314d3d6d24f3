import { loginInput, registerInput } from '@nimbus/shared/auth';
import * as auth from '../services/auth.ts';
import { authedProcedure, publicProcedure, rateLimited, router } from '../trpc/init.ts';

export const authRouter = router({
  register: publicProcedure
    .use(rateLimited('register'))
    .input(registerInput)
    .mutation(({ ctx, input }) => auth.register(ctx, input)),
  login: publicProcedure
    .use(rateLimited('login'))
    .input(loginInput)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  me: authedProcedure.query(({ ctx }) => auth.sessionUserById(ctx, ctx.user.id)),
});
