import { createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_BACKOFF_MINUTES, WEBHOOK_MAX_ATTEMPTS, type WebhookEvent } from '@nimbus/shared/webhooks';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../src/db/schema/index.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { expireSubscriptions } from '../src/services/jobs/expiry.ts';
import { nextAttemptAfter, sendDueWebhooks } from '../src/services/webhooks/delivery.ts';
import { emitWebhooks } from '../src/services/webhooks/emit.ts';
import { postTo } from '../src/services/webhooks/post.ts';
import { actorOf, createSubscription, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp } from './harness.ts';
import { startReceiver, verifyDelivery, type Receiver } from './webhook-receiver.ts';

// Webhooks (issue 16, ADR 041) with a receiver on loopback (allowed here by
// WEBHOOKS_ALLOW_PRIVATE) that checks every signature as the ADR tells a receiver to.
// The refusals of private addresses are in webhooks-ssrf.test.ts.
let clock = new Date();
const t = testApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' }, now: () => clock });
let receiver: Receiver;
const MINUTE = 60_000;

beforeAll(async () => {
  // The receiver's clock is the shop's: the retries below move it by hours.
  receiver = await startReceiver(0, () => clock);
});
afterAll(() => receiver.close());
afterEach(async () => {
  // Rows of other tests' endpoints are not sent to a receiver that moved on.
  await t.deps.db.update(webhookEndpoints).set({ active: false });
  receiver.received.length = 0;
  receiver.answer = 200;
  clock = new Date();
});

async function endpoint(events: WebhookEvent[], options: { url?: string; active?: boolean } = {}) {
  const admin = await createUser({ role: 'ADMIN' });
  const caller = await t.caller(admin);
  const created = await caller.webhooks.create({ url: options.url ?? receiver.url, events, active: options.active ?? true });
  receiver.secret = created.secret;
  return { ...created, admin, caller };
}

const rowsOf = (endpointId: number) =>
  t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);

