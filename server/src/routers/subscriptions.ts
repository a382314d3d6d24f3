import { idInput } from '@nimbus/shared/ids';
import { linePasswordInput, panelLogInput } from '@nimbus/shared/panel';
import { activateInput, subscriptionListInput, userSubscriptionInput } from '@nimbus/shared/subscriptions';
import { changeLinePassword, retryPanelAction } from '../services/panel/actions.ts';
import { linePassword } from '../services/panel/lines.ts';
import { listPanelLog } from '../services/panel/log.ts';
import * as actions from '../services/subscription-actions.ts';
import { checkLine } from '../services/line-check.ts';
import * as subscriptions from '../services/subscriptions.ts';
import { authedProcedure, customerProcedure, router, staffList, staffProcedure } from '../trpc/init.ts';

export const subscriptionsRouter = router({
  /** The caller's live subscription with its streaming credentials, or null. */
  mine: authedProcedure.query(({ ctx }) => subscriptions.mine(ctx, ctx.user)),
  /** A customer's live subscription: that customer or staff (legacy `GET /subscriptions/user/{userId}`). */
  forUser: authedProcedure.input(userSubscriptionInput).query(({ ctx, input }) => subscriptions.forUser(ctx, ctx.user, input.userId)),
  /** The panel's word on the caller's own line (player_api.php): USER only, rate limited per customer. */
  checkLine: customerProcedure.mutation(({ ctx }) => checkLine(ctx, ctx.user)),
  /** Whether the caller may renew, and the plan to pay for. */
  checkRenew: authedProcedure.query(({ ctx }) => subscriptions.checkRenew(ctx, ctx.user)),
  /** The owner deletes their own (upgrade flow); staff any. */
  delete: authedProcedure.input(idInput).mutation(({ ctx, input }) => actions.remove(ctx, ctx.user, input.id)),
  list: staffProcedure
    .input(subscriptionListInput)
    .use(staffList(['subscriptions', 'plans', 'users']))
    .query(({ ctx, input }) => subscriptions.list(ctx, input)),
  activate: staffProcedure.input(activateInput).mutation(({ ctx, input }) => actions.activate(ctx, ctx.user, input)),
  deactivate: staffProcedure.input(idInput).mutation(({ ctx, input }) => actions.deactivate(ctx, ctx.user, input.id)),
  /** The subscription as staff see it (the row's drawer): with its provisioning state and the panel's error. */
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => subscriptions.staffView(ctx, ctx.db, input.id)),
  /** The owner's new line password (or a random one), set on the panel by the panel job. */
  changeLinePassword: authedProcedure
    .input(linePasswordInput)
    .mutation(({ ctx, input }) => changeLinePassword(ctx, ctx.user.id, input.password ?? linePassword())),
  /** Queues the last failed panel action again (ADR 032); audited. */
  retryPanel: staffProcedure.input(idInput).mutation(({ ctx, input }) => retryPanelAction(ctx, ctx.user.id, input.id)),
  /** Every call made to the panel for the subscription, newest first, a page at a time. */
  panelLog: staffProcedure.input(panelLogInput).query(({ ctx, input }) => listPanelLog(ctx.db, input)),
});
