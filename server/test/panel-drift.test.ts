import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, panelActions, panelDrift, panelReconciliations, subscriptions } from '../src/db/schema/index.ts';
import { runPanelActions } from '../src/services/panel/job.ts';
import { RECONCILE_CONCURRENCY, requestNightlyReconciliation, runReconciliation } from '../src/services/panel/reconcile.ts';
import { createXuiClient } from '../src/services/panel/xui-client.ts';
import { createPendingPurchase } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { simulatedPanel } from './panel-support.ts';

// Issue 14's reconciliation (ADR 035): the panel's admin changes lines behind the shop's back;
// the run finds each difference, forgets it once fixed, and a lost line is made again once.
const API_KEY = 'DRIFTKEY-51c9a0';
const CODE = 'drift';
const START = new Date('2026-11-20T10:00:00Z');
const DAY = 86_400;
const clock = { now: START };
const rig = simulatedPanel({ apiKey: API_KEY, accessCode: CODE });
const t = testApp({ now: () => clock.now, env: { PANEL_TIMEOUT_MS: '1000' } });

let admin: TestUser;
const as = async (user: TestUser) => t.caller(await tokenFor(user, { issuedAt: clock.now }));
const panelSettings = (apiKey = API_KEY) => ({ mode: 'xui' as const, apiUrl: `${rig.base}/${CODE}/`, apiKey, streamUrl: 'http://stream.drift.test' });

beforeEach(async () => {
  clock.now = START;
  // The database lives for the worker: other files' lines are not on this simulator, and an
  // earlier test's open run or queued action must not act in this one.
  await t.deps.db.update(subscriptions).set({ panelLineId: null }).where(isNotNull(subscriptions.panelLineId));
  await t.deps.db.update(panelActions).set({ state: 'failed' }).where(eq(panelActions.state, 'queued'));
  await t.deps.db.update(panelReconciliations).set({ state: 'done' });
  await t.deps.db.delete(panelDrift);
  admin ??= await createUser({ role: 'ADMIN', email: 'admin@drift.test' });
  await (await as(admin)).panel.update(panelSettings());
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** The panel as its own admin would change it, outside the shop. */
const panelAdmin = () => createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs: 2_000 });
async function deleteOnPanel(id: number) {
  const answer = await fetch(`${rig.base}/${CODE}/?api_key=${API_KEY}&action=delete_line`, { method: 'POST', body: new URLSearchParams({ id: String(id) }) });
  expect(await answer.json()).toMatchObject({ status: 'STATUS_SUCCESS' });
}

/** A customer with an Active subscription and its line on the simulator, made by the panel job. */
async function activeLine(devices = 2) {
  const user = await createUser();
  const { id: planId } = await createPlan({ devices, panelBouquets: [4], panelAutomatic: true });
  const { payment, subscription } = await createPendingPurchase(user.id, planId);
  await (await as(admin)).payments.verify({ id: payment.id });
  await runPanelActions(t.deps, clock.now);
  const [row] = await t.deps.db
    .select({ lineId: subscriptions.panelLineId, endDate: subscriptions.endDate, username: subscriptions.streamUsername })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscription.id));
  expect(row?.lineId).not.toBeNull();
  return { user, subscriptionId: subscription.id, lineId: row!.lineId!, endDate: row!.endDate!, username: row!.username! };
}

/** "Run now" as an admin, then the job's run. */
async function reconcile() {
  await (await as(admin)).panelDrift.run();
  return runReconciliation(t.deps, clock.now);
}
const driftOf = (subscriptionId: number) => t.deps.db.select().from(panelDrift).where(eq(panelDrift.subscriptionId, subscriptionId)).orderBy(panelDrift.field);
const lastRun = async () => (await as(admin)).panelDrift.lastRun();

