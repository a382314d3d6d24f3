import { idInput } from '@nimbus/shared/ids';
import { pageInput } from '@nimbus/shared/paging';
import { paymentListInput, paymentQuoteInput, rejectPaymentInput, subscriptionPaymentsInput, verifyManyInput } from '@nimbus/shared/payments';
import * as review from '../services/payment-review.ts';
import { quotePayment } from '../services/payment-submit.ts';
import * as payments from '../services/payments.ts';
import { authedProcedure, router, staffList, staffProcedure } from '../trpc/init.ts';

// Submitting a payment carries a file: it is `POST /api/payments/save` (multipart), which calls
// services/payment-submit.ts after the same checks as authedProcedure.
export const paymentsRouter = router({
  /** The caller's own payments (Recent Payments). */
  mine: authedProcedure.input(pageInput).query(({ ctx, input }) => payments.mine(ctx, ctx.user, input)),
  /** A subscription's payments: its owner or staff. */
  forSubscription: authedProcedure.input(subscriptionPaymentsInput).query(({ ctx, input }) => payments.forSubscription(ctx, ctx.user, input.subscriptionId)),
  /** The amount a payment for this plan charges now (a pro-rated upgrade, ADR 036): the payment page shows it before the upload. */
  quote: authedProcedure.input(paymentQuoteInput).query(({ ctx, input }) => quotePayment(ctx, ctx.user, input.planId)),
  list: staffProcedure
    .input(paymentListInput)
    .use(staffList(['payments', 'plans', 'users']))
    .query(({ ctx, input }) => payments.list(ctx, input)),
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => payments.byId(ctx.db, input.id)),
  verify: staffProcedure.input(idInput).mutation(({ ctx, input }) => review.verify(ctx, ctx.user, input.id)),
  reject: staffProcedure.input(rejectPaymentInput).mutation(({ ctx, input }) => review.reject(ctx, ctx.user, input)),
  verifyMany: staffProcedure.input(verifyManyInput).mutation(({ ctx, input }) => review.verifyMany(ctx, ctx.user, input.ids)),
});
