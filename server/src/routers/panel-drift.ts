import { driftSubscriptionInput, panelDriftListInput } from '@nimbus/shared/panel-drift';
import * as drift from '../services/panel/drift.ts';
import { adminProcedure, router } from '../trpc/init.ts';

/** The panel drift page (ADR 035): admins only; agents never see or change the panel. */
export const panelDriftRouter = router({
  /** Subscriptions whose line differs from ours, newest difference first (keyset). */
  list: adminProcedure.input(panelDriftListInput).query(({ ctx, input }) => drift.listDrift(ctx, input)),
  /** The latest reconciliation run, or null before the first. */
  lastRun: adminProcedure.query(({ ctx }) => drift.latestRun(ctx)),
  /** Queues a whole reconciliation now (audited); refused while one is queued or running. */
  run: adminProcedure.mutation(({ ctx }) => drift.requestRun(ctx, ctx.user)),
  /** Compares one subscription with its line at once (audited). */
  check: adminProcedure.input(driftSubscriptionInput).mutation(({ ctx, input }) => drift.checkNow(ctx, ctx.user, input.subscriptionId)),
  /** Queues the re-creation of a line the panel lost: one keyed action, however often clicked. */
  recreate: adminProcedure.input(driftSubscriptionInput).mutation(({ ctx, input }) => drift.requestRecreate(ctx, ctx.user, input.subscriptionId)),
});
