import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@nimbus/shared/enums';
import {
  legacyPaymentUpdate,
  paymentListInput,
  type LegacyCustomerPayment,
  type LegacyPayment,
  type MyPayment,
  type StaffPayment,
} from '@nimbus/shared/payments';
import type { Deps } from '../lib/deps.ts';
import type { SubmittedPayment } from '../services/payment-submit.ts';
import { callerFor } from './caller.ts';
import { sendPage } from './params.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, isoDate, legacyBody, money, pagedList, PAGED_LIST, pagingQuery, pathId, refusal, signedOut } from './schemas.ts';

const method = z.enum(PAYMENT_METHODS);
const status = z.enum(PAYMENT_STATUSES);

export const legacyCustomerPayment = z.object({ paymentDate: isoDate, amount: money, paymentMethod: method, status });
const legacyPayment = z.object({
  id: z.number().int(),
  fullName: z.string().meta({ description: "the payer's name when the payment was submitted" }),
  amount: money,
  method,
  date: isoDate,
  status,
  receipt: z.string().meta({ description: 'URL of the receipt (GET it with the bearer token). The old API inlined base64 here.' }),
});
/** The answer to `POST /payments/save`: the customer's list item plus what a client needs next. */
export const legacySubmitted = legacyCustomerPayment.extend({
  id: z.number().int(),
  planName: z.string(),
  subscriptionId: z.number().int(),
  message: z.string(),
});

// The old backend sent money as JSON numbers; dates go out as ISO strings.
export function toLegacyPayment(payment: StaffPayment): LegacyPayment {
  return {
    id: payment.id,
    fullName: payment.fullName,
    amount: Number(payment.amount),
    method: payment.method,
    date: payment.date.toISOString(),
    status: payment.status,
    // A payment a coupon covers in full has no receipt: an empty string keeps the legacy shape.
    receipt: payment.receiptUrl ?? '',
  };
}

export function toLegacyCustomerPayment(payment: MyPayment): LegacyCustomerPayment {
  return {
    paymentDate: payment.paymentDate.toISOString(),
    amount: Number(payment.amount),
    paymentMethod: payment.paymentMethod,
    status: payment.status,
  };
}

export function toLegacySubmitted(payment: SubmittedPayment): z.output<typeof legacySubmitted> {
  return {
    id: payment.id,
    ...toLegacyCustomerPayment(payment),
    planName: payment.planName,
    subscriptionId: payment.subscriptionId,
    message: 'Payment send for Verification',
  };
}

const staffErrors = { 400: badInput, 401: signedOut, 403: forbidden };
const idParams = z.object({ id: pathId });

export function paymentRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  // The old admin list was one unpaged array: the array stays, capped at a page of 100
  // (`?page=`, `?pageSize=`, `?search=`, `?status=`), with the total in X-Total-Count.
  api.get(
    '/payments',
    operation(deps, 'staff', {
      summary: 'All payments (staff), newest first; searched across every field',
      tags: ['payments'],
      querystring: pagingQuery(MAX_PAGE_SIZE).extend({ status: paymentListInput.shape.status }),
      response: { 200: pagedList(legacyPayment, PAGED_LIST), ...staffErrors },
    }),
    async (req, reply) => {
      const page = await (await callerFor(deps, req)).payments.list({ ...req.query, pageSize: req.query.pageSize ?? MAX_PAGE_SIZE });
      return sendPage(req, reply, page, toLegacyPayment);
    },
  );

  // "payments for a subscription": the id is the subscription's (GET /subscriptions/user/{userId} gives it).
  api.get(
    '/payments/sub/:id',
    operation(deps, 'authed', {
      summary: "A subscription's payments (its owner or staff); the id is the subscription's",
      tags: ['payments'],
      params: idParams,
      response: { 200: z.array(legacyCustomerPayment).meta({ description: 'Payments' }), ...staffErrors, 404: refusal('Not found, or not yours') },
    }),
    async (req) => {
      const payments = await (await callerFor(deps, req)).payments.forSubscription({ subscriptionId: req.params.id });
      return payments.map(toLegacyCustomerPayment);
    },
  );

  api.put(
    '/payments/:id',
    operation(deps, 'staff', {
      summary: 'Verify (Completed) or reject (Failed) a Pending payment (staff)',
      tags: ['payments'],
      params: idParams,
      body: legacyBody(legacyPaymentUpdate),
      response: {
        200: legacyPayment.meta({ description: 'The payment' }),
        ...staffErrors,
        404: refusal('Not found'),
        409: refusal('This payment has already been processed.'),
      },
    }),
    async (req) => {
      const caller = await callerFor(deps, req);
      const payment =
        req.body.status === 'Completed'
          ? await caller.payments.verify({ id: req.params.id })
          : await caller.payments.reject({ id: req.params.id, reason: req.body.reason });
      return toLegacyPayment(payment);
    },
  );
}
