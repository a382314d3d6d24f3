import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SimFault } from '../src/panel-sim/simulator.ts';
import { auditLog, emailOutbox, notifications, panelActions, panelLog, subscriptions } from '../src/db/schema/index.ts';
import { PANEL_ATTEMPTS, retryDelayMs, runAction, runPanelActions } from '../src/services/panel/job.ts';
import { lineMarker, lineUsername } from '../src/services/panel/lines.ts';
import { createXuiClient } from '../src/services/panel/xui-client.ts';
import { createPayment, createPendingPurchase } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { simulatedPanel } from './panel-support.ts';

// Issue 14's core: verifying a payment makes the customer's line on the panel once, through the
// panel job, whatever the panel does in between (ADR 032). The simulator is the panel.
const API_KEY = 'PROVISIONKEY-8d2f61';
const CODE = 'provision';
const STREAM = 'http://stream.example.test:8080';
const START = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const clock = { now: START };
const rig = simulatedPanel({ apiKey: API_KEY, accessCode: CODE });
const t = testApp({ now: () => clock.now, env: { PANEL_TIMEOUT_MS: '300' } });

let admin: TestUser;
/** A caller whose token is issued on the test's clock, which moves by weeks. */
const as = async (user: TestUser) => t.caller(await tokenFor(user, { issuedAt: clock.now }));
beforeEach(async () => {
  clock.now = START;
  // The database lives for the file: an action an earlier test left queued must not run in this one.
  await t.deps.db.update(panelActions).set({ state: 'failed' }).where(eq(panelActions.state, 'queued'));
  admin ??= await createUser({ role: 'ADMIN', email: 'admin@provision.test' });
  await (await as(admin)).panel.update({ mode: 'xui', apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, streamUrl: STREAM });
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
const run = () => runPanelActions(t.deps, clock.now);
const simLines = () => [...rig.sim.lines.values()];
/** The panel as its own admin would change it, outside the shop. */
const panelAdmin = () => createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs: 2_000 });

async function purchase(plan: { devices?: number; bouquets?: number[]; automatic?: boolean } = {}) {
  const user = await createUser();
  const { id: planId } = await createPlan({ devices: plan.devices ?? 2, panelBouquets: plan.bouquets ?? [3, 1], panelAutomatic: plan.automatic ?? true });
  const { payment, subscription } = await createPendingPurchase(user.id, planId);
  return { user, planId, paymentId: payment.id, subscriptionId: subscription.id };
}

async function verified(plan?: Parameters<typeof purchase>[0]) {
  const bought = await purchase(plan);
  await (await as(admin)).payments.verify({ id: bought.paymentId });
  return bought;
}

const staffView = async (id: number) => (await as(admin)).subscriptions.byId({ id });
const audits = (id: number, action: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'subscription'), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));
const actionsOf = (id: number) => t.deps.db.select().from(panelActions).where(eq(panelActions.subscriptionId, id));

/**
 * A run claimed the subscription's action and the panel made the line; then the process died
 * before our commit: the action waits out its lease with one attempt spent.
 */
async function crashAfterThePanelActed(user: { email: string }, subscriptionId: number, line: { maxConnections?: number } = {}) {
  const [action] = await actionsOf(subscriptionId);
  await t.deps.db
    .update(panelActions)
    .set({ attempts: 1, nextAttemptAt: new Date(clock.now.getTime() + 5 * 60_000) })
    .where(eq(panelActions.id, action!.id));
  return panelAdmin().createLine({
    username: lineUsername(user.email, subscriptionId),
    password: 'MadeBeforeTheCrash7',
    ...line,
    notes: `${lineMarker(subscriptionId)}, ${user.email}`,
  });
}