const receipt = { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' };

describe('webhook endpoints', () => {
  it('an admin registers an endpoint: the secret is shown once, never listed, and the change is audited', async () => {
    const { id, secret, caller, admin } = await endpoint(['payment.verified']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await caller.webhooks.list({});
    const row = listed.items.find((item) => item.id === id)!;
    expect(row).toMatchObject({ url: receiver.url, events: ['payment.verified'], active: true });
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [stored] = await t.deps.db.select({ secretEnc: webhookEndpoints.secretEnc }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(stored!.secretEnc).not.toContain(secret);

    const rotated = await caller.webhooks.rotateSecret({ id });
    expect(rotated.secret).not.toBe(secret);
    await caller.webhooks.update({ id, url: receiver.url, events: ['payment.rejected', 'payment.verified'], active: false });
    await caller.webhooks.delete({ id });
    const actions = await t.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'webhook'), eq(auditLog.entityId, String(id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['webhook.create', 'webhook.delete', 'webhook.rotateSecret', 'webhook.update']);
    expect(actions.every((a) => a.actorId === admin.id)).toBe(true);
  });
});

describe('events into the outbox', () => {
  it('a submitted payment makes exactly one delivery per active endpoint that asked for it', async () => {
    const wanted = await endpoint(['payment.submitted', 'payment.verified']);
    const other = await endpoint(['ticket.opened']);
    const off = await endpoint(['payment.submitted'], { active: false });
    const user = await createUser();
    const plan = await createPlan();
    const { payment } = await submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'crypto', receipt });

    const rows = await rowsOf(wanted.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'payment.submitted', status: 'pending', attempts: 0 });
    expect(rows[0]!.payload).toMatchObject({ paymentId: payment.id, userId: user.id, planId: plan.id, method: 'crypto' });
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await rowsOf(off.id)).toHaveLength(0);
  });

  it('a rolled-back change sends nothing', async () => {
    const { id } = await endpoint(['user.registered']);
    await expect(
      t.deps.db.transaction(async (tx) => {
        await emitWebhooks(tx, t.deps.now(), [{ type: 'user.registered', data: { userId: 1 } }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('every domain event reaches the endpoint: registration, tickets, reviews, activation, expiry', async () => {
    const all = await endpoint([
      'user.registered',
      'ticket.opened',
      'ticket.answered',
      'payment.submitted',
      'payment.verified',
      'payment.rejected',
      'subscription.activated',
      'subscription.deactivated',
      'subscription.expired',
      'subscription.renewed',
    ]);
    const anonymous = await t.caller(null);
    const email = `hook-${Date.now()}@example.com`;
    await anonymous.auth.register({
      firstName: 'Hook',
      lastName: 'Test',
      email,
      streetAddress: '5 Main Street',
      city: 'Springfield',
      state: 'IL',
      country: 'United States',
      password: 'hook-plum-harbour',
      confirmPassword: 'hook-plum-harbour',
      deviceType: 'Smart TV',
    });

    const user = await createUser();
    const customer = await t.caller(user);
    const ticket = await customer.tickets.create({ subject: 'No picture', message: 'The stream is black.', category: 'technical', priority: 'MEDIUM' });
    const agent = await t.caller(await createUser({ role: 'AGENT' }));
    await agent.tickets.update({ id: ticket.ticketId, status: 'InProgress', comment: 'Only staff read this', internal: true });
    await agent.tickets.update({ id: ticket.ticketId, status: 'InProgress', comment: 'Try another player', internal: false });

    const plan = await createPlan();
    const { payment } = await submitPayment(t.deps, actorOf(user), { planId: plan.id, method: 'crypto', receipt });
    await all.caller.payments.verify({ id: payment.id });
    const subscriptionId = payment.subscriptionId;
    await all.caller.subscriptions.activate({ id: subscriptionId, userName: `line${Date.now()}`, password: 'line-password-1' });
    await all.caller.subscriptions.deactivate({ id: subscriptionId });

    const rejectedUser = await createUser();
    const rejected = await submitPayment(t.deps, actorOf(rejectedUser), { planId: plan.id, method: 'crypto', receipt });
    await all.caller.payments.reject({ id: rejected.payment.id, reason: 'Unreadable receipt' });

    const ending = await createUser();
    const expiring = await createSubscription({
      userId: ending.id,
      planId: plan.id,
      status: 'Active',
      startDate: new Date(Date.now() - 40 * 24 * 60 * MINUTE),
      endDate: new Date(Date.now() - MINUTE),
    });
    await expireSubscriptions(t.deps, new Date());

    const renewing = await createUser();
    await createSubscription({
      userId: renewing.id,
      planId: plan.id,
      status: 'Active',
      startDate: new Date(Date.now() - 25 * 24 * 60 * MINUTE),
      endDate: new Date(Date.now() + 5 * 24 * 60 * MINUTE),
    });
    const renewal = await submitPayment(t.deps, actorOf(renewing), { planId: plan.id, method: 'crypto', receipt });
    await all.caller.payments.verify({ id: renewal.payment.id });

    const rows = await rowsOf(all.id);
    const events = rows.map((row) => row.event);
    const count = (event: string) => events.filter((e) => e === event).length;
    expect(count('user.registered')).toBe(1);
    expect(count('ticket.opened')).toBe(1);
    expect(count('ticket.answered')).toBe(1); // the internal note answered nothing
    expect(count('payment.submitted')).toBe(3);
    expect(count('payment.verified')).toBe(2);
    expect(count('payment.rejected')).toBe(1);
    expect(count('subscription.activated')).toBe(1);
    expect(count('subscription.deactivated')).toBe(1);
    expect(count('subscription.renewed')).toBe(1);
    expect(
      rows.find((row) => row.event === 'subscription.expired' && (row.payload as { subscriptionId: number }).subscriptionId === expiring.id),
    ).toBeDefined();
    expect(rows.find((row) => row.event === 'payment.rejected')!.payload).toMatchObject({ paymentId: rejected.payment.id, reason: 'Unreadable receipt' });
    expect(rows.find((row) => row.event === 'ticket.answered')!.payload).toMatchObject({ ticketId: ticket.ticketId, reply: 'Try another player' });
  });
});

describe('races (run on Postgres too)', () => {
  it('two staff verifying the same payment at once make one payment.verified delivery', async () => {
    const { id } = await endpoint(['payment.verified']);
    const { payment } = await submitPayment(t.deps, actorOf(await createUser()), { planId: (await createPlan()).id, method: 'crypto', receipt });
    const callers = await Promise.all([createUser({ role: 'ADMIN' }), createUser({ role: 'AGENT' })].map(async (who) => t.caller(await who)));
    const outcomes = await Promise.allSettled(callers.map((caller) => caller.payments.verify({ id: payment.id })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await rowsOf(id)).map((row) => row.event)).toEqual(['payment.verified']);
  });

  it('two senders at once post each delivery once', async () => {
    const { id } = await endpoint(['user.registered']);
    await t.deps.db.transaction((tx) =>
      emitWebhooks(
        tx,
        t.deps.now(),
        Array.from({ length: 8 }, (_, n) => ({ type: 'user.registered' as const, data: { userId: n + 1 } })),
      ),
    );
    const results = await Promise.all([sendDueWebhooks(t.deps), sendDueWebhooks(t.deps)]);
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(8);
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((got) => got.headers['x-nimbus-delivery'])).size).toBe(8);
    expect((await rowsOf(id)).every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
  });
});

describe('delivery', () => {
  it('posts due deliveries signed as the ADR says, with the event and delivery headers', async () => {
    const { id } = await endpoint(['payment.submitted']);
    const user = await createUser();
    await submitPayment(t.deps, actorOf(user), { planId: (await createPlan()).id, method: 'crypto', receipt });
    const [row] = await rowsOf(id);

    await sendDueWebhooks(t.deps);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.verified).toBe(true);
    expect(got.headers['x-nimbus-event']).toBe('payment.submitted');
    expect(got.headers['x-nimbus-delivery']).toBe(String(row!.id));
    expect(got.headers['content-type']).toBe('application/json');
    expect(JSON.parse(got.body)).toMatchObject({ id: row!.eventId, type: 'payment.submitted', data: { userId: user.id } });
    const [after] = await rowsOf(id);
    expect(after).toMatchObject({ status: 'delivered', attempts: 1, statusCode: 200, error: null });
    expect(after!.durationMs).toBeGreaterThanOrEqual(0);

    // Delivered once: the next run sends nothing.
    await sendDueWebhooks(t.deps);
    expect(receiver.received).toHaveLength(1);
  });

  it('the receiver refuses a wrong secret, a changed body and an old timestamp', () => {
    const body = '{"id":"x"}';
    const now = Math.floor(Date.now() / 1000);
    const sign = (secret: string, t: number, raw: string) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
    expect(verifyDelivery('s1', sign('s1', now, body), body, now)).toBeNull();
    expect(verifyDelivery('s1', sign('s2', now, body), body, now)).toBe('bad signature');
    expect(verifyDelivery('s1', sign('s1', now, body), '{"id":"y"}', now)).toBe('bad signature');
    expect(verifyDelivery('s1', sign('s1', now - 301, body), body, now)).toBe('outside the replay window');
  });

  it('retries a failing endpoint after 1 m, 5 m, 30 m, 2 h, 6 h and 15 h, then gives up', async () => {
    expect(WEBHOOK_BACKOFF_MINUTES.reduce((sum, m) => sum + m, 0)).toBe(1416); // 23.6 hours
    const base = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAfter(1, base)!.getTime() - base.getTime()).toBe(MINUTE);
    expect(nextAttemptAfter(6, base)!.getTime() - base.getTime()).toBe(900 * MINUTE);
    expect(nextAttemptAfter(WEBHOOK_MAX_ATTEMPTS, base)).toBeNull();

    const { id } = await endpoint(['user.registered']);
    receiver.answer = 503;
    await t.deps.db.transaction((tx) => emitWebhooks(tx, t.deps.now(), [{ type: 'user.registered', data: { userId: 7 } }]));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      await sendDueWebhooks(t.deps);
      const [row] = await rowsOf(id);
      expect(row).toMatchObject({ attempts: attempt, statusCode: 503, error: 'The endpoint answered 503' });
      if (attempt < WEBHOOK_MAX_ATTEMPTS) {
        expect(row!.status).toBe('pending');
        waits.push(Math.round((row!.nextAttemptAt.getTime() - clock.getTime()) / MINUTE));
        // Not before it is due.
        await sendDueWebhooks(t.deps);
        expect(receiver.received).toHaveLength(attempt);
        clock = new Date(row!.nextAttemptAt.getTime());
      } else {
        expect(row!.status).toBe('failed');
      }
    }
    expect(waits).toEqual([...WEBHOOK_BACKOFF_MINUTES]);
    expect(receiver.received.every((got) => got.verified)).toBe(true);
    // Each retry is the same delivery: the receiver can tell it has seen it.
    expect(new Set(receiver.received.map((got) => got.headers['x-nimbus-delivery'])).size).toBe(1);
  });

  it('gives up after 10 s without an answer', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const outcome = await postTo({ url: new URL(`http://127.0.0.1:${port}/`), address: '127.0.0.1', family: 4 }, '{}', {}, 200);
    silent.closeAllConnections();
    silent.close();
    expect(outcome).toMatchObject({ statusCode: null, error: 'No answer within 0 s' });
  });

  it('connects to the address checked, not to a second lookup of the name', async () => {
    const port = new URL(receiver.url).port;
    const outcome = await postTo({ url: new URL(`http://hooks.nowhere.invalid:${port}/hooks`), address: '127.0.0.1', family: 4 }, '{}', {});
    expect(outcome.statusCode).toBe(400); // reached our receiver (which refused the missing signature)
    expect(receiver.received[0]!.headers.host).toBe(`hooks.nowhere.invalid:${port}`);
  });

  it('"Send test" delivers a signed webhook.test event at once and logs it', async () => {
    const { id, caller } = await endpoint(['ticket.opened']);
    const sent = await caller.webhooks.sendTest({ id });
    expect(sent).toMatchObject({ endpointId: id, event: 'webhook.test', status: 'delivered', attempts: 1, statusCode: 200 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified).toBe(true);
    const log = await caller.webhooks.deliveries({ endpointId: id });
    expect(log.items.map((row) => row.id)).toEqual([sent.id]);
    // Claimed for the call: the job does not send it a second time.
    await sendDueWebhooks(t.deps);
    expect(receiver.received).toHaveLength(1);
  });

  it('"Redeliver" sends the same event again as a new delivery', async () => {
    const { id, caller } = await endpoint(['user.registered']);
    await t.deps.db.transaction((tx) => emitWebhooks(tx, t.deps.now(), [{ type: 'user.registered', data: { userId: 9 } }]));
    await sendDueWebhooks(t.deps);
    const [first] = await rowsOf(id);
    const again = await caller.webhooks.redeliver({ id: first!.id });
    expect(again.id).not.toBe(first!.id);
    expect(again).toMatchObject({ eventId: first!.eventId, event: 'user.registered', status: 'delivered' });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((got) => got.verified)).toBe(true);
    expect(JSON.parse(receiver.received[1]!.body)).toEqual(JSON.parse(receiver.received[0]!.body));
    const log = await caller.webhooks.deliveries({ endpointId: id, pageSize: 1 });
    expect(log.items[0]!.id).toBe(again.id);
    expect(log.total).toBe(2);
    expect(log.next).not.toBeNull();
  });

  it('an endpoint turned off fails its pending deliveries without a request', async () => {
    const { id, caller } = await endpoint(['user.registered']);
    await t.deps.db.transaction((tx) => emitWebhooks(tx, t.deps.now(), [{ type: 'user.registered', data: { userId: 3 } }]));
    await caller.webhooks.update({ id, url: receiver.url, events: ['user.registered'], active: false });
    await sendDueWebhooks(t.deps);
    expect(receiver.received).toHaveLength(0);
    const rows = await t.deps.db
      .select()
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.endpointId, [id]));
    expect(rows[0]).toMatchObject({ status: 'failed', error: 'The endpoint is inactive' });
  });
});
