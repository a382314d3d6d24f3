import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, tokenFor, workerDatabase, type TestUser } from './harness.ts';

const t = testApp();
let admin: TestUser;
let customer: TestUser;
const bearer = async (user: TestUser) => ({ authorization: `Bearer ${await tokenFor(user)}` });
const LEGACY_USER = ['avatar', 'country', 'email', 'id', 'name', 'plan', 'registerDate', 'role', 'status'];

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  customer = await createUser({ firstName: 'Lee', lastName: 'Legacy' });
  const { db } = await workerDatabase();
  await db.insert(subscriptions).values({ userId: customer.id, planId: (await createPlan({ name: 'Monthly' })).id });
});

describe('GET /api/users/:id', () => {
  it('gives the owner the legacy User, field by field', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}`, headers: await bearer(customer) });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(LEGACY_USER);
    expect(user).toEqual({
      id: customer.id,
      name: 'Lee Legacy',
      email: customer.email,
      country: 'United States',
      registerDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      avatar: null,
      status: 'Active',
      plan: 'Monthly',
      role: 'USER',
    });
  });

  it('answers 404 to another customer, 200 to staff, 401 without a token, 400 for a bad id', async () => {
    const url = `/api/users/${customer.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: await bearer(await createUser()) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: await bearer(await createUser({ role: 'AGENT' })) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: await bearer(customer) })).statusCode).toBe(400);
  });
});

describe('GET /api/users', () => {
  it('gives an admin an array of the customers not deleted, staff behind ?kind=staff, with X-Total-Count', async () => {
    await createUser({ deleted: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: await bearer(admin) });
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(Array.isArray(rows)).toBe(true);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    expect(res.headers['x-total-count-exact']).toBe('true');
    expect(rows.every((row) => Object.keys(row).sort().join() === LEGACY_USER.join())).toBe(true);
    expect(rows.map((row) => row.id)).toContain(customer.id);
    expect(rows.map((row) => row.id)).not.toContain(admin.id);
    expect(rows.some((row) => row.name === 'Deleted user')).toBe(false);
    const staff = await t.app.inject({ method: 'GET', url: '/api/users?kind=staff', headers: await bearer(admin) });
    expect(staff.json<{ id: number }[]>().map((row) => row.id)).toContain(admin.id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/users?kind=everyone', headers: await bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('answers one bounded page (100 by default) and links the next one, however many users there are', async () => {
    const { db } = await workerDatabase();
    await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name) select 'bulk' || g || '@rest-users.test', 'x', 'Bulk', 'User' || g from generate_series(1, 150) g`,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: await bearer(admin) });
    const rows = res.json<{ id: number }[]>();
    expect(rows).toHaveLength(100);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(150);
    const next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await t.app.inject({ method: 'GET', url: next!, headers: await bearer(admin) });
    const more = second.json<{ id: number }[]>();
    expect(more.length).toBeGreaterThan(50);
    expect(more.some((row) => rows.some((first) => first.id === row.id))).toBe(false);
    const tooBig = await t.app.inject({ method: 'GET', url: '/api/users?pageSize=101', headers: await bearer(admin) });
    expect(tooBig.statusCode).toBe(400);
  });

  it('pages and searches with ?page, ?pageSize and ?search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users?page=1&pageSize=2&search=legacy', headers: await bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }[]>().map((row) => row.id)).toEqual([customer.id]);
    expect(res.headers['x-total-count']).toBe('1');
    const paged = await t.app.inject({ method: 'GET', url: '/api/users?pageSize=2', headers: await bearer(admin) });
    expect(paged.json()).toHaveLength(2);
  });

  it('answers 403 to staff who are not admins and to customers, 400 for a bad page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: await bearer(await createUser({ role: 'AGENT' })) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: await bearer(customer) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users?page=two', headers: await bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users?pageSize=1000', headers: await bearer(admin) })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('admin suspends a user: the legacy User comes back and the user’s token stops working', async () => {
    const user = await createUser();
    const headers = await bearer(user);
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: await bearer(admin), payload: { status: 'Suspend' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, status: 'Suspend' });
    expect(Object.keys(res.json()).sort()).toEqual(LEGACY_USER);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers })).statusCode).toBe(401);
  });

  it('answers 400 with the message for a bad status or no body, 403 for a customer, 404 for an unknown user', async () => {
    const user = await createUser();
    const url = `/api/users/${user.id}`;
    const bad = await t.app.inject({ method: 'PUT', url, headers: await bearer(admin), payload: { status: 'Gone' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Status is required' });
    expect((await t.app.inject({ method: 'PUT', url, headers: await bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url, headers: await bearer(user), payload: { status: 'Active' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/987654', headers: await bearer(admin), payload: { status: 'Active' } })).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/:id', () => {
  it('admin deletes a user softly; a second delete answers 404', async () => {
    const user = await createUser();
    const url = `/api/users/${user.id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: await bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, message: 'User deleted successfully.' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: await bearer(admin) })).statusCode).toBe(404);
  });

  it('answers 401 without a token, 403 for an agent, 400 for deleting yourself or a bad id', async () => {
    const user = await createUser();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: await bearer(await createUser({ role: 'AGENT' })) })).statusCode,
    ).toBe(403);
    const self = await t.app.inject({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: await bearer(admin) });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: 'You cannot delete your own account' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/-1', headers: await bearer(admin) })).statusCode).toBe(400);
  });
});
