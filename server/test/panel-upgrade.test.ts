import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '@nimbus/shared/payments';
import { provisioningMessages } from '@nimbus/shared/panel';
import { auditLog, panelActions, payments, subscriptions } from '../src/db/schema/index.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { PANEL_ATTEMPTS, retryDelayMs, runAction, runPanelActions } from '../src/services/panel/job.ts';
import { lineMarker, lineUsername } from '../src/services/panel/lines.ts';
import { createXuiClient } from '../src/services/panel/xui-client.ts';
import { actorOf, createPayment, createPendingPurchase, fileBytes, multipart } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { simulatedPanel } from './panel-support.ts';

// Issue 15's pro-rated upgrade on issue 14's line (ADR 036): the same subscription and the same
// panel line get the dearer plan, its devices and bouquets, by one keyed edit_line.
const API_KEY = 'UPGRADEKEY-5c1e07';
const CODE = 'upgrade';
const START = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const clock = { now: START };
const rig = simulatedPanel({ apiKey: API_KEY, accessCode: CODE });
const t = testApp({ now: () => clock.now, env: { PANEL_TIMEOUT_MS: '300' } });
const receipt = { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' };

let admin: TestUser;
const as = async (user: TestUser) => t.caller(await tokenFor(user, { issuedAt: clock.now }));
const panelOn = async () => (await as(admin)).panel.update({ mode: 'xui', apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, streamUrl: 'http://s.test:8080' });
beforeEach(async () => {
  clock.now = START;
  await t.deps.db.update(panelActions).set({ state: 'failed' }).where(eq(panelActions.state, 'queued'));
  admin ??= await createUser({ role: 'ADMIN', email: 'admin@upgrade.test' });
  await panelOn();
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const run = () => runPanelActions(t.deps, clock.now);
const panelAdmin = () => createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs: 2_000 });
/** The panel calls since the customer's line was set up (`activeWithLine` marks it). */
const mark = { calls: 0 };
const callsSince = () => rig.sim.calls.slice(mark.calls);
const edits = () => callsSince().filter((call) => call === 'edit_line').length;
const audits = (id: number, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'subscription'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
const live = async (id: number) => (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

/** A customer on a 2-device plan ($19.99 / 30 days), Active with its line, ending at `end`. */
async function activeWithLine(end: Date) {
  const user = await createUser();
  const basic = await createPlan({ devices: 2, price: '19.99', durationDays: 30, panelBouquets: [1] });
  const { payment, subscription } = await createPendingPurchase(user.id, basic.id);
  await (await as(admin)).payments.verify({ id: payment.id });
  await run();
  const line = [...rig.sim.lines.values()].find((candidate) => candidate.username === lineUsername(user.email, subscription.id))!;
  await panelAdmin().editLine(line.id, { expDate: seconds(end) });
  await t.deps.db
    .update(subscriptions)
    .set({ startDate: new Date(end.getTime() - 30 * DAY), endDate: end })
    .where(eq(subscriptions.id, subscription.id));
  mark.calls = rig.sim.calls.length;
  return { user, basic, subscriptionId: subscription.id, lineId: line.id };
}

const family = () => createPlan({ devices: 4, price: '29.99', durationDays: 30, panelBouquets: [1, 5, 6] });
const upgradeTo = (user: TestUser, planId: number, amount?: string) =>
  submitPayment(t.deps, actorOf(user), { planId, method: 'crypto', receipt, ...(amount !== undefined && { amount }) });

describe('a pro-rated upgrade mid-cycle', () => {
  it('quotes the difference for the days left, charges it on the same subscription, and verify moves the same line to 4 devices once', async () => {
    const end = new Date(START.getTime() + 17 * DAY);
    const { user, basic, subscriptionId, lineId } = await activeWithLine(end);
    const bigger = await family();

    // 29.99 × 17/30 = 16.994… → 16.99; 19.99 × 17/30 = 11.327… → 11.33; due 5.66.
    const quote = await (await as(user)).payments.quote({ planId: bigger.id });
    expect(quote).toEqual({
      planId: bigger.id,
      amount: '5.66',
      upgrade: { fromPlan: basic.name, fromDevices: 2, remainingDays: 17, charge: '16.99', credit: '11.33', keepsEndDate: true, endDate: end },
    });
    // The client's amount is checked, never taken: the full price is refused.
    await expect(upgradeTo(user, bigger.id, '29.99')).rejects.toMatchObject({ code: 'BAD_REQUEST', message: paymentMessages.priceChanged });
    const { payment } = await upgradeTo(user, bigger.id, '5.66');
    expect(payment).toMatchObject({ status: 'Pending', amount: '5.66', subscriptionId });
    expect(await live(subscriptionId)).toMatchObject({ status: 'Active', planId: basic.id, endDate: end });
    // Staff see what it is before verifying.
    expect(await (await as(admin)).payments.byId({ id: payment.id })).toMatchObject({
      amount: '5.66',
      planId: bigger.id,
      upgrade: { fromPlan: basic.name, fromDevices: 2, toDevices: 4, credit: '11.33' },
    });

    later(DAY);
    await (await as(admin)).payments.verify({ id: payment.id });
    expect(await live(subscriptionId)).toMatchObject({ status: 'Active', planId: bigger.id, endDate: end, panelLineId: lineId });
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 4, bouquets: [1, 5, 6], expDate: seconds(end), enabled: true });
    expect(rig.sim.lines.size).toBe(1);
    expect(callsSince()).toEqual(['edit_line']);
    expect(await audits(subscriptionId, 'subscription.upgrade')).toMatchObject([{ after: { planId: bigger.id } }]);
    expect(await audits(subscriptionId, 'subscription.line_upgrade')).toMatchObject([{ after: { maxConnections: 4, bouquets: [1, 5, 6] } }]);
    expect(await run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(edits()).toBe(1);
    // The customer's dashboard reads the new plan and devices.
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({ plan: { id: bigger.id }, devices: 4, status: 'Active' });
  });

  it('a longer plan starts a new term at the quote, less the credit, and the line gets its expiry', async () => {
    const end = new Date(START.getTime() + 10 * DAY);
    const { user, subscriptionId, lineId } = await activeWithLine(end);
    const quarter = await createPlan({ devices: 2, price: '49.99', durationDays: 90, panelBouquets: [1] });
    const quote = await (await as(user)).payments.quote({ planId: quarter.id });
    // 19.99 × 10/30 = 6.663… → 6.66.
    const newEnd = new Date(START.getTime() + 90 * DAY);
    expect(quote).toMatchObject({ amount: '43.33', upgrade: { remainingDays: 10, charge: '49.99', credit: '6.66', keepsEndDate: false, endDate: newEnd } });
    const { payment } = await upgradeTo(user, quarter.id, '43.33');
    later(2 * DAY);
    await (await as(admin)).payments.verify({ id: payment.id });
    expect(await live(subscriptionId)).toMatchObject({ planId: quarter.id, startDate: START, endDate: newEnd, remindedDays: null });
    await run();
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 2, expDate: seconds(newEnd) });
  });

  it('a job delivered twice edits the line once', async () => {
    const { user, subscriptionId, lineId } = await activeWithLine(new Date(START.getTime() + 17 * DAY));
    const bigger = await family();
    const { payment } = await upgradeTo(user, bigger.id);
    await (await as(admin)).payments.verify({ id: payment.id });
    await Promise.all([run(), run()]);
    expect(edits()).toBe(1);
    // Delivered once more after it was done: the panel is not called again.
    const [action] = await t.deps.db
      .select()
      .from(panelActions)
      .where(and(eq(panelActions.subscriptionId, subscriptionId), eq(panelActions.kind, 'upgrade')));
    expect(action).toMatchObject({ state: 'done', idempotencyKey: `upgrade:payment:${payment.id}` });
    expect(await runAction(t.deps, action!, clock.now)).toBe('done');
    expect(edits()).toBe(1);
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 4 });
    expect(await audits(subscriptionId, 'subscription.line_upgrade')).toHaveLength(1);
  });

  it('the panel failing: retried five times, then staff see the error and Retry edits the line', async () => {
    const { user, subscriptionId, lineId } = await activeWithLine(new Date(START.getTime() + 17 * DAY));
    const bigger = await family();
    const { payment } = await upgradeTo(user, bigger.id);
    await (await as(admin)).payments.verify({ id: payment.id });
    rig.sim.failNext({ kind: 'error', message: 'Line is locked' }, { action: 'edit_line', times: PANEL_ATTEMPTS });
    for (let attempt = 1; attempt < PANEL_ATTEMPTS; attempt++) {
      expect(await run()).toMatchObject({ retrying: 1 });
      later(retryDelayMs(attempt));
    }
    expect(await run()).toMatchObject({ failed: 1 });
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 2 });
    const staff = await (await as(admin)).subscriptions.byId({ id: subscriptionId });
    expect(staff).toMatchObject({ status: 'Active', provisioningError: expect.stringContaining('Line is locked') });
    expect(staff.provisioningError).toContain("Changing the line's devices on the panel failed");
    expect(await audits(subscriptionId, 'subscription.panel_failed')).toMatchObject([{ after: { action: 'upgrade', attempts: PANEL_ATTEMPTS } }]);
    // Staff find it under "Provisioning failed", waiting for a Retry.
    const waiting = async () => (await (await as(admin)).subscriptions.list({ provisioningFailed: true })).items.map((row) => row.id);
    expect(await waiting()).toContain(subscriptionId);
    // The customer keeps their line and is not shown the panel's words.
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({ status: 'Active', provisioning: null });

    expect(await (await as(admin)).subscriptions.retryPanel({ id: subscriptionId })).toMatchObject({ message: provisioningMessages.retried });
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 4, bouquets: [1, 5, 6] });
    expect(await (await as(admin)).subscriptions.byId({ id: subscriptionId })).toMatchObject({ provisioningError: null });
    expect(await waiting()).not.toContain(subscriptionId);
  });

  it('verified after the subscription ended, an upgrade changes nothing and queues nothing on the panel', async () => {
    const { user, basic, subscriptionId } = await activeWithLine(new Date(START.getTime() + 17 * DAY));
    const bigger = await family();
    const { payment } = await upgradeTo(user, bigger.id);
    await t.deps.db.update(subscriptions).set({ status: 'Expired' }).where(eq(subscriptions.id, subscriptionId));
    await (await as(admin)).payments.verify({ id: payment.id });
    expect(await live(subscriptionId)).toMatchObject({ status: 'Expired', planId: basic.id, provisioning: null });
    expect(await run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(callsSince()).toEqual([]);
  });

  it('manual mode: verify changes the plan for staff to set by hand, and queues nothing', async () => {
    const { user, basic, subscriptionId } = await activeWithLine(new Date(START.getTime() + 17 * DAY));
    await (await as(admin)).panel.update({ mode: 'off', apiUrl: '', streamUrl: '' });
    const bigger = await family();
    const { payment } = await upgradeTo(user, bigger.id, '5.66');
    const [listed] = (await (await as(admin)).payments.list({ status: 'Pending', search: '' })).items.filter((row) => row.id === payment.id);
    expect(listed).toMatchObject({ upgrade: { fromPlan: basic.name, fromDevices: 2 } });
    await (await as(admin)).payments.verify({ id: payment.id });
    expect(await live(subscriptionId)).toMatchObject({ planId: bigger.id });
    expect(
      await t.deps.db
        .select()
        .from(panelActions)
        .where(and(eq(panelActions.subscriptionId, subscriptionId), eq(panelActions.kind, 'upgrade'))),
    ).toEqual([]);
  });
});

