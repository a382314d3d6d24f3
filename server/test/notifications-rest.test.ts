import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { createUser, testApp, tokenFor, workerDatabase, type TestUser } from './harness.ts';

const t = testApp();
let customer: TestUser;
let other: TestUser;
const bearer = async (user: TestUser) => ({ authorization: `Bearer ${await tokenFor(user)}` });

beforeAll(async () => {
  [customer, other] = [await createUser(), await createUser()];
  const { db } = await workerDatabase();
  // Rows as the legacy texts are stored: a title and a message (ones with a kind: i18n-server.test.ts).
  for (const n of [1, 2, 3]) await db.insert(notifications).values({ userId: customer.id, title: `Title ${n}`, message: `Message ${n}`, link: '/user' });
  await db.insert(notifications).values({ userId: other.id, title: 'Not yours', message: 'Other' });
});

describe('GET /api/notifications', () => {
  it("gives the caller's notifications as an array of { id, title, message, date, read }, newest first", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: await bearer(customer) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.map((row) => row.title)).toEqual(['Title 3', 'Title 2', 'Title 1']);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      title: 'Title 3',
      message: 'Message 3',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      read: false,
    });
  });

  it('answers one bounded page, 100 by default, and links the next, for a customer with many', async () => {
    const many = await createUser();
    const { db } = await workerDatabase();
    await db.execute(sql`insert into notifications (user_id, title, message) select ${many.id}, 'N' || g, 'M' from generate_series(1, 130) g`);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: await bearer(many) });
    expect(res.json()).toHaveLength(100);
    expect(res.headers['x-total-count']).toBe('130');
    const next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1];
    const rest = await t.app.inject({ method: 'GET', url: next!, headers: await bearer(many) });
    expect(rest.json()).toHaveLength(30);
    expect(String(rest.headers.link)).not.toContain('rel="next"');
    const unread = await t.app.inject({ method: 'GET', url: '/api/notifications?unreadOnly=true&pageSize=5', headers: await bearer(many) });
    expect(unread.json()).toHaveLength(5);
  });

  it('gives one page when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?page=2&pageSize=2', headers: await bearer(customer) });
    expect(res.json<{ title: string }[]>().map((row) => row.title)).toEqual(['Title 1']);
    expect(res.headers['x-total-count']).toBe('3');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('PUT /api/notifications/:id/read', () => {
  it("marks the caller's notification read and answers it in the legacy shape", async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: await bearer(customer) })).json<{ id: number }[]>();
    const res = await t.app.inject({ method: 'PUT', url: `/api/notifications/${first!.id}/read`, headers: await bearer(customer) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, title: 'Title 3', read: true });
  });

  it("answers 404 for another user's notification and 400 for a bad id", async () => {
    const [theirs] = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: await bearer(other) })).json<{ id: number }[]>();
    const res = await t.app.inject({ method: 'PUT', url: `/api/notifications/${theirs!.id}/read`, headers: await bearer(customer) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, error: 'Not Found', message: 'Notification not found' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/abc/read', headers: await bearer(customer) })).statusCode).toBe(400);
  });

  it('is in the OpenAPI document with the dashboard route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, object> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/notifications', '/api/notifications/{id}/read', '/api/admin-dashboard']));
  });
});
