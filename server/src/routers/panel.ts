import { panelPlanInput, panelSettingsInput } from '@nimbus/shared/panel';
import * as panelPlans from '../services/panel/plans.ts';
import * as panel from '../services/panel/settings.ts';
import { adminProcedure, router } from '../trpc/init.ts';

export const panelRouter = router({
  /** The panel settings: whether an API key is set, never the key; what the environment overrides. */
  get: adminProcedure.query(({ ctx }) => panel.getPanelSettings(ctx)),
  update: adminProcedure.input(panelSettingsInput).mutation(({ ctx, input }) => panel.updatePanelSettings(ctx, ctx.user, input)),
  /** Calls get_lines with limit 1 on the configured panel and says what went wrong, if anything. */
  test: adminProcedure.mutation(({ ctx }) => panel.testPanelConnection(ctx)),
  /** Each plan's bouquets on the panel and whether verify makes the line automatically. */
  plans: adminProcedure.query(({ ctx }) => panelPlans.listPanelPlans(ctx.db)),
  updatePlan: adminProcedure.input(panelPlanInput).mutation(({ ctx, input }) => panelPlans.updatePanelPlan(ctx.db, ctx.user, input)),
});
