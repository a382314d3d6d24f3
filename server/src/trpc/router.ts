import { authRouter } from '../routers/auth.ts';
import { plansRouter } from '../routers/plans.ts';
import { usersRouter } from '../routers/users.ts';
import { createCallerFactory, router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  plans: plansRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
