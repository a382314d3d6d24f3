import { telegramSettingsInput } from '@nimbus/shared/telegram';
import * as links from '../services/telegram/links.ts';
import * as telegram from '../services/telegram/settings.ts';
import { adminProcedure, customerProcedure, router } from '../trpc/init.ts';

// Telegram (ADR 045): the bot's settings for admins (never the token), the link for customers.
export const telegramRouter = router({
  /** Whether a token is set and the bot's username, never the token; the staff chat id. */
  get: adminProcedure.query(({ ctx }) => telegram.getTelegramSettings(ctx)),
  update: adminProcedure.input(telegramSettingsInput).mutation(({ ctx, input }) => telegram.updateTelegramSettings(ctx, ctx.user, input)),
  /** Sends a test message to the staff chat and says what went wrong, if anything. */
  test: adminProcedure.mutation(({ ctx }) => telegram.sendTelegramTest(ctx)),
  /** The caller's link: whether the shop has a bot, whether their account is linked. */
  mine: customerProcedure.query(({ ctx }) => links.myTelegram(ctx.db, ctx.env, ctx.user.id)),
  /** A fresh one-time deep link (15 minutes) to open in Telegram. */
  link: customerProcedure.mutation(({ ctx }) => links.createDeepLink(ctx, ctx.user.id)),
  unlink: customerProcedure.mutation(({ ctx }) => links.unlinkMine(ctx, ctx.user.id, ctx.user.language)),
});
