import { createPendingPurchase, createSubscription } from '../factories/commerce.ts';
import { createPlan } from '../harness.ts';
import type { Fixture, MatrixEntry } from './types.ts';
import { ANY_USER, OWNER_OR_STAFF, STAFF } from './types.ts';

// Submitting is multipart (REST only); its roles are checked in commerce-rest-roles.test.ts.
const pendingOfUser = async (fx: Fixture) => (await createPendingPurchase(fx.users.user.id, (await createPlan()).id)).payment;
/** A payment of `user` that staff verified: it has an invoice (ADR 038). */
const verifiedOfUser = async (fx: Fixture) => {
  const payment = await pendingOfUser(fx);
  await (await fx.app.caller(fx.users.admin)).payments.verify({ id: payment.id });
  return payment;
};

export const paymentsMatrix: MatrixEntry[] = [
  { path: 'payments.mine', input: () => ({}), expect: ANY_USER },
  // Any signed-in caller asks the amount of a plan for themselves (no subscription yet: its price).
  { path: 'payments.quote', input: async () => ({ planId: (await createPlan()).id }), expect: ANY_USER },
  {
    path: 'payments.forSubscription',
    input: async (fx) => ({ subscriptionId: (await createSubscription({ userId: fx.users.user.id, planId: (await createPlan()).id })).id }),
    expect: OWNER_OR_STAFF,
  },
  { path: 'payments.reserveReference', input: () => undefined, expect: ANY_USER },
  { path: 'payments.invoice', input: async (fx) => ({ paymentId: (await verifiedOfUser(fx)).id }), expect: OWNER_OR_STAFF },
  { path: 'payments.list', input: () => ({ search: 'crypto', status: 'Pending' }), expect: STAFF },
  // Staff only: the customer reads their own through `mine`, so even the owner is refused here.
  { path: 'payments.byId', input: async (fx) => ({ id: (await pendingOfUser(fx)).id }), expect: STAFF },
  { path: 'payments.verify', input: async (fx) => ({ id: (await pendingOfUser(fx)).id }), expect: STAFF },
  { path: 'payments.reject', input: async (fx) => ({ id: (await pendingOfUser(fx)).id, reason: 'Unreadable' }), expect: STAFF },
  { path: 'payments.verifyMany', input: async (fx) => ({ ids: [(await pendingOfUser(fx)).id] }), expect: STAFF },
];