describe('the reconciliation', () => {
  it('finds each kind of drift the panel admin made behind our back, and records ours against the panel', async () => {
    const expiry = await activeLine();
    const devices = await activeLine(2);
    const disabled = await activeLine();
    const lost = await activeLine();
    const clean = await activeLine();
    const panel = panelAdmin();
    await panel.editLine(expiry.lineId, { expDate: seconds(expiry.endDate) + 5 * DAY });
    await panel.editLine(devices.lineId, { maxConnections: 5 });
    await panel.disableLine(disabled.lineId);
    await deleteOnPanel(lost.lineId);
    // Within the minute's tolerance: the same expiry.
    await panel.editLine(clean.lineId, { expDate: seconds(clean.endDate) + 30 });

    expect(await reconcile()).toEqual({ checked: 5, drifted: 3, missing: 1, failed: 0 });
    expect(await driftOf(expiry.subscriptionId)).toMatchObject([
      { field: 'expiry', ours: expiry.endDate.toISOString(), panel: new Date((seconds(expiry.endDate) + 5 * DAY) * 1000).toISOString(), checkedAt: START },
    ]);
    expect(await driftOf(devices.subscriptionId)).toMatchObject([{ field: 'devices', ours: '2', panel: '5' }]);
    expect(await driftOf(disabled.subscriptionId)).toMatchObject([{ field: 'enabled', ours: 'enabled', panel: 'disabled' }]);
    expect(await driftOf(lost.subscriptionId)).toMatchObject([{ field: 'missing', ours: String(lost.lineId), panel: null }]);
    expect(await driftOf(clean.subscriptionId)).toEqual([]);
    expect(await lastRun()).toMatchObject({ trigger: 'admin', state: 'done', checked: 5, drifted: 3, missing: 1, failed: 0, error: null, finishedAt: START });

    const page = await (await as(admin)).panelDrift.list({ pageSize: 3 });
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(3);
    expect(page.next).not.toBeNull();
    const rest = await (await as(admin)).panelDrift.list({ pageSize: 3, cursor: page.next! });
    const rows = [...page.items, ...rest.items];
    expect(rows.map((row) => row.field).sort()).toEqual(['devices', 'enabled', 'expiry', 'missing']);
    expect(rows.find((row) => row.field === 'devices')).toMatchObject({
      subscriptionId: devices.subscriptionId,
      customer: { email: devices.user.email, name: `${devices.user.firstName} ${devices.user.lastName}` },
      lineUsername: devices.username,
      lineId: devices.lineId,
      recreating: false,
    });
  });

  it('forgets a difference once the line matches again, by the next run or by Check now', async () => {
    const a = await activeLine();
    const b = await activeLine();
    const panel = panelAdmin();
    await panel.editLine(a.lineId, { maxConnections: 4 });
    await panel.disableLine(b.lineId);
    await reconcile();
    expect(await driftOf(a.subscriptionId)).toHaveLength(1);
    expect(await driftOf(b.subscriptionId)).toHaveLength(1);

    await panel.editLine(a.lineId, { maxConnections: 2 });
    clock.now = new Date(START.getTime() + DAY * 1000);
    expect(await reconcile()).toEqual({ checked: 2, drifted: 1, missing: 0, failed: 0 });
    expect(await driftOf(a.subscriptionId)).toEqual([]);
    // Still different: the row stays, with the time it was last checked.
    expect(await driftOf(b.subscriptionId)).toMatchObject([{ field: 'enabled', checkedAt: clock.now, createdAt: expect.any(Date) }]);

    await panel.enableLine(b.lineId);
    expect(await (await as(admin)).panelDrift.check({ subscriptionId: b.subscriptionId })).toEqual({
      ok: true,
      message: 'The line on the panel matches the subscription.',
    });
    expect(await driftOf(b.subscriptionId)).toEqual([]);

    // Deleted while it differs: the next finished run drops its row.
    await panel.editLine(a.lineId, { maxConnections: 6 });
    await (await as(admin)).panelDrift.check({ subscriptionId: a.subscriptionId });
    expect(await driftOf(a.subscriptionId)).toHaveLength(1);
    await (await as(admin)).subscriptions.delete({ id: a.subscriptionId });
    await reconcile();
    expect(await driftOf(a.subscriptionId)).toEqual([]);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription.drift_check'), eq(auditLog.entityId, String(b.subscriptionId))));
    expect(audit).toMatchObject({ actorId: admin.id });
  });

  it('expects an expired or staff-deactivated line to be off, and leaves lines the panel job is still working on alone', async () => {
    const busy = await activeLine();
    const deactivated = await activeLine();
    await (await as(admin)).subscriptions.deactivate({ id: deactivated.subscriptionId });
    await panelAdmin().editLine(busy.lineId, { maxConnections: 9 });
    // A queued renewal or disable: the line differs only until the job has done it.
    await t.deps.db.insert(panelActions).values({
      subscriptionId: busy.subscriptionId,
      kind: 'renew',
      idempotencyKey: `test:busy:${busy.subscriptionId}`,
      nextAttemptAt: new Date(START.getTime() + 60_000),
    });
    // The disable is still queued: the deactivated line is on while ours is off.
    expect(await reconcile()).toEqual({ checked: 0, drifted: 0, missing: 0, failed: 0 });
    await runPanelActions(t.deps, clock.now);
    expect(rig.sim.lines.get(deactivated.lineId)?.enabled).toBe(false);
    await panelAdmin().enableLine(deactivated.lineId);
    expect(await reconcile()).toEqual({ checked: 1, drifted: 1, missing: 0, failed: 0 });
    expect(await driftOf(deactivated.subscriptionId)).toMatchObject([{ field: 'enabled', ours: 'disabled', panel: 'enabled' }]);
    expect(await driftOf(busy.subscriptionId)).toEqual([]);
  });

  it('counts a line the panel does not answer for in time as not checked, and goes on with the rest', async () => {
    const slow = await activeLine();
    const other = await activeLine();
    await panelAdmin().editLine(other.lineId, { maxConnections: 7 });
    rig.sim.failNext({ kind: 'hang' }, { action: 'get_line' });
    const counts = await reconcile();
    expect(counts).toEqual({ checked: 1, drifted: 1, missing: 0, failed: 1 });
    expect(await lastRun()).toMatchObject({ state: 'done', failed: 1 });
    expect((await lastRun())?.error).toMatch(/^Subscription #\d+: The panel did not answer in time\.$/);
    expect(await driftOf(slow.subscriptionId)).toEqual([]);
  });

  it('stops at a refused API key with a clear recorded error, after the calls already in flight', async () => {
    for (let n = 0; n < 6; n++) await activeLine();
    await (await as(admin)).panel.update(panelSettings('NOT-THE-KEY'));
    const callsBefore = rig.sim.calls.length;
    expect(await reconcile()).toEqual({ checked: 0, drifted: 0, missing: 0, failed: 0 });
    expect(await lastRun()).toMatchObject({ state: 'stopped', checked: 0, finishedAt: START });
    expect((await lastRun())?.error).toMatch(/^Stopped at subscription #\d+: The panel refused the API key or the access code\. \(Invalid API key\)$/);
    expect(rig.sim.calls.length - callsBefore).toBeLessThanOrEqual(RECONCILE_CONCURRENCY);
    expect(await t.deps.db.select().from(panelDrift)).toEqual([]);
    // A stopped run is over: the next one can be asked for.
    await (await as(admin)).panel.update(panelSettings());
    expect(await reconcile()).toMatchObject({ checked: 6 });
  });

  it('resumes a run whose instance died, from the batch it got to, after its lease', async () => {
    const first = await activeLine();
    const second = await activeLine();
    await panelAdmin().editLine(second.lineId, { maxConnections: 3 });
    await (await as(admin)).panelDrift.run();
    // An instance took it, checked up to the first subscription, and died.
    await t.deps.db
      .update(panelReconciliations)
      .set({ state: 'running', afterId: first.subscriptionId, checked: 1, leaseUntil: new Date(START.getTime() + 10 * 60_000) })
      .where(eq(panelReconciliations.state, 'requested'));
    expect(await runReconciliation(t.deps, clock.now)).toEqual({ checked: 0, drifted: 0, missing: 0, failed: 0 });
    clock.now = new Date(START.getTime() + 10 * 60_000);
    expect(await runReconciliation(t.deps, clock.now)).toEqual({ checked: 1, drifted: 1, missing: 0, failed: 0 });
    expect(await lastRun()).toMatchObject({ state: 'done', checked: 2, drifted: 1 });
  });

  it('is asked for once a night, and not while the panel is off; Run now is refused while a run is open', async () => {
    expect(await requestNightlyReconciliation(t.deps, START)).toEqual({ requested: 1 });
    expect(await requestNightlyReconciliation(t.deps, START)).toEqual({ requested: 0 });
    await expect((await as(admin)).panelDrift.run()).rejects.toMatchObject({ code: 'CONFLICT', message: 'A reconciliation is already queued or running.' });
    await runReconciliation(t.deps, START);
    expect(await requestNightlyReconciliation(t.deps, new Date(START.getTime() + 60_000))).toEqual({ requested: 0 });
    await (await as(admin)).panel.update({ mode: 'off', apiUrl: '', apiKey: null, streamUrl: '' });
    expect(await requestNightlyReconciliation(t.deps, new Date(START.getTime() + DAY * 1000))).toEqual({ requested: 0 });
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'panel.reconcile')).limit(1);
    expect(audit).toBeDefined();
  });
});