describe('races and the legacy REST adapter', () => {
  it('ten staff verifying the upgrade at once apply it once and edit the line once', async () => {
    const { user, subscriptionId, lineId } = await activeWithLine(new Date(START.getTime() + 17 * DAY));
    const bigger = await family();
    const { payment } = await upgradeTo(user, bigger.id);
    const staff = await as(admin);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => staff.payments.verify({ id: payment.id })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await Promise.all([run(), run()]);
    expect(await audits(subscriptionId, 'subscription.upgrade')).toHaveLength(1);
    expect(edits()).toBe(1);
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 4 });
  });

  it('the legacy upload takes the upgrade at its pro-rated amount, with the shapes it always had', async () => {
    const { user, subscriptionId } = await activeWithLine(new Date(START.getTime() + 17 * DAY));
    const bigger = await family();
    const upload = async (amount: string) => {
      const form = multipart({ planId: bigger.id, amount, method: 'crypto' }, { filename: 'r.png', contentType: 'image/png', bytes: fileBytes('png') });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/save',
        headers: { ...form.headers, authorization: `Bearer ${await tokenFor(user, { issuedAt: clock.now })}` },
        payload: form.payload,
      });
    };
    const full = await upload('29.99');
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ message: paymentMessages.priceChanged });
    const saved = await upload('5.66');
    expect(saved.statusCode).toBe(201);
    const submitted = saved.json();
    expect(Object.keys(submitted).sort()).toEqual(['amount', 'id', 'message', 'paymentDate', 'paymentMethod', 'planName', 'status', 'subscriptionId']);
    expect(submitted).toMatchObject({ amount: 5.66, subscriptionId, status: 'Pending' });

    const adminHeaders = { authorization: `Bearer ${await tokenFor(admin, { issuedAt: clock.now })}` };
    const listed = (await t.app.inject({ method: 'GET', url: '/api/payments?status=Pending', headers: adminHeaders })).json<Record<string, unknown>[]>();
    const row = listed.find((one) => one.id === submitted.id)!;
    expect(Object.keys(row).sort()).toEqual(['amount', 'date', 'fullName', 'id', 'method', 'receipt', 'status']);
    const verified = await t.app.inject({ method: 'PUT', url: `/api/payments/${submitted.id}`, headers: adminHeaders, payload: { status: 'Completed' } });
    expect(verified.statusCode).toBe(200);
    const own = (
      await t.app.inject({
        method: 'GET',
        url: `/api/subscriptions/user/${user.id}`,
        headers: { authorization: `Bearer ${await tokenFor(user, { issuedAt: clock.now })}` },
      })
    ).json();
    expect(own).toMatchObject({ id: subscriptionId, status: 'Active', devices: 4, plan: { id: bigger.id, price: 29.99 } });
    expect(Object.keys(own.plan).sort()).toEqual(['id', 'name', 'price']);
  });
});

