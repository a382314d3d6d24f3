import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_CHANNEL } from '../src/cache/change-feed.ts';
import { fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { eventually, secondInstance } from './second-instance.ts';
import { workerDatabase } from './database.ts';

// The customer views and the staff lists in memory (ADR 028): never the old answer on the
// instance that wrote, the new one on the others within the NOTIFY's latency.
const t = testApp();

const bearer = async (user: TestUser) => ({ authorization: `Bearer ${await tokenFor(user)}` });
const mine = async (user: TestUser) => (await t.caller(user)).subscriptions.mine();

/** A customer buys a plan through the legacy upload, on `app`: a Pending subscription and payment. */
async function buy(customer: TestUser, planId: number, price: string, app = t.app) {
  const form = multipart(
    { userId: customer.id, planId, amount: price, method: 'crypto' },
    { filename: 'r.png', contentType: 'image/png', bytes: fileBytes('png') },
  );
  const res = await app.inject({ method: 'POST', url: '/api/payments/save', headers: { ...form.headers, ...(await bearer(customer)) }, payload: form.payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; subscriptionId: number }>();
}

describe("a customer's dashboard (subscriptions.mine) from memory", () => {
  it('answers the same kept view until something of the customer changes', async () => {
    const customer = await createUser();
    await buy(customer, (await createPlan({ price: '9.00' })).id, '9.00');
    const first = await mine(customer);
    expect(await mine(customer)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('shows a payment just submitted, then verified, then the subscription activated, each at once on this instance', async () => {
    const customer = await createUser();
    const staff = await t.caller(await createUser({ role: 'AGENT' }));
    const plan = await createPlan({ price: '19.00' });
    expect(await mine(customer)).toBeNull();
    const submitted = await buy(customer, plan.id, '19.00');
    expect(await mine(customer)).toMatchObject({ id: submitted.subscriptionId, status: 'Pending', lastPayment: { id: submitted.id, status: 'Pending' } });
    await staff.payments.verify({ id: submitted.id });
    expect((await mine(customer))?.lastPayment).toMatchObject({ id: submitted.id, status: 'Completed' });
    await staff.subscriptions.activate({ id: submitted.subscriptionId, userName: 'tv-cache', password: 'pw-cache' });
    expect(await mine(customer)).toMatchObject({ status: 'Active', userName: 'tv-cache', password: 'pw-cache' });
  });

  it('a second instance shows a subscription activated on the first within a second', async () => {
    const other = await secondInstance();
    try {
      const customer = await createUser();
      const submitted = await buy(customer, (await createPlan({ price: '29.00' })).id, '29.00');
      const onOther = async () =>
        (await other.app.inject({ method: 'GET', url: '/trpc/subscriptions.mine', headers: await bearer(customer) })).json().result.data.json;
      expect(await onOther()).toMatchObject({ status: 'Pending' });
      const staff = await t.caller(await createUser({ role: 'ADMIN' }));
      await staff.payments.verify({ id: submitted.id });
      await staff.subscriptions.activate({ id: submitted.subscriptionId, userName: 'tv-other', password: 'pw-other' });
      await eventually(
        async () => expect(await onOther()).toMatchObject({ status: 'Active', userName: 'tv-other', lastPayment: { status: 'Completed' } }),
        1_000,
      );
    } finally {
      await other.close();
    }
  });

  it("hears writes made outside the app: the subscription's status, and its plan taken off sale", async () => {
    const customer = await createUser();
    const plan = await createPlan({ price: '5.00' });
    const { subscriptionId } = await buy(customer, plan.id, '5.00');
    expect(await mine(customer)).toMatchObject({ status: 'Pending', planStatus: 'Active' });
    const { db } = await workerDatabase();
    await db.execute(sql`update subscriptions set status = 'Expired' where id = ${subscriptionId}`);
    await eventually(async () => expect(await mine(customer)).toMatchObject({ status: 'Expired' }));
    await db.execute(sql`update plans set status = 'Inactive' where id = ${plan.id}`);
    await eventually(async () => expect(await mine(customer)).toMatchObject({ planStatus: 'Inactive' }));
  });
});

describe('the staff lists from memory', () => {
  it('a search after a verify on the same instance shows the verified payment', async () => {
    const customer = await createUser({ lastName: 'Fresh-Search' });
    const { id } = await buy(customer, (await createPlan({ price: '7.00' })).id, '7.00');
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const search = () => admin.payments.list({ search: 'Fresh-Search', pageSize: 20 });
    const before = await search();
    expect(before.items.map((row) => [row.id, row.status])).toEqual([[id, 'Pending']]);
    expect(await search()).toBe(before);
    await admin.payments.verify({ id });
    expect((await search()).items.map((row) => [row.id, row.status])).toEqual([[id, 'Completed']]);
  });

  it('runs one query for ten identical calls at once, and never shares an answer across callers or roles', async () => {
    const customer = await createUser({ lastName: 'Single-Flight' });
    await buy(customer, (await createPlan({ price: '8.00' })).id, '8.00');
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    const agent = await t.caller(await createUser({ role: 'AGENT' }));
    const input = { search: 'Single-Flight', pageSize: 10 };
    const runs = vi.spyOn(t.deps.staffQueries, 'run');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => admin.payments.list(input)));
      expect(runs).toHaveBeenCalledTimes(1);
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]!.items).toHaveLength(1);
      // The same input in another key order is the same call.
      expect(await admin.payments.list({ pageSize: 10, search: 'Single-Flight' })).toBe(answers[0]);
      expect(runs).toHaveBeenCalledTimes(1);
      await agent.payments.list(input);
      await (await t.caller(await createUser({ role: 'ADMIN' }))).payments.list(input);
      expect(runs).toHaveBeenCalledTimes(3);
    } finally {
      runs.mockRestore();
    }
  });

  it('keeps no refusal: a customer is refused every time, and a bad input is checked every time', async () => {
    const customer = await t.caller(await createUser());
    await expect(customer.payments.list({ search: 'x', pageSize: 10 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const admin = await t.caller(await createUser({ role: 'ADMIN' }));
    await expect(admin.payments.list({ search: 'x', pageSize: 100_000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.payments.list({ search: 'x', pageSize: 100_000 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("a second instance's search shows a payment verified on the first within a second", async () => {
    const other = await secondInstance();
    try {
      const customer = await createUser({ lastName: 'Other-Instance' });
      const { id } = await buy(customer, (await createPlan({ price: '6.00' })).id, '6.00');
      const admin = await createUser({ role: 'ADMIN' });
      const url = `/trpc/payments.list?input=${encodeURIComponent(JSON.stringify({ json: { search: 'Other-Instance', pageSize: 20 } }))}`;
      const onOther = async () => (await other.app.inject({ method: 'GET', url, headers: await bearer(admin) })).json().result.data.json.items;
      expect(await onOther()).toMatchObject([{ id, status: 'Pending' }]);
      await (await t.caller(admin)).payments.verify({ id });
      await eventually(async () => expect(await onOther()).toMatchObject([{ id, status: 'Completed' }]), 1_000);
    } finally {
      await other.close();
    }
  });
});

describe('what the database announces', () => {
  /** Every payload on the change channel while `write` runs, as a listening instance hears them. */
  async function heard(write: () => Promise<unknown>): Promise<string[]> {
    const database = await workerDatabase();
    const payloads: string[] = [];
    const stop = await database.listen(
      CHANGE_CHANNEL,
      (payload) => void payloads.push(payload),
      () => {},
    );
    try {
      await write();
      // A marker sent after the write arrives after everything the write's commit sent.
      const { db } = database;
      await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'test:end')`);
      await eventually(async () => expect(payloads).toContain('test:end'));
      return payloads.filter((payload) => payload !== 'test:end' && !payload.startsWith('fence:'));
    } finally {
      await stop();
    }
  }

  it('names each customer a statement touched, once, and says "customers" once for a statement that touched 1,000', async () => {
    const { db } = await workerDatabase();
    const plan = await createPlan();
    const tag = `bulk-${Date.now()}`;
    const created = await heard(() =>
      db.execute(sql`
        with made as (
          insert into users (email, password_hash, first_name, last_name)
          select ${tag} || '-' || n || '@example.com', 'x', 'Bulk', 'Customer' from generate_series(1, 1000) as n
          returning id)
        insert into subscriptions (user_id, plan_id, status) select id, ${plan.id}, 'Active' from made`),
    );
    const customers = (payloads: string[]) => payloads.filter((payload) => payload.startsWith('customer'));
    // The users and the shop's totals (a trigger counts customers) are announced by their own tables.
    expect(customers(created)).toEqual(['customers']);
    expect(created).toContain('table:subscriptions');
    const expired = await heard(() =>
      db.execute(sql`update subscriptions set status = 'Expired' where user_id in (select id from users where email like ${`${tag}-%`})`),
    );
    expect(customers(expired)).toEqual(['customers']);
    expect(expired).toContain('table:subscriptions');

    const few = await db.execute<{ id: number }>(sql`select id from users where email like ${`${tag}-%`} order by id limit 3`);
    const ids = (Array.isArray(few) ? few : (few as { rows: { id: number }[] }).rows).map((row) => Number(row.id));
    const renewed = await heard(() =>
      db.execute(
        sql`update subscriptions set status = 'Active' where user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    expect(customers(renewed).sort()).toEqual(ids.map((id) => `customer:${id}`).sort());
    expect(renewed).toContain('table:subscriptions');
    expect(await heard(() => db.execute(sql`update subscriptions set status = 'Active' where id = -1`))).toEqual([]);
  });
});
