import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { panelActions, subscriptions } from '../src/db/schema/index.ts';
import { expireSubscriptions } from '../src/services/jobs/expiry.ts';
import { runPanelActions } from '../src/services/panel/job.ts';
import { checkable, differences } from '../src/services/panel/compare.ts';
import { createXuiClient } from '../src/services/panel/xui-client.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { actorOf, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { simulatedPanel } from './panel-support.ts';
import { settleTrials } from './trials-support.ts';

// A trial with the panel on (ADR 032, 039): its line is made with is_trial=1 and the trial's
// devices, disabled when the trial expires, and made the paid plan's line when it converts.
const API_KEY = 'TRIALPANELKEY-51c0e2';
const CODE = 'trials';
const START = new Date('2024-06-10T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const clock = { now: START };
const rig = simulatedPanel({ apiKey: API_KEY, accessCode: CODE });
const t = testApp({ now: () => clock.now, env: { PANEL_TIMEOUT_MS: '300' } });

let admin: TestUser;
let day = 0;
const as = async (user: TestUser) => t.caller(await tokenFor(user, { issuedAt: clock.now }), { ip: `198.51.100.${day}` });
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const run = () => runPanelActions(t.deps, clock.now);
const lineOf = async (subscriptionId: number) => {
  const [row] = await t.deps.db.select({ lineId: subscriptions.panelLineId }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return rig.sim.lines.get(row!.lineId!);
};

afterAll(() => settleTrials(t.deps.db, new Date('2025-01-01T00:00:00Z')));

beforeEach(async () => {
  day += 1;
  clock.now = new Date(START.getTime() + day * 5 * DAY);
  await t.deps.db.update(panelActions).set({ state: 'failed' }).where(eq(panelActions.state, 'queued'));
  admin ??= await createUser({ role: 'ADMIN' });
  await (await as(admin)).panel.update({ mode: 'xui', apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, streamUrl: 'http://stream.example.test:8080' });
});

async function runningTrial() {
  const plan = await createPlan({ devices: 3, trialHours: 24, trialDevices: 1, panelBouquets: [4] });
  const user = await createUser();
  const { subscriptionId } = await (await as(user)).trials.start({ planId: plan.id });
  expect(await (await as(admin)).subscriptions.byId({ id: subscriptionId })).toMatchObject({ status: 'Pending', provisioning: 'Provisioning' });
  expect(await run()).toMatchObject({ done: 1, failed: 0 });
  return { plan, user, subscriptionId };
}

describe('a trial with the panel on', () => {
  it('is made at once, without staff: a trial line with the trial devices and hours', async () => {
    const { user, subscriptionId } = await runningTrial();
    expect(await lineOf(subscriptionId)).toMatchObject({
      isTrial: true,
      maxConnections: 1,
      enabled: true,
      expDate: seconds(clock.now) + 24 * 60 * 60,
      bouquets: [4],
    });
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({
      status: 'Active',
      trialHours: 24,
      devices: 1,
      endDate: new Date(clock.now.getTime() + DAY),
    });
  });

  it('is disabled on the panel when it expires', async () => {
    const { subscriptionId } = await runningTrial();
    clock.now = new Date(clock.now.getTime() + DAY + 1000);
    await expireSubscriptions(t.deps, clock.now);
    await run();
    expect(await lineOf(subscriptionId)).toMatchObject({ enabled: false });
  });

  it('converts with one payment: the same line becomes the paid plan (devices, expiry, no trial flag), as the shop says', async () => {
    const { user, subscriptionId } = await runningTrial();
    const paid = await createPlan({ devices: 2, price: '18.00', durationDays: 30 });
    clock.now = new Date(clock.now.getTime() + 3 * HOUR);
    const { payment } = await submitPayment(t.deps, actorOf(user), {
      planId: paid.id,
      method: 'paypal',
      receipt: { bytes: fileBytes('jpeg'), filename: 'r.jpg', declaredMime: 'image/jpeg' },
    });
    await (await as(admin)).payments.verify({ id: payment.id });
    expect(await run()).toMatchObject({ done: 1, failed: 0 });
    const endDate = new Date(clock.now.getTime() + 30 * DAY);
    const line = await lineOf(subscriptionId);
    expect(line).toMatchObject({ isTrial: false, maxConnections: 2, enabled: true, expDate: seconds(endDate) });
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({ status: 'Active', trialHours: null, devices: 2, endDate });
    expect(rig.sim.lines.size).toBe(1);
  });

  it('the reconciliation reads a trial line by the trial devices: no drift', async () => {
    const { subscriptionId } = await runningTrial();
    const ours = (await checkable(t.deps.db, subscriptionId))!;
    expect(ours.devices).toBe(1);
    const client = createXuiClient({ apiUrl: `${rig.base}/${CODE}/`, apiKey: API_KEY, timeoutMs: 2_000 });
    expect(differences(ours, await client.getLine(ours.lineId))).toEqual([]);
  });
});