describe('a downgrade takes effect at renewal', () => {
  it('is refused mid-cycle with the date it opens, then paid as the renewal: verify moves the plan and the line to fewer devices', async () => {
    const end = new Date(START.getTime() + 20 * DAY);
    const { user, basic, subscriptionId, lineId } = await activeWithLine(end);
    const single = await createPlan({ devices: 1, price: '9.99', durationDays: 30, panelBouquets: [1] });
    await expect(upgradeTo(user, single.id)).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('takes effect at your renewal') });

    later(10 * DAY);
    expect(await (await as(user)).payments.quote({ planId: single.id })).toEqual({ planId: single.id, amount: '9.99', upgrade: null });
    const { payment } = await upgradeTo(user, single.id, '9.99');
    // Until verified, the subscription runs on its plan.
    expect(await live(subscriptionId)).toMatchObject({ planId: basic.id, endDate: end });
    await (await as(admin)).payments.verify({ id: payment.id });
    const newEnd = new Date(end.getTime() + 30 * DAY);
    expect(await live(subscriptionId)).toMatchObject({ planId: single.id, endDate: newEnd });
    expect(await audits(subscriptionId, 'subscription.renew')).toMatchObject([{ before: { planId: basic.id }, after: { planId: single.id } }]);
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 1, expDate: seconds(newEnd) });
    expect(edits()).toBe(1);
  });

  it('a renewal on the same plan leaves the devices alone', async () => {
    const end = new Date(START.getTime() + 5 * DAY);
    const { user, basic, subscriptionId, lineId } = await activeWithLine(end);
    const renewal = await createPayment({ userId: user.id, planId: basic.id, subscriptionId });
    await (await as(admin)).payments.verify({ id: renewal.id });
    await run();
    expect(rig.sim.lines.get(lineId)).toMatchObject({ maxConnections: 2, expDate: seconds(end) + 30 * 86_400 });
    expect(await audits(subscriptionId, 'subscription.line_renew')).toMatchObject([{ after: { panelExpDate: seconds(end) + 30 * 86_400 } }]);
    expect((await audits(subscriptionId, 'subscription.line_renew'))[0]!.after).not.toHaveProperty('maxConnections');
  });
});

