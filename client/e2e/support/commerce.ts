import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, bearer, ok, trpcMutation, type Customer } from './api.ts';
import { DEMO, randomLetters } from './fixtures.ts';

// Staff's side of a purchase, as the admin screens would do it, so a story spends its browser
// time on what the customer sees: a plan with a short term, a payment reviewed, a subscription
// activated.

/** A new plan on sale (admin), e.g. a 10-day one whose subscription is at once in its last 14 days. */
export async function createPlan(request: APIRequestContext, plan: { price: string; duration: number }) {
  const admin = await apiToken(request, DEMO.admin);
  const name = `Short ${randomLetters(6)}`;
  return trpcMutation<{ id: number; name: string; devices: number; price: string }>(request, admin, 'plans.create', {
    name,
    price: plan.price,
    devices: 1,
    channels: '1000',
    duration: String(plan.duration),
    status: 'Active',
    features: 'Live channels, HD quality, 1 device',
  });
}

/** The customer's payment waiting for staff (the newest one). */
async function pendingPayment(request: APIRequestContext, admin: string, customer: Customer) {
  const rows = await ok<{ id: number; fullName: string; status: string }[]>(
    await request.get(`/api/payments?search=${encodeURIComponent(customer.name)}`, { headers: bearer(admin) }),
  );
  const payment = rows.find((row) => row.fullName === customer.name && row.status === 'Pending');
  expect(payment, `a Pending payment of ${customer.name}`).toBeTruthy();
  return payment!;
}

/** Staff verify (Completed) or reject (Failed, with the reason the customer is shown) the customer's waiting payment. */
export async function reviewPayment(request: APIRequestContext, customer: Customer, outcome: { status: 'Completed' } | { status: 'Failed'; reason: string }) {
  const admin = await apiToken(request, DEMO.admin);
  const payment = await pendingPayment(request, admin, customer);
  await ok(await request.put(`/api/payments/${payment.id}`, { headers: bearer(admin), data: outcome }));
}

/** Staff verify the payment and activate the Pending subscription with streaming credentials. */
export async function verifyAndActivate(request: APIRequestContext, customer: Customer) {
  await reviewPayment(request, customer, { status: 'Completed' });
  const admin = await apiToken(request, DEMO.admin);
  const rows = await ok<{ id: number; status: string }[]>(
    await request.get(`/api/subscriptions?search=${encodeURIComponent(customer.name)}`, { headers: bearer(admin) }),
  );
  const subscription = rows.find((row) => row.status === 'Pending');
  expect(subscription, `a Pending subscription of ${customer.name}`).toBeTruthy();
  await ok(
    await request.put(`/api/subscriptions/${subscription!.id}`, {
      headers: bearer(admin),
      data: { status: 'Active', userName: `tv-${randomLetters(6)}`, password: `pass-${randomLetters(8)}` },
    }),
  );
}
