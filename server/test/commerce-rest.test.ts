import { describe, expect, it } from 'vitest';
import { createPayment, createSubscription, fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// The legacy rows of specification section 7 for payments and subscriptions, field by field.
const t = testApp();

async function call(user: TestUser | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const headers = user ? { authorization: `Bearer ${await tokenFor(user)}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

describe('a customer buys a plan through the legacy API', () => {
  it('uploads a receipt, staff verify and activate, the owner reads the credentials', async () => {
    const customer = await createUser({ firstName: 'Rene', lastName: 'Legacy' });
    const admin = await createUser({ role: 'ADMIN' });
    const plan = await createPlan({ name: 'Premium', price: '49.99', devices: 3, durationDays: 30 });

    const form = multipart(
      { userId: customer.id, planId: plan.id, amount: '49.99', method: 'crypto' },
      { filename: 'r.png', contentType: 'image/png', bytes: fileBytes('png') },
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/payments/save',
      headers: { ...form.headers, authorization: `Bearer ${await tokenFor(customer)}` },
      payload: form.payload,
    });
    expect(saved.statusCode).toBe(201);
    const submitted = saved.json();
    expect(Object.keys(submitted).sort()).toEqual(['amount', 'id', 'message', 'paymentDate', 'paymentMethod', 'planName', 'status', 'subscriptionId']);
    expect(submitted).toMatchObject({
      amount: 49.99,
      paymentMethod: 'crypto',
      status: 'Pending',
      planName: 'Premium',
      message: 'Payment send for Verification',
    });

    const own = await call(customer, 'GET', `/api/subscriptions/user/${customer.id}`);
    expect(own.json()).toMatchObject({ id: submitted.subscriptionId, plan: { id: plan.id }, status: 'Pending' });

    const verified = await call(admin, 'PUT', `/api/payments/${submitted.id}`, { status: 'Completed' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: submitted.id, status: 'Completed' });

    const activated = await call(admin, 'PUT', `/api/subscriptions/${submitted.subscriptionId}`, {
      status: 'Active',
      userName: 'rene-tv',
      password: 'pw-123',
    });
    expect(activated.statusCode).toBe(200);

    const mine = (await call(customer, 'GET', `/api/subscriptions/user/${customer.id}`)).json();
    expect(mine).toMatchObject({ status: 'Active', userName: 'rene-tv', password: 'pw-123' });
    const history = (await call(customer, 'GET', `/api/payments/sub/${submitted.subscriptionId}`)).json();
    expect(history).toEqual([{ paymentDate: submitted.paymentDate, amount: 49.99, paymentMethod: 'crypto', status: 'Completed' }]);
  });
});

describe('GET /api/payments (staff)', () => {
  it('answers the legacy Payment with the receipt as a URL, and the total in a header', async () => {
    const user = await createUser({ firstName: 'Pat', lastName: 'Payer' });
    const plan = await createPlan({ price: '12.50' });
    const payment = await createPayment({
      userId: user.id,
      planId: plan.id,
      amount: '12.50',
      method: 'paypal',
      payerName: 'Pat Payer',
      createdAt: new Date('2026-11-05T08:30:00Z'),
    });
    const res = await call(await createUser({ role: 'AGENT' }), 'GET', '/api/payments?search=pat');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      {
        id: payment.id,
        fullName: 'Pat Payer',
        amount: 12.5,
        method: 'paypal',
        date: '2026-11-05T08:30:00.000Z',
        status: 'Pending',
        receipt: `/api/payments/${payment.id}/receipt`,
      },
    ]);
  });

  it('pages on by the Link header, and refuses a jump beyond the first rows with the reason', async () => {
    const agent = await createUser({ role: 'AGENT' });
    const user = await createUser({ firstName: 'Lin', lastName: 'Kedlist' });
    const plan = await createPlan();
    for (let i = 0; i < 3; i += 1) {
      await createPayment({ userId: user.id, planId: plan.id, payerName: 'Lin Kedlist', createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const first = await call(agent, 'GET', '/api/payments?search=kedlist&pageSize=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.headers['x-total-count-exact']).toBe('true');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toMatch(/^\/api\/payments\?search=kedlist&pageSize=2&cursor=/);
    const second = await call(agent, 'GET', next!);
    expect(second.json()).toHaveLength(1);
    expect(String(second.headers.link)).toContain('rel="prev"');
    expect(String(second.headers.link)).not.toContain('rel="next"');
    const far = await call(agent, 'GET', '/api/payments?page=500&pageSize=100');
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toContain('Next or Last');
  });

  it('answers 400 for a bad page or status, never 500', async () => {
    const agent = await createUser({ role: 'AGENT' });
    expect((await call(agent, 'GET', '/api/payments?page=abc')).statusCode).toBe(400);
    expect((await call(agent, 'GET', '/api/payments?status=Paid')).statusCode).toBe(400);
  });
});

describe('PUT /api/payments/:id', () => {
  it('rejects with Failed and answers 409 the second time', async () => {
    const user = await createUser();
    const payment = await createPayment({ userId: user.id, planId: (await createPlan()).id });
    const admin = await createUser({ role: 'ADMIN' });
    const rejected = await call(admin, 'PUT', `/api/payments/${payment.id}`, { status: 'Failed' });
    expect(rejected.json()).toMatchObject({ id: payment.id, status: 'Failed' });
    const again = await call(admin, 'PUT', `/api/payments/${payment.id}`, { status: 'Completed' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, error: 'Conflict', message: 'This payment has already been processed.' });
  });

  it.each([
    ['a status other than Completed or Failed', '/api/payments/1', { status: 'Pending' }, 'Status must be Completed or Failed'],
    ['no body', '/api/payments/1', undefined, 'Status must be Completed or Failed'],
    ['an id that is not a number', '/api/payments/abc', { status: 'Completed' }, 'Invalid id'],
  ])('answers 400 for %s', async (_what, url, body, message) => {
    const res = await call(await createUser({ role: 'ADMIN' }), 'PUT', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, error: 'Bad Request', message });
  });
});

describe('subscriptions', () => {
  it('GET /api/subscriptions/user/:userId answers exactly the legacy Subscription', async () => {
    const user = await createUser();
    const plan = await createPlan({ name: 'Family', price: '20.00', devices: 4 });
    const sub = await createSubscription({
      userId: user.id,
      planId: plan.id,
      status: 'Active',
      credentials: { userName: 'fam', password: 'pw', cipher: t.deps.cipher },
      startDate: new Date('2026-11-01T00:00:00Z'),
      endDate: new Date('2026-12-01T00:00:00Z'),
    });
    const res = await call(user, 'GET', `/api/subscriptions/user/${user.id}`);
    expect(res.json()).toEqual({
      id: sub.id,
      plan: { id: plan.id, name: 'Family', price: 20 },
      name: 'Family',
      devices: 4,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
      status: 'Active',
      userName: 'fam',
      password: 'pw',
    });
  });

  it('GET /api/subscriptions/user/:userId answers 200 null without a subscription', async () => {
    const user = await createUser();
    const res = await call(user, 'GET', `/api/subscriptions/user/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toBe('null');
  });

  it('GET /api/subscriptions gives staff the legacy list', async () => {
    const user = await createUser();
    const plan = await createPlan({ price: '7.00' });
    const sub = await createSubscription({ userId: user.id, planId: plan.id });
    const res = await call(await createUser({ role: 'ADMIN' }), 'GET', `/api/subscriptions?search=${encodeURIComponent(user.email)}`);
    expect(res.json()).toEqual([
      {
        id: sub.id,
        plan: { id: plan.id, name: plan.name, price: 7 },
        name: plan.name,
        devices: 1,
        startDate: null,
        endDate: null,
        status: 'Pending',
        userName: null,
        password: null,
      },
    ]);
  });

  it('PUT /api/subscriptions/:id with Expired and empty credentials deactivates', async () => {
    const user = await createUser();
    const sub = await createSubscription({
      userId: user.id,
      planId: (await createPlan()).id,
      status: 'Active',
      credentials: { userName: 'u', password: 'p', cipher: t.deps.cipher },
    });
    const res = await call(await createUser({ role: 'AGENT' }), 'PUT', `/api/subscriptions/${sub.id}`, {
      status: 'Expired',
      userName: '',
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sub.id, status: 'Expired', userName: null, password: null });
  });

  it.each([
    [{ status: 'Active', password: 'p' }, 'user name is required'],
    [{ status: 'Active', userName: 'u', password: '' }, 'password is required'],
    [{ status: 'Pending' }, 'Status must be Active (with credentials) or Expired'],
  ])('PUT /api/subscriptions/:id answers 400 with the form message for %o', async (body, message) => {
    const user = await createUser();
    const sub = await createSubscription({ userId: user.id, planId: (await createPlan()).id });
    const res = await call(await createUser({ role: 'AGENT' }), 'PUT', `/api/subscriptions/${sub.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('DELETE /api/subscriptions/:id lets the owner delete their own, with the specification message', async () => {
    const user = await createUser();
    const sub = await createSubscription({ userId: user.id, planId: (await createPlan()).id });
    const res = await call(user, 'DELETE', `/api/subscriptions/${sub.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Subscription deleted successfully!' });
    expect((await call(user, 'GET', `/api/subscriptions/user/${user.id}`)).body).toBe('null');
  });

  it('answers 400 for ids that are not numbers or too large, never 500', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    for (const url of ['/api/subscriptions/user/x', '/api/subscriptions/user/99999999999', '/api/payments/sub/-1']) {
      expect((await call(admin, 'GET', url)).statusCode).toBe(400);
    }
    expect((await call(admin, 'DELETE', '/api/subscriptions/1.5')).statusCode).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('describes every payments and subscriptions row', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/payments/save', 'post'],
      ['/api/payments', 'get'],
      ['/api/payments/sub/{id}', 'get'],
      ['/api/payments/{id}', 'put'],
      ['/api/payments/{id}/receipt', 'get'],
      ['/api/subscriptions/user/{userId}', 'get'],
      ['/api/subscriptions', 'get'],
      ['/api/subscriptions/{id}', 'put'],
      ['/api/subscriptions/{id}', 'delete'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(document.paths['/api/payments/save'].post.requestBody.content).toHaveProperty('multipart/form-data');
  });
});
