import { settingsInput } from '@nimbus/shared/settings';
import * as settings from '../services/settings.ts';
import { adminProcedure, publicProcedure, router } from '../trpc/init.ts';

export const settingsRouter = router({
  /** Brand, support contacts and payment destinations: never the bank details or the playlist template. */
  public: publicProcedure.query(({ ctx }) => ctx.catalogue.publicSettings()),
  get: adminProcedure.query(({ ctx }) => settings.getSettings(ctx.db)),
  update: adminProcedure.input(settingsInput).mutation(({ ctx, input }) => settings.updateSettings(ctx, ctx.user, input)),
});
