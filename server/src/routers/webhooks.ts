import { idInput } from '@nimbus/shared/ids';
import { webhookDeliveriesInput, webhookInput, webhookListInput, webhookSettingsInput, webhookUpdateInput } from '@nimbus/shared/webhooks';
import * as delivery from '../services/webhooks/delivery.ts';
import * as endpoints from '../services/webhooks/endpoints.ts';
import { adminProcedure, router } from '../trpc/init.ts';

export const webhooksRouter = router({
  /** The admin table: newest first, searched by URL. */
  list: adminProcedure.input(webhookListInput).query(({ ctx, input }) => endpoints.list(ctx.db, input)),
  /** The secret is in the answer: the only time it is shown. */
  create: adminProcedure.input(webhookInput).mutation(({ ctx, input }) => endpoints.create(ctx, ctx.user, input)),
  update: adminProcedure.input(webhookUpdateInput).mutation(({ ctx, input }) => endpoints.update(ctx, ctx.user, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => endpoints.remove(ctx, ctx.user, input.id)),
  rotateSecret: adminProcedure.input(idInput).mutation(({ ctx, input }) => endpoints.rotateSecret(ctx, ctx.user, input.id)),
  /** An endpoint's delivery log, newest first. */
  deliveries: adminProcedure.input(webhookDeliveriesInput).query(({ ctx, input }) => delivery.deliveries(ctx.db, input)),
  sendTest: adminProcedure.input(idInput).mutation(({ ctx, input }) => delivery.sendTest(ctx, ctx.user, input.id)),
  redeliver: adminProcedure.input(idInput).mutation(({ ctx, input }) => delivery.redeliver(ctx, ctx.user, input.id)),
  settings: adminProcedure.query(({ ctx }) => endpoints.getWebhookSettings(ctx)),
  updateSettings: adminProcedure.input(webhookSettingsInput).mutation(({ ctx, input }) => endpoints.setWebhookSettings(ctx, ctx.user, input)),
});
