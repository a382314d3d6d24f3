import { idInput } from '@nimbus/shared/ids';

import { changePasswordInput, profileInput, userListInput, userStatusInput } from '@nimbus/shared/users';
import { deliverSession } from '../auth/session-cookies.ts';
import * as account from '../services/account.ts';
import * as sessions from '../services/sessions.ts';
import * as userAdmin from '../services/user-admin.ts';
import * as users from '../services/users.ts';
import { adminProcedure, authedProcedure, rateLimited, router, staffList } from '../trpc/init.ts';

export const usersRouter = router({
  me: authedProcedure.query(({ ctx }) => users.me(ctx.db, ctx.user)),
  byId: authedProcedure.input(idInput).query(({ ctx, input }) => users.byId(ctx.db, ctx.user, input.id)),
  list: adminProcedure
    .input(userListInput)
    .use(staffList(['users', 'subscriptions', 'plans']))
    .query(({ ctx, input }) => users.list(ctx.db, input)),
  setStatus: adminProcedure.input(userStatusInput).mutation(({ ctx, input }) => userAdmin.setStatus(ctx, ctx.user, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => userAdmin.softDelete(ctx, ctx.user, input.id)),
  updateProfile: authedProcedure.input(profileInput).mutation(({ ctx, input }) => account.updateProfile(ctx, ctx.user, input)),
  // Rate limited: with a stolen session, the current-password check must not be a guessing oracle.
  changePassword: authedProcedure
    .use(rateLimited('change-password'))
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const subject = await account.changePassword(ctx, ctx.user, input);
      await sessions.revokeSessionRows(ctx.db, ctx.now(), ctx.user.id);
      return deliverSession(ctx, subject);
    }),
});
