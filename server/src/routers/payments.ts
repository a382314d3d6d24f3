import { idInput } from '@nimbus/shared/ids';
import { pageInput } from '@nimbus/shared/paging';
import {
  coveredSubmitInput,
  paymentListInput,
  paymentQuoteInput,
  rejectPaymentInput,
  subscriptionPaymentsInput,
  verifyManyInput,
} from '@nimbus/shared/payments';
import { invoiceInput } from '@nimbus/shared/invoices';
import { invoicePdf } from '../services/invoices.ts';
import { openReference } from '../services/order-references.ts';
import * as review from '../services/payment-review.ts';
import { quotePayment, submitPayment } from '../services/payment-submit.ts';
import * as payments from '../services/payments.ts';
import { authedProcedure, router, staffList, staffProcedure } from '../trpc/init.ts';

// Submitting a payment carries a file: it is `POST /api/payments/save` (multipart), which calls
// services/payment-submit.ts after the same checks as authedProcedure.
export const paymentsRouter = router({
  /** The caller's own payments (Recent Payments). */
  mine: authedProcedure.input(pageInput).query(({ ctx, input }) => payments.mine(ctx, ctx.user, input)),
  /** A subscription's payments: its owner or staff. */
  forSubscription: authedProcedure.input(subscriptionPaymentsInput).query(({ ctx, input }) => payments.forSubscription(ctx, ctx.user, input.subscriptionId)),
  /** The order reference the payment page shows before the upload (ADR 038): the caller's open one, made if none. */
  reserveReference: authedProcedure.mutation(async ({ ctx }) => ({ reference: await openReference(ctx.db, ctx.user.id) })),
  /** A verified payment's invoice as a PDF (base64): the customer's own, or any for staff. */
  invoice: authedProcedure.input(invoiceInput).query(({ ctx, input }) => invoicePdf(ctx, ctx.user, input.paymentId)),
  /** The amount a payment for this plan charges now (a pro-rated upgrade, ADR 036): the payment page shows it before the upload. */
  quote: authedProcedure.input(paymentQuoteInput).query(({ ctx, input }) => quotePayment(ctx, ctx.user, input.planId)),
  list: staffProcedure
    .input(paymentListInput)
    .use(staffList(['payments', 'plans', 'users']))
    .query(({ ctx, input }) => payments.list(ctx, input)),
  /** A payment a coupon covers in full: no receipt, straight to staff verification (ADR 037). */
  submitCovered: authedProcedure
    .input(coveredSubmitInput)
    .mutation(async ({ ctx, input }) => (await submitPayment(ctx, ctx.user, { ...input, receipt: null })).payment),
  byId: staffProcedure.input(idInput).query(({ ctx, input }) => payments.byId(ctx.db, input.id)),
  verify: staffProcedure.input(idInput).mutation(({ ctx, input }) => review.verify(ctx, ctx.user, input.id)),
  reject: staffProcedure.input(rejectPaymentInput).mutation(({ ctx, input }) => review.reject(ctx, ctx.user, input)),
  verifyMany: staffProcedure.input(verifyManyInput).mutation(({ ctx, input }) => review.verifyMany(ctx, ctx.user, input.ids)),
});
