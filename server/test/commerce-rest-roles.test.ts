import { describe, expect, it } from 'vitest';
import { createPendingPurchase, fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { WHO, type Who } from './matrix/types.ts';

// Every payments and subscriptions REST row x every kind of caller, with the HTTP status each
// gets. `user` owns what the row touches; `otherUser` is another customer (404, no existence leak).
const t = testApp();

type Users = Record<Exclude<Who, 'anonymous'>, TestUser>;
type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };
type Row = { name: string; request: (users: Users) => Promise<Request>; expect: Record<Who, number> };

const staffOnly = { anonymous: 401, user: 403, otherUser: 403, agent: 200, admin: 200, suspended: 403 };
const ownerOrStaff = { anonymous: 401, user: 200, otherUser: 404, agent: 200, admin: 200, suspended: 403 };
const purchase = async (users: Users) => createPendingPurchase(users.user.id, (await createPlan()).id);

const ROWS: Row[] = [
  {
    name: 'POST /api/payments/save for the user (staff may record it for them)',
    request: async (users) => {
      const form = multipart(
        { userId: users.user.id, planId: (await createPlan()).id, method: 'crypto' },
        { filename: 'r.png', contentType: 'image/png', bytes: fileBytes('png') },
      );
      return { method: 'POST', url: '/api/payments/save', payload: form.payload, headers: form.headers };
    },
    expect: { anonymous: 401, user: 201, otherUser: 403, agent: 201, admin: 201, suspended: 403 },
  },
  { name: 'GET /api/payments', request: async () => ({ method: 'GET', url: '/api/payments' }), expect: staffOnly },
  {
    name: 'GET /api/payments/sub/:id',
    request: async (u) => ({ method: 'GET', url: `/api/payments/sub/${(await purchase(u)).subscription.id}` }),
    expect: ownerOrStaff,
  },
  {
    name: 'PUT /api/payments/:id',
    request: async (u) => ({ method: 'PUT', url: `/api/payments/${(await purchase(u)).payment.id}`, payload: { status: 'Completed' } }),
    expect: staffOnly,
  },
  {
    name: 'GET /api/payments/:id/receipt',
    request: async (u) => ({ method: 'GET', url: `/api/payments/${(await purchase(u)).payment.id}/receipt` }),
    expect: ownerOrStaff,
  },
  {
    name: 'GET /api/subscriptions/user/:userId',
    request: async (u) => ({ method: 'GET', url: `/api/subscriptions/user/${u.user.id}` }),
    expect: ownerOrStaff,
  },
  { name: 'GET /api/subscriptions', request: async () => ({ method: 'GET', url: '/api/subscriptions' }), expect: staffOnly },
  {
    name: 'PUT /api/subscriptions/:id',
    request: async (u) => ({
      method: 'PUT',
      url: `/api/subscriptions/${(await purchase(u)).subscription.id}`,
      payload: { status: 'Active', userName: 'tv', password: 'pw' },
    }),
    expect: staffOnly,
  },
  {
    name: 'DELETE /api/subscriptions/:id',
    request: async (u) => ({ method: 'DELETE', url: `/api/subscriptions/${(await purchase(u)).subscription.id}` }),
    expect: ownerOrStaff,
  },
];

async function statusOf(row: Row, who: Who): Promise<number> {
  const users: Users = {
    user: await createUser(),
    otherUser: await createUser(),
    agent: await createUser({ role: 'AGENT' }),
    admin: await createUser({ role: 'ADMIN' }),
    suspended: await createUser({ status: 'Suspend' }),
  };
  const request = await row.request(users);
  const headers = { ...request.headers, ...(who === 'anonymous' ? {} : { authorization: `Bearer ${await tokenFor(users[who])}` }) };
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
  return res.statusCode;
}

describe('REST role matrix: payments and subscriptions', () => {
  for (const row of ROWS) {
    describe(row.name, () => {
      for (const who of WHO) {
        it(`${who} -> ${row.expect[who]}`, async () => {
          expect(await statusOf(row, who)).toBe(row.expect[who]);
        });
      }
    });
  }
});