describe('staff panel requests with the panel off', () => {
  it('Retry and Run now are refused with a clear message instead of queuing work that cannot run', async () => {
    const { user, subscriptionId } = await activeWithLine(new Date(START.getTime() + 17 * DAY));
    const bigger = await family();
    const { payment } = await upgradeTo(user, bigger.id);
    await (await as(admin)).payments.verify({ id: payment.id });
    await t.deps.db.update(panelActions).set({ state: 'failed' }).where(eq(panelActions.subscriptionId, subscriptionId));
    await (await as(admin)).panel.update({ mode: 'off', apiUrl: '', streamUrl: '' });
    const staff = await as(admin);
    await expect(staff.subscriptions.retryPanel({ id: subscriptionId })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: provisioningMessages.panelOff,
    });
    await expect(staff.panelDrift.run()).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: provisioningMessages.panelOff });
    expect(await staff.panelDrift.lastRun()).toBeNull();
  });
});

describe('a subscription deleted while its line is being made', () => {
  it('the deletion’s disable ran before the panel made the line: the provision job disables it', async () => {
    const user = await createUser();
    const plan = await createPlan({ devices: 2 });
    const { payment, subscription } = await createPendingPurchase(user.id, plan.id);
    await (await as(admin)).payments.verify({ id: payment.id });
    // A run claimed the provision and sent create_line; the panel is slow to act on it.
    await t.deps.db
      .update(panelActions)
      .set({ attempts: 1, nextAttemptAt: new Date(clock.now.getTime() + 5 * 60_000) })
      .where(eq(panelActions.idempotencyKey, `provision:payment:${payment.id}`));
    // The customer deletes it; the deletion's disable looks the line up and finds none yet.
    await (await as(user)).subscriptions.delete({ id: subscription.id });
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.calls).not.toContain('disable_line');
    expect(rig.sim.calls).toContain('get_lines');
    // Then the panel makes the line the first attempt asked for.
    const made = await panelAdmin().createLine({
      username: lineUsername(user.email, subscription.id),
      password: 'MadeLate12345',
      maxConnections: 2,
      notes: `${lineMarker(subscription.id)}, ${user.email}`,
    });
    // The provision, taken again after its lease, finds the subscription deleted and the line on: off it goes.
    later(5 * 60_000);
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.lines.get(made.lineId)).toMatchObject({ enabled: false });
    expect(rig.sim.lines.size).toBe(1);
    expect(await audits(subscription.id, 'subscription.line_disable')).toHaveLength(1);
    expect(await live(subscription.id)).toMatchObject({ panelLineId: made.lineId });
  });

  it('the provision attempt finishing after the deletion queues a disable of its own', async () => {
    const user = await createUser();
    const plan = await createPlan({ devices: 2 });
    const { payment, subscription } = await createPendingPurchase(user.id, plan.id);
    await (await as(admin)).payments.verify({ id: payment.id });
    // The deletion's disable is done already (it found no line: none was made yet).
    await t.deps.db.insert(panelActions).values({
      subscriptionId: subscription.id,
      kind: 'disable',
      idempotencyKey: `disable:deleted:${subscription.id}:deleted`,
      state: 'done',
    });
    const [provision] = await t.deps.db
      .select()
      .from(panelActions)
      .where(eq(panelActions.idempotencyKey, `provision:payment:${payment.id}`));
    // The job claimed the provision before the deletion; the deletion commits while the panel works.
    const claimed = { ...provision!, attempts: 1 };
    rig.sim.failNext({ kind: 'delay', ms: 150 }, { action: 'create_line' });
    const working = runAction(t.deps, claimed, clock.now);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await t.deps.db.update(subscriptions).set({ deletedAt: clock.now }).where(eq(subscriptions.id, subscription.id));
    expect(await working).toBe('done');
    await run();
    const line = [...rig.sim.lines.values()].find((candidate) => candidate.username === lineUsername(user.email, subscription.id))!;
    expect(line).toMatchObject({ enabled: false });
    expect(await live(subscription.id)).toMatchObject({ status: 'Pending', panelLineId: line.id });
    expect(await t.deps.db.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id))).toHaveLength(1);
  });
});