describe('re-creating a lost line', () => {
  it('makes the line again once, with the same credentials, devices and expiry, however often it is clicked at once', async () => {
    const lost = await activeLine(3);
    const before = rig.sim.lines.get(lost.lineId)!;
    const credentials = { username: before.username, password: before.password };
    await deleteOnPanel(lost.lineId);
    await reconcile();
    const [first, second] = await Promise.all([as(admin), as(admin)]);
    const answers = await Promise.all([
      first.panelDrift.recreate({ subscriptionId: lost.subscriptionId }),
      second.panelDrift.recreate({ subscriptionId: lost.subscriptionId }),
    ]);
    expect(answers.map((answer) => answer.message).sort()).toEqual([
      'The line is already being re-created.',
      'The line will be re-created on the panel in a few seconds.',
    ]);
    const queued = await t.deps.db
      .select()
      .from(panelActions)
      .where(and(eq(panelActions.subscriptionId, lost.subscriptionId), eq(panelActions.kind, 'recreate')));
    expect(queued).toHaveLength(1);
    expect((await (await as(admin)).panelDrift.list({})).items).toMatchObject([{ field: 'missing', recreating: true }]);

    // Two workers at once: one takes the action, the other finds nothing due.
    await Promise.all([runPanelActions(t.deps, clock.now), runPanelActions(t.deps, clock.now)]);
    const lines = [...rig.sim.lines.values()].filter((line) => line.username === credentials.username);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ ...credentials, maxConnections: 3, bouquets: [4], enabled: true, expDate: seconds(lost.endDate) });
    const [row] = await t.deps.db.select({ lineId: subscriptions.panelLineId }).from(subscriptions).where(eq(subscriptions.id, lost.subscriptionId));
    expect(row?.lineId).toBe(lines[0]!.id);
    expect(await driftOf(lost.subscriptionId)).toEqual([]);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(lost.subscriptionId)));
    expect(audits.filter((audit) => audit.action === 'subscription.line_recreate_request')).toMatchObject([{ actorId: admin.id }]);
    expect(audits.filter((audit) => audit.action === 'subscription.line_recreate')).toMatchObject([{ actorId: null, after: { panelLineId: lines[0]!.id } }]);

    // The new line matches: the next run finds nothing, and a click now has nothing to re-create.
    expect(await reconcile()).toEqual({ checked: 1, drifted: 0, missing: 0, failed: 0 });
    await expect(first.panelDrift.recreate({ subscriptionId: lost.subscriptionId })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses to re-create a line the panel still has', async () => {
    const present = await activeLine();
    await expect((await as(admin)).panelDrift.recreate({ subscriptionId: present.subscriptionId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('The panel has this line'),
    });
  });
});

describe('who may', () => {
  it.each(['AGENT', 'USER'] as const)('%s cannot see, check, run or re-create', async (role) => {
    const caller = await as(await createUser({ role }));
    const { subscriptionId } = await activeLine();
    await expect(caller.panelDrift.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.panelDrift.lastRun()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.panelDrift.run()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.panelDrift.check({ subscriptionId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller.panelDrift.recreate({ subscriptionId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await t.deps.db.select().from(panelReconciliations).where(eq(panelReconciliations.state, 'requested'))).toEqual([]);
  });

  it('a visitor is asked to sign in', async () => {
    await expect((await t.caller(null)).panelDrift.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
