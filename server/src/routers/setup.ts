import { createAdminInput, setupStatusInput } from '@nimbus/shared/setup';
import * as setup from '../services/setup.ts';
import { adminProcedure, publicProcedure, rateLimited, router } from '../trpc/init.ts';

// First run: the one-time link's page, and the checklist the admin overview shows after it.
export const setupRouter = router({
  status: publicProcedure
    .use(rateLimited('setup'))
    .input(setupStatusInput)
    .query(({ ctx, input }) => setup.setupLinkState(ctx, input.token)),
  createAdmin: publicProcedure
    .use(rateLimited('setup'))
    .input(createAdminInput)
    .mutation(({ ctx, input }) => setup.createFirstAdmin(ctx, input)),
  checklist: adminProcedure.query(({ ctx }) => setup.firstRunChecklist(ctx)),
});