describe('verify with the panel on', () => {
  it('moves the subscription to Provisioning in the verify, and the job makes the line and activates it', async () => {
    const { user, subscriptionId } = await verified({ devices: 3, bouquets: [5, 2] });
    const waiting = await staffView(subscriptionId);
    expect(waiting).toMatchObject({ status: 'Pending', provisioning: 'Provisioning', panelLineId: null });
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({ status: 'Pending', provisioning: 'Provisioning' });
    expect(simLines()).toHaveLength(0);

    expect(await run()).toEqual({ done: 1, retrying: 0, failed: 0 });
    const [line] = simLines();
    expect(simLines()).toHaveLength(1);
    expect(line).toMatchObject({
      username: `${user.email
        .split('@')[0]!
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()
        .slice(0, 16)}_${subscriptionId}`,
      maxConnections: 3,
      bouquets: [5, 2],
      expDate: seconds(START) + 30 * 24 * 60 * 60,
      enabled: true,
    });
    expect(line!.notes).toContain(lineMarker(subscriptionId));
    expect(line!.password.length).toBeGreaterThanOrEqual(12);

    const active = await staffView(subscriptionId);
    expect(active).toMatchObject({
      status: 'Active',
      provisioning: null,
      provisioningError: null,
      panelLineId: line!.id,
      userName: line!.username,
      password: line!.password,
      startDate: START,
      endDate: new Date(START.getTime() + 30 * DAY),
    });
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({
      status: 'Active',
      provisioning: null,
      userName: line!.username,
      password: line!.password,
      playlistUrl: `${STREAM}/get.php?username=${line!.username}&password=${line!.password}&type=m3u_plus&output=ts`,
      // Made on the panel: the customer's card offers a new password.
      line: { onPanel: true },
    });
    const [sealed] = await t.deps.db.select({ enc: subscriptions.streamPasswordEnc }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sealed?.enc).not.toContain(line!.password);

    expect(await audits(subscriptionId, 'subscription.provision')).toMatchObject([{ actorId: admin.id }]);
    expect(await audits(subscriptionId, 'subscription.activate')).toMatchObject([{ actorId: null, after: { panelLineId: line!.id, lineCreated: true } }]);
    const [told] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Your line is ready')));
    expect(told?.message).toContain(`${STREAM}/get.php?username=${line!.username}&password=${line!.password}&type=m3u_plus&output=ts`);
    expect(told?.message).toContain(`server ${STREAM}, user name ${line!.username}, password ${line!.password}`);
    const [mail] = await t.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'line-ready')));
    expect(mail?.text).toContain(`${STREAM}/get.php?username=${line!.username}`);
  });

  it('logs each call for staff, never with the key or a password, a page at a time', async () => {
    const { subscriptionId } = await verified();
    await run();
    const staff = await as(admin);
    const page = await staff.subscriptions.panelLog({ subscriptionId, limit: 2 });
    expect(page.items.map((entry) => entry.call)).toEqual(['get_line', 'create_line']);
    expect(page.next).not.toBeNull();
    const rest = await staff.subscriptions.panelLog({ subscriptionId, limit: 2, cursor: page.next });
    expect(rest).toMatchObject({ items: [{ call: 'get_lines', outcome: 'ok', attempt: 1 }], next: null });
    const rows = await t.deps.db.select().from(panelLog).where(eq(panelLog.subscriptionId, subscriptionId));
    const text = JSON.stringify(rows);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(simLines()[0]!.password);
    expect(rows.find((row) => row.call === 'create_line')).toMatchObject({ request: { max_connections: 2, password: 'REDACTED' } });
  });

  it('leaves a manual plan, and every plan with the panel off, to staff as before', async () => {
    const manual = await verified({ automatic: false });
    expect(await staffView(manual.subscriptionId)).toMatchObject({ status: 'Pending', provisioning: null });
    await (await as(admin)).panel.update({ mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
    const off = await verified();
    expect(await staffView(off.subscriptionId)).toMatchObject({ status: 'Pending', provisioning: null });
    expect([...(await actionsOf(manual.subscriptionId)), ...(await actionsOf(off.subscriptionId))]).toEqual([]);
    expect(await run()).toEqual({ done: 0, retrying: 0, failed: 0 });
  });

  it('keeps a customer from paying again while the line is being set up', async () => {
    const { user } = await verified();
    await expect((await as(user)).subscriptions.checkRenew()).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('whatever the panel does, one line', () => {
  const faults: [string, SimFault][] = [
    ['an error answer', { kind: 'error', message: 'Database is locked' }],
    ['no answer (timeout, nothing done)', { kind: 'hang' }],
    ['an answer after the timeout (acted)', { kind: 'delay', ms: 700 }],
    ['a dropped connection (acted)', { kind: 'drop' }],
    ['an HTML page (acted)', { kind: 'garbage' }],
  ];

  it.each(faults)('create_line with %s ends Active with exactly one line', async (_name, fault) => {
    const { subscriptionId } = await verified();
    rig.sim.failNext(fault, { action: 'create_line' });
    const first = await run();
    if (first.retrying) {
      expect(await staffView(subscriptionId)).toMatchObject({ status: 'Pending', provisioning: 'Provisioning' });
      later(retryDelayMs(1));
      expect(await run()).toMatchObject({ done: 1 });
    }
    expect(simLines()).toHaveLength(1);
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Active', panelLineId: simLines()[0]!.id, password: simLines()[0]!.password });
    expect(await audits(subscriptionId, 'subscription.activate')).toHaveLength(1);
  });

  it.each(faults)('the look-up before the create failing with %s is retried without a second line', async (_name, fault) => {
    const { subscriptionId } = await verified();
    rig.sim.failNext(fault, { action: 'get_lines' });
    await run();
    later(retryDelayMs(1));
    await run();
    expect(simLines()).toHaveLength(1);
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Active' });
  });

  it('a job delivered twice at once acts once: one line, one activation, one notification', async () => {
    const { user, subscriptionId } = await verified();
    const [action] = await actionsOf(subscriptionId);
    const claimed = { ...action!, attempts: 1 };
    const outcomes = await Promise.all([runAction(t.deps, claimed, clock.now), runAction(t.deps, claimed, clock.now)]);
    expect(outcomes).toEqual(['done', 'done']);
    expect(simLines()).toHaveLength(1);
    expect(await audits(subscriptionId, 'subscription.activate')).toHaveLength(1);
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Your line is ready')));
    expect(told).toHaveLength(1);
    // Delivered again later (a redelivery after the commit): nothing is due, nothing changes.
    expect(await run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    await runAction(t.deps, claimed, clock.now);
    expect(simLines()).toHaveLength(1);
  });

  it('a run that stopped after the panel acted (before our commit) is taken again after its lease, and finds the line', async () => {
    const { user, subscriptionId } = await verified();
    // The first run claimed the action and the panel made the line; then the process died.
    const made = await crashAfterThePanelActed(user, subscriptionId, { maxConnections: 2 });
    expect(await run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    later(5 * 60_000);
    expect(await run()).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(simLines()).toHaveLength(1);
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Active', panelLineId: made.lineId, password: 'MadeBeforeTheCrash7' });
    // Its term and devices are this activation's, set on the line the crashed run made.
    expect(rig.sim.lines.get(made.lineId)).toMatchObject({ expDate: seconds(clock.now) + 30 * 86_400, maxConnections: 2, bouquets: [3, 1] });
  });

  it('verifying one payment 50 times at once queues one action and makes one line', async () => {
    const { paymentId, subscriptionId } = await purchase();
    const callers = [];
    for (let n = 0; n < 50; n++) callers.push(await as(await createUser({ role: 'AGENT' })));
    const results = await Promise.allSettled(callers.map((caller) => caller.payments.verify({ id: paymentId })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await actionsOf(subscriptionId)).toHaveLength(1);
    await Promise.all([run(), run(), run()]);
    expect(simLines()).toHaveLength(1);
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Active' });
  });
});

describe('retries', () => {
  it('gives up after five tries over about 30 minutes, shows staff the error, and Retry makes the line', async () => {
    const { user, subscriptionId } = await verified();
    rig.sim.failNext({ kind: 'error', message: 'License expired' }, { action: 'get_lines', times: PANEL_ATTEMPTS });
    const started = clock.now.getTime();
    for (let attempt = 1; attempt < PANEL_ATTEMPTS; attempt++) {
      expect(await run()).toEqual({ done: 0, retrying: 1, failed: 0 });
      // Not before its time.
      later(retryDelayMs(attempt) - 1000);
      expect(await run()).toEqual({ done: 0, retrying: 0, failed: 0 });
      later(1000);
    }
    expect((clock.now.getTime() - started) / 60_000).toBe(30);
    expect(await run()).toEqual({ done: 0, retrying: 0, failed: 1 });

    const failed = await staffView(subscriptionId);
    expect(failed).toMatchObject({ status: 'Pending', provisioning: 'Failed' });
    expect(failed.provisioningError).toContain('License expired');
    const mine = await (await as(user)).subscriptions.mine();
    expect(mine).toMatchObject({ status: 'Pending', provisioning: 'Provisioning' });
    expect(JSON.stringify(mine)).not.toContain('License expired');
    expect(await audits(subscriptionId, 'subscription.panel_failed')).toHaveLength(1);
    expect(simLines()).toHaveLength(0);
    const waitingForRetry = await (await as(admin)).subscriptions.list({ provisioningFailed: true });
    expect(waitingForRetry.items.map((row) => row.id)).toEqual([subscriptionId]);

    const agent = await as(await createUser({ role: 'AGENT' }));
    expect(await agent.subscriptions.retryPanel({ id: subscriptionId })).toMatchObject({ message: expect.stringContaining('Queued') });
    await expect(agent.subscriptions.retryPanel({ id: subscriptionId })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await staffView(subscriptionId)).toMatchObject({ provisioning: 'Provisioning', provisioningError: null });
    expect(await run()).toMatchObject({ done: 1 });
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Active', provisioning: null });
    expect(simLines()).toHaveLength(1);
    expect(await audits(subscriptionId, 'subscription.panel_retry')).toHaveLength(1);
  });

  it('refuses Retry to a customer and when nothing failed', async () => {
    const { user, subscriptionId } = await verified();
    await expect((await as(user)).subscriptions.retryPanel({ id: subscriptionId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect((await as(admin)).subscriptions.retryPanel({ id: subscriptionId })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

/** An Active subscription with its line on the simulator, ending at `end`. */
async function activeWithLine(end: Date) {
  const { user, planId, subscriptionId } = await verified({ devices: 2 });
  await run();
  const line = simLines()[0]!;
  await panelAdmin().editLine(line.id, { expDate: seconds(end) });
  await t.deps.db
    .update(subscriptions)
    .set({ startDate: new Date(end.getTime() - 30 * DAY), endDate: end })
    .where(eq(subscriptions.id, subscriptionId));
  return { user, planId, subscriptionId, lineId: line.id };
}

async function payRenewal(user: TestUser, planId: number, subscriptionId: number) {
  const payment = await createPayment({ userId: user.id, planId, subscriptionId });
  await (await as(admin)).payments.verify({ id: payment.id });
}

describe('renewal of an Active subscription with a line', () => {
  const END = new Date('2026-12-20T10:00:00Z');
  it.each([
    ['a second before the expiry: from the expiry', -1000, seconds(END) + 30 * 86_400],
    ['at the expiry instant: from now', 0, seconds(END) + 30 * 86_400],
    ['a second after the expiry: from now', 1000, seconds(END) + 1 + 30 * 86_400],
  ])('renews %s', async (_name, offset, expected) => {
    const { user, planId, subscriptionId, lineId } = await activeWithLine(END);
    clock.now = new Date(END.getTime() + offset);
    await payRenewal(user, planId, subscriptionId);
    expect(await run()).toMatchObject({ done: 1 });
    expect(await audits(subscriptionId, 'subscription.line_renew')).toMatchObject([{ after: { panelExpDate: expected } }]);
    expect(rig.sim.lines.get(lineId)).toMatchObject({ expDate: expected, enabled: true });
    expect(simLines()).toHaveLength(1);
    expect(await audits(subscriptionId, 'subscription.line_renew')).toHaveLength(1);
  });
});

describe('a renewal the panel acted on but whose answer was lost', () => {
  it.each<[string, SimFault]>([
    ['a dropped connection', { kind: 'drop' }],
    ['an answer after the timeout', { kind: 'delay', ms: 700 }],
  ])('extends the line once after %s', async (_name, fault) => {
    const end = new Date(START.getTime() + 5 * DAY);
    const { user, planId, subscriptionId, lineId } = await activeWithLine(end);
    await payRenewal(user, planId, subscriptionId);
    rig.sim.failNext(fault, { action: 'edit_line' });
    expect(await run()).toMatchObject({ retrying: 1 });
    // The panel did extend it; the next attempt sets the same date, not 30 more days.
    expect(rig.sim.lines.get(lineId)).toMatchObject({ expDate: seconds(end) + 30 * 86_400 });
    later(retryDelayMs(1));
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.lines.get(lineId)).toMatchObject({ expDate: seconds(end) + 30 * 86_400 });
    expect(await audits(subscriptionId, 'subscription.line_renew')).toHaveLength(1);
  });
});

describe('disabling lines', () => {
  it('disables the line when staff deactivate, and no later payment turns it back on', async () => {
    const { user, planId, subscriptionId, lineId } = await activeWithLine(new Date(START.getTime() + 30 * DAY));
    await (await as(admin)).subscriptions.deactivate({ id: subscriptionId });
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.lines.get(lineId)).toMatchObject({ enabled: false });
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Expired', lineDisabledReason: 'staff', panelLineId: lineId });
    expect(await audits(subscriptionId, 'subscription.line_disable')).toMatchObject([{ after: { reason: 'staff' } }]);

    // The customer pays again and staff verify it: the line gets its new term, and stays off.
    await t.deps.db.update(subscriptions).set({ status: 'Pending' }).where(eq(subscriptions.id, subscriptionId));
    later(DAY);
    await payRenewal(user, planId, subscriptionId);
    expect(await run()).toMatchObject({ done: 1 });
    expect(simLines()).toHaveLength(1);
    expect(rig.sim.lines.get(lineId)).toMatchObject({ enabled: false, expDate: seconds(clock.now) + 30 * 86_400 });
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Active', lineDisabledReason: 'staff' });
  });

  it('a renewal leaves a line staff disabled off, and turns on one the expiry disabled', async () => {
    const end = new Date(START.getTime() + 10 * DAY);
    const staffOff = await activeWithLine(end);
    await t.deps.db.update(subscriptions).set({ lineDisabledReason: 'staff' }).where(eq(subscriptions.id, staffOff.subscriptionId));
    await panelAdmin().disableLine(staffOff.lineId);
    await payRenewal(staffOff.user, staffOff.planId, staffOff.subscriptionId);
    await run();
    expect(rig.sim.lines.get(staffOff.lineId)).toMatchObject({ enabled: false });
    expect(await staffView(staffOff.subscriptionId)).toMatchObject({ lineDisabledReason: 'staff' });
  });

  it('disables the line when the subscription expires or is deleted, once each', async () => {
    const { expireSubscriptions } = await import('../src/services/jobs/expiry.ts');
    const end = new Date(START.getTime() + 30 * DAY);
    const expiring = await activeWithLine(end);
    clock.now = new Date(end.getTime() + 1000);
    await expireSubscriptions(t.deps, clock.now);
    await expireSubscriptions(t.deps, clock.now);
    expect(await actionsOf(expiring.subscriptionId)).toMatchObject([
      { kind: 'provision' },
      { kind: 'disable', idempotencyKey: expect.stringMatching(/^disable:expired:/) },
    ]);
    await run();
    expect(rig.sim.lines.get(expiring.lineId)).toMatchObject({ enabled: false });
    expect(await staffView(expiring.subscriptionId)).toMatchObject({ status: 'Expired', lineDisabledReason: 'expired' });

    clock.now = START;
    rig.sim.reset();
    const deleted = await activeWithLine(end);
    await (await as(admin)).subscriptions.delete({ id: deleted.subscriptionId });
    await run();
    expect(rig.sim.lines.get(deleted.lineId)).toMatchObject({ enabled: false });
    expect((await actionsOf(deleted.subscriptionId)).filter((action) => action.kind === 'disable')).toHaveLength(1);
  });
});

describe('deleting a subscription while its line is being made', () => {
  it('disables the line an attempt made although we never heard of it, found by its username', async () => {
    const { user, subscriptionId } = await verified();
    // A run claimed the action and the panel made the line; then the process died.
    const made = await crashAfterThePanelActed(user, subscriptionId);
    await (await as(admin)).subscriptions.delete({ id: subscriptionId });
    later(5 * 60_000);
    await run();
    expect(rig.sim.lines.get(made.lineId)).toMatchObject({ enabled: false });
    expect(simLines()).toHaveLength(1);
    expect(await staffView(subscriptionId)).toMatchObject({ status: 'Pending', panelLineId: made.lineId, lineDisabledReason: 'deleted' });
    expect(await audits(subscriptionId, 'subscription.activate')).toHaveLength(0);
  });
});

describe("the customer's line password", () => {
  it('is changed on the panel by the job, then in our row; the old one works until then', async () => {
    const { user, subscriptionId, lineId } = await activeWithLine(new Date(START.getTime() + 30 * DAY));
    const before = rig.sim.lines.get(lineId)!.password;
    const customer = await as(user);
    await expect(customer.subscriptions.changeLinePassword({ password: 'short' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await customer.subscriptions.changeLinePassword({ password: 'Living2RoomTv99' })).toMatchObject({ message: expect.stringContaining('being set') });
    expect(await customer.subscriptions.mine()).toMatchObject({ password: before });
    expect(await run()).toMatchObject({ done: 1 });
    expect(rig.sim.lines.get(lineId)).toMatchObject({ password: 'Living2RoomTv99' });
    expect(await customer.subscriptions.mine()).toMatchObject({ password: 'Living2RoomTv99' });
    expect(await audits(subscriptionId, 'subscription.line_password')).toMatchObject([{ actorId: user.id, after: { password: 'changed' } }]);
    expect(JSON.stringify(await t.deps.db.select().from(panelActions).where(eq(panelActions.subscriptionId, subscriptionId)))).not.toContain('Living2RoomTv99');

    // None given: a random one of the line's alphabet.
    await customer.subscriptions.changeLinePassword({});
    later(1000);
    await run();
    expect(rig.sim.lines.get(lineId)!.password).toMatch(/^[a-hjkmnp-zA-HJKMNP-Z2-9]{16}$/);
  });

  it('is refused without a line made on the panel', async () => {
    const { user } = await verified({ automatic: false });
    await expect((await as(user)).subscriptions.changeLinePassword({})).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Your subscription has no line on our servers to change.',
    });
  });
});
