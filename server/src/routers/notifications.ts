import { idInput } from '@nimbus/shared/ids';
import { notificationListInput } from '@nimbus/shared/notifications';
import * as notifications from '../services/notifications.ts';
import { authedProcedure, router } from '../trpc/init.ts';

// Every procedure works on the caller's own rows: the user id comes from the token, never the input.
export const notificationsRouter = router({
  list: authedProcedure.input(notificationListInput).query(({ ctx, input }) => notifications.listNotifications(ctx.db, ctx.user.id, input)),
  unreadCount: authedProcedure.query(({ ctx }) => notifications.unreadCount(ctx.db, ctx.user.id)),
  markRead: authedProcedure.input(idInput).mutation(({ ctx, input }) => notifications.markRead(ctx.db, ctx.user.id, input.id, ctx.now())),
  markAllRead: authedProcedure.mutation(({ ctx }) => notifications.markAllRead(ctx.db, ctx.user.id, ctx.now())),
});
