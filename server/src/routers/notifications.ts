import type { Language } from '@nimbus/shared/i18n';
import { idInput } from '@nimbus/shared/ids';
import { notificationListInput } from '@nimbus/shared/notifications';
import { translator } from '../i18n/index.ts';
import * as notifications from '../services/notifications.ts';
import type { Context } from '../trpc/context.ts';
import { authedProcedure, router } from '../trpc/init.ts';

/** The caller's language; the legacy REST keeps its English texts. */
const wordsFor = (ctx: Pick<Context, 'legacy'> & { user: { language: Language } }) => translator(ctx.legacy ? 'en' : ctx.user.language);

// Every procedure works on the caller's own rows: the user id comes from the token, never the input.
export const notificationsRouter = router({
  list: authedProcedure.input(notificationListInput).query(({ ctx, input }) => notifications.listNotifications(ctx.db, ctx.user.id, input, wordsFor(ctx))),
  unreadCount: authedProcedure.query(({ ctx }) => notifications.unreadCount(ctx.db, ctx.user.id)),
  markRead: authedProcedure.input(idInput).mutation(({ ctx, input }) => notifications.markRead(ctx.db, ctx.user.id, input.id, ctx.now(), wordsFor(ctx))),
  markAllRead: authedProcedure.mutation(({ ctx }) => notifications.markAllRead(ctx.db, ctx.user.id, ctx.now())),
});
