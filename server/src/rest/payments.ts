import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import {
  legacyPaymentUpdate,
  type LegacyCustomerPayment,
  type LegacyPayment,
  type MyPayment,
  type StaffPayment,
} from '@nimbus/shared/payments';
import type { Deps } from '../lib/deps.ts';
import type { SubmittedPayment } from '../services/payment-submit.ts';
import { staffCallerFor } from './actor.ts';
import { callerFor } from './caller.ts';
import { bodyRecord, pageQuery, pathId, sendPage } from './params.ts';

// The old backend sent money as JSON numbers; dates go out as ISO strings.
export function toLegacyPayment(payment: StaffPayment): LegacyPayment {
  return {
    id: payment.id,
    fullName: payment.fullName,
    amount: Number(payment.amount),
    method: payment.method,
    date: payment.date.toISOString(),
    status: payment.status,
    receipt: payment.receiptUrl,
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

/** The answer to `POST /payments/save`: the customer's list item plus what a client needs next. */
export function toLegacySubmitted(payment: SubmittedPayment) {
  return {
    id: payment.id,
    ...toLegacyCustomerPayment(payment),
    planName: payment.planName,
    subscriptionId: payment.subscriptionId,
    message: 'Payment send for Verification',
  };
}

export function paymentRoutes(app: FastifyInstance, deps: Deps) {
  // The old admin list was one unpaged array: the array stays, capped at a page of 100
  // (`?page=`, `?pageSize=`, `?search=`, `?status=`), with the total in X-Total-Count.
  app.get('/payments', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const caller = await callerFor(deps, req);
    const page = await caller.payments.list({
      pageSize: MAX_PAGE_SIZE,
      ...pageQuery(req),
      ...(typeof query.status === 'string' ? { status: query.status as never } : {}),
    });
    return sendPage(req, reply, page, toLegacyPayment);
  });

  // "payments for a subscription": the id is the subscription's (GET /subscriptions/user/{userId} gives it).
  app.get('/payments/sub/:id', async (req) => {
    const payments = await (await callerFor(deps, req)).payments.forSubscription({ subscriptionId: pathId(req) });
    return payments.map(toLegacyCustomerPayment);
  });

  app.put('/payments/:id', async (req) => {
    const caller = await staffCallerFor(deps, req);
    const body = legacyPaymentUpdate.safeParse(bodyRecord(req));
    if (!body.success) throw new TRPCError({ code: 'BAD_REQUEST', message: body.error.issues[0]!.message });
    const payment =
      body.data.status === 'Completed'
        ? await caller.payments.verify({ id: pathId(req) })
        : await caller.payments.reject({ id: pathId(req), reason: body.data.reason });
    return toLegacyPayment(payment);
  });
}
