import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { planFormInput, planMessages } from '@nimbus/shared/plans';
import { normaliseEmail, trialMessages } from '@nimbus/shared/trials';
import { auditLog, emailOutbox, notifications, subscriptions, trials } from '../src/db/schema/index.ts';
import { expireSubscriptions } from '../src/services/jobs/expiry.ts';
import { sendExpiryReminders } from '../src/services/jobs/reminders.ts';
import { submitPayment } from '../src/services/payment-submit.ts';
import { trialEmailKey } from '../src/services/trials.ts';
import { actorOf, fileBytes } from './factories/commerce.ts';
import { createPlan, createUser, testApp, tokenFor, type TestUser } from './harness.ts';
import { settleTrials } from './trials-support.ts';

// Issue 15's trials (ADR 039): one per person ever, daily caps, a term that ends on its own, a
// reminder 12 hours before, and a conversion to the paid plan in one payment.
// In the past: the caps' window around the real clock (other files) never sees these trials.
const START = new Date('2024-03-01T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const clock = { now: START };
const t = testApp({ now: () => clock.now });
// Addresses unique to this run: the worker's database outlives one file.
const run = randomBytes(4).toString('hex');
let sequence = 0;
const email = (local: string, domain = 'gmail.com') => `${local}${run}@${domain}`;

let admin: TestUser;
/** A caller whose token is issued on the test's clock, which moves by days. */
const as = async (user: TestUser, ip = '203.0.113.7') => t.caller(await tokenFor(user, { issuedAt: clock.now }), { ip });

// Each test lives on its own days, so the daily caps of one never see another's trials.
beforeEach(async () => {
  sequence += 1;
  clock.now = new Date(START.getTime() + sequence * 3 * DAY);
  admin ??= await createUser({ role: 'ADMIN' });
  await setCaps({ trialDailyPerAddress: 1000, trialDailyTotal: 1000 });
});

// The settings outlive the file on the worker's database: the defaults again for the next one.
afterAll(async () => {
  await setCaps({ trialDailyPerAddress: 3, trialDailyTotal: 50 });
  await settleTrials(t.deps.db, new Date('2025-01-01T00:00:00Z'));
});

async function setCaps(caps: { trialDailyPerAddress: number; trialDailyTotal: number }) {
  const caller = await as(admin);
  const current = await caller.settings.get();
  await caller.settings.update({ ...current, supportEmail: current.supportEmail || 'help@example.test', ...caps });
}

const trialPlan = (overrides: Parameters<typeof createPlan>[0] = {}) => createPlan({ devices: 2, trialHours: 48, trialDevices: 1, ...overrides });
const customer = (address?: string) => createUser(address ? { email: address } : {});
const ip = () => `198.51.100.${sequence}`;

async function started(user: TestUser, planId: number, address = ip()) {
  return (await as(user, address)).trials.start({ planId });
}

async function activated(user: TestUser, planId: number) {
  const { subscriptionId } = await started(user, planId);
  await (await as(admin)).subscriptions.activate({ id: subscriptionId, userName: `trial-${subscriptionId}`, password: 'pw-trial' });
  return subscriptionId;
}

const refusal = (code: string, message: string) => ({ code, message });

describe('the normalised e-mail (ADR 039)', () => {
  it.each([
    ['A.B+x@Gmail.com', 'ab@gmail.com'],
    ['ab@googlemail.com', 'ab@gmail.com'],
    ['a.b+promo+2@example.com', 'ab@example.com'],
    ['  AB@Example.COM.  ', 'ab@example.com'],
    ['ａｂ@example.com', 'ab@example.com'],
  ])('%s counts as %s', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });
});

describe('the plan form', () => {
  it('takes an empty trial length as no trial, and refuses a length out of range or more trial devices than the plan has', () => {
    const plan = { name: 'Gold', price: '10', devices: 2, channels: '10', duration: '30', status: 'Active', features: 'Live TV, Movies' };
    expect(planFormInput.parse({ ...plan, trialHours: '', trialDevices: '1' })).toMatchObject({ trialHours: null, trialDevices: 1 });
    expect(planFormInput.parse({ ...plan, trialHours: '48', trialDevices: '2' })).toMatchObject({ trialHours: 48, trialDevices: 2 });
    expect(planFormInput.safeParse({ ...plan, trialHours: '0' }).error?.issues[0]?.message).toBe(planMessages.trialHoursRange);
    expect(planFormInput.safeParse({ ...plan, trialHours: '169' }).error?.issues[0]?.message).toBe(planMessages.trialHoursRange);
    expect(planFormInput.safeParse({ ...plan, trialHours: '24', trialDevices: '3' }).error?.issues[0]?.message).toBe(planMessages.trialDevicesRange);
  });
});

describe('starting a trial', () => {
  it('needs no payment: the subscription waits for its line with the trial term, and staff activation gives it its hours', async () => {
    const plan = await trialPlan();
    const user = await customer();
    const answer = await started(user, plan.id);
    expect(answer).toMatchObject({ hours: 48, devices: 1, message: trialMessages.started });
    const before = await (await as(user)).subscriptions.mine();
    expect(before).toMatchObject({ status: 'Pending', trialHours: 48, devices: 1 });
    await (await as(admin)).subscriptions.activate({ id: answer.subscriptionId, userName: 'trial-user', password: 'pw' });
    const mine = await (await as(user)).subscriptions.mine();
    expect(mine).toMatchObject({ status: 'Active', trialHours: 48, devices: 1, startDate: clock.now, endDate: new Date(clock.now.getTime() + 48 * HOUR) });
  });

  it('refuses a plan without a trial and a plan no longer on sale', async () => {
    const user = await customer();
    await expect(started(user, (await createPlan()).id)).rejects.toMatchObject(refusal('BAD_REQUEST', trialMessages.noTrial));
    await expect(started(user, (await trialPlan({ status: 'Inactive' })).id)).rejects.toMatchObject(refusal('BAD_REQUEST', trialMessages.noTrial));
  });

  it('is for customers: staff are refused', async () => {
    const plan = await trialPlan();
    await expect(started(await createUser({ role: 'AGENT' }), plan.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(started(admin, plan.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('is for new customers: one with a subscription is refused', async () => {
    const plan = await trialPlan();
    const user = await customer();
    await submitPayment(t.deps, actorOf(user), {
      planId: plan.id,
      method: 'bank',
      receipt: { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' },
    });
    await expect(started(user, plan.id)).rejects.toMatchObject(refusal('CONFLICT', trialMessages.notNew));
  });
});

describe('one trial per person, ever', () => {
  it('the same account twice, also after deleting its subscription or after the trial ended', async () => {
    const plan = await trialPlan();
    const user = await customer();
    const id = await activated(user, plan.id);
    await expect(started(user, plan.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    clock.now = new Date(clock.now.getTime() + 49 * HOUR);
    await expireSubscriptions(t.deps, clock.now);
    await expect(started(user, plan.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await (await as(user)).subscriptions.delete({ id });
    await expect(started(user, plan.id)).rejects.toMatchObject(refusal('CONFLICT', trialMessages.alreadyHad));
    // Another plan's trial is a second trial too.
    await expect(started(user, (await trialPlan()).id)).rejects.toMatchObject(refusal('CONFLICT', trialMessages.alreadyHad));
  });

  it.each([
    ['upper case and a dot', (local: string) => `${local.slice(0, 3).toUpperCase()}.${local.slice(3)}@gmail.com`],
    ['dots', (local: string) => `${local.slice(0, 3)}.${local.slice(3, 6)}.${local.slice(6)}@gmail.com`],
    ['a +tag', (local: string) => `${local}+again@gmail.com`],
    ['googlemail.com', (local: string) => `${local}@googlemail.com`],
    ['all of them', (local: string) => `${local.slice(0, 2)}.${local.slice(2).toUpperCase()}+x+y@GoogleMail.com`],
  ])('another account whose e-mail differs by %s', async (_, variant) => {
    const plan = await trialPlan();
    const local = `viewer${sequence}x${run}`;
    await started(await customer(`${local}@gmail.com`), plan.id);
    const second = await customer(variant(local));
    await expect(started(second, plan.id, '192.0.2.200')).rejects.toMatchObject(refusal('CONFLICT', trialMessages.alreadyHad));
  });

  it('deleting the account and registering again with the same e-mail', async () => {
    const plan = await trialPlan();
    const address = email(`returning${sequence}`);
    const first = await customer(address);
    await started(first, plan.id);
    await (await as(admin)).users.delete({ id: first.id });
    // The deletion cleared the e-mail; the trial keeps only its key.
    const [kept] = await t.deps.db.select({ emailKey: trials.emailKey }).from(trials).where(eq(trials.userId, first.id));
    expect(kept?.emailKey).toBe(trialEmailKey(address));
    expect(kept?.emailKey).not.toContain('@');
    const again = await customer(address);
    await expect(started(again, plan.id, '192.0.2.201')).rejects.toMatchObject(refusal('CONFLICT', trialMessages.alreadyHad));
  });

  it('the database itself refuses a second trial row for an account or an e-mail', async () => {
    const plan = await trialPlan();
    const user = await customer();
    const { subscriptionId } = await started(user, plan.id);
    const row = { userId: user.id, emailKey: 'x', sourceAddress: 'x', planId: plan.id, subscriptionId, hours: 1, devices: 1 };
    await expect(t.deps.db.insert(trials).values(row)).rejects.toThrow();
    const other = await customer();
    await expect(t.deps.db.insert(trials).values({ ...row, userId: other.id, emailKey: trialEmailKey(user.email) })).rejects.toThrow();
  });
});

describe('the daily caps (settings, audited)', () => {
  it('at most N a day from one source address; another address still may; the window rolls on', async () => {
    await setCaps({ trialDailyPerAddress: 2, trialDailyTotal: 1000 });
    const plan = await trialPlan();
    await started(await customer(), plan.id, '192.0.2.10');
    await started(await customer(), plan.id, '192.0.2.10');
    const third = await customer();
    await expect(started(third, plan.id, '192.0.2.10')).rejects.toMatchObject(refusal('TOO_MANY_REQUESTS', trialMessages.addressCapReached));
    await started(await customer(), plan.id, '192.0.2.11');
    clock.now = new Date(clock.now.getTime() + DAY + 1000);
    await expect(started(third, plan.id, '192.0.2.10')).resolves.toMatchObject({ hours: 48 });
  });

  it('IPv6 addresses count by their /64 network: a new address of the same line is the same source', async () => {
    await setCaps({ trialDailyPerAddress: 1, trialDailyTotal: 1000 });
    const plan = await trialPlan();
    await started(await customer(), plan.id, `2001:db8:${sequence}:1::10`);
    await expect(started(await customer(), plan.id, `2001:db8:${sequence}:1:ffff::99`)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(started(await customer(), plan.id, `2001:db8:${sequence}:2::10`)).resolves.toMatchObject({ hours: 48 });
  });

  it('at most N a day across the shop', async () => {
    await setCaps({ trialDailyPerAddress: 1000, trialDailyTotal: 2 });
    const plan = await trialPlan();
    await started(await customer(), plan.id, '192.0.2.20');
    await started(await customer(), plan.id, '192.0.2.21');
    await expect(started(await customer(), plan.id, '192.0.2.22')).rejects.toMatchObject(refusal('TOO_MANY_REQUESTS', trialMessages.capReached));
  });

  it('an admin changes the caps; the audit log keeps the change; other roles cannot', async () => {
    await setCaps({ trialDailyPerAddress: 4, trialDailyTotal: 40 });
    const rows = await t.deps.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, admin.id)));
    expect(
      rows.some((r) => (r.after as Record<string, unknown>).trialDailyPerAddress === 4 && (r.after as Record<string, unknown>).trialDailyTotal === 40),
    ).toBe(true);
    await expect((await as(await createUser({ role: 'AGENT' }))).settings.update({} as never)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the trial term', () => {
  it('reminds once, 12 hours before the end (notification and e-mail), and not with the 3- and 1-day reminders', async () => {
    const plan = await trialPlan();
    const user = await customer();
    await activated(user, plan.id);
    const since = clock.now;
    clock.now = new Date(clock.now.getTime() + 30 * HOUR);
    await sendExpiryReminders(t.deps, clock.now);
    expect(await remindersOf(user)).toEqual({ notes: [], mails: [] });
    clock.now = new Date(since.getTime() + 37 * HOUR);
    await sendExpiryReminders(t.deps, clock.now);
    await sendExpiryReminders(t.deps, new Date(clock.now.getTime() + HOUR));
    const { notes, mails } = await remindersOf(user);
    expect(notes).toEqual(['Free trial ending soon']);
    expect(mails).toEqual(['trial-ending']);
  });

  it('expires on its own through the expiry job, with a trial message', async () => {
    const plan = await trialPlan();
    const user = await customer();
    const id = await activated(user, plan.id);
    clock.now = new Date(clock.now.getTime() + 48 * HOUR + 1000);
    expect((await expireSubscriptions(t.deps, clock.now)).expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.status).toBe('Expired');
    const notes = await t.deps.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.title)).toContain('Free trial ended');
  });
});

describe('converting to a paid plan', () => {
  it('one payment: the trial runs until staff verify it, then the paid term starts now on the paid plan', async () => {
    const plan = await trialPlan();
    const paid = await createPlan({ name: `Family ${run}`, devices: 3, price: '24.00', durationDays: 30 });
    const user = await customer();
    const id = await activated(user, plan.id);
    clock.now = new Date(clock.now.getTime() + 5 * HOUR);
    const { payment } = await submitPayment(t.deps, actorOf(user), {
      planId: paid.id,
      method: 'bank',
      amount: '24.00',
      receipt: { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' },
    });
    expect(payment.subscriptionId).toBe(id);
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({ status: 'Active', trialHours: 48 });
    const before = await (await as(admin)).stats.trialConversions();
    clock.now = new Date(clock.now.getTime() + HOUR);
    await (await as(admin)).payments.verify({ id: payment.id });
    const mine = await (await as(user)).subscriptions.mine();
    expect(mine).toMatchObject({
      status: 'Active',
      trialHours: null,
      devices: 3,
      plan: { id: paid.id },
      startDate: clock.now,
      endDate: new Date(clock.now.getTime() + 30 * DAY),
      userName: `trial-${id}`,
    });
    const after = await (await as(admin)).stats.trialConversions();
    expect(after.converted).toBe(before.converted + 1);
    // Converted once: a later renewal is a renewal.
    const [trial] = await t.deps.db
      .select({ convertedAt: trials.convertedAt, paymentId: trials.convertedPaymentId })
      .from(trials)
      .where(eq(trials.subscriptionId, id));
    expect(trial).toEqual({ convertedAt: clock.now, paymentId: payment.id });
  });

  it('after the trial ended: the payment waits for activation like any other, and the trial counts as converted', async () => {
    const plan = await trialPlan();
    const user = await customer();
    const id = await activated(user, plan.id);
    clock.now = new Date(clock.now.getTime() + 49 * HOUR);
    await expireSubscriptions(t.deps, clock.now);
    const { payment } = await submitPayment(t.deps, actorOf(user), {
      planId: plan.id,
      method: 'bank',
      receipt: { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' },
    });
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({ status: 'Pending', trialHours: null, devices: 2 });
    await (await as(admin)).payments.verify({ id: payment.id });
    const [trial] = await t.deps.db.select({ paymentId: trials.convertedPaymentId }).from(trials).where(eq(trials.subscriptionId, id));
    expect(trial?.paymentId).toBe(payment.id);
  });

  it('paid for before staff activated it: an ordinary Pending subscription, whose activation gives the plan its days', async () => {
    const plan = await trialPlan();
    const user = await customer();
    const { subscriptionId } = await started(user, plan.id);
    const { payment } = await submitPayment(t.deps, actorOf(user), {
      planId: plan.id,
      method: 'bank',
      receipt: { bytes: fileBytes('png'), filename: 'r.png', declaredMime: 'image/png' },
    });
    expect(payment.subscriptionId).toBe(subscriptionId);
    await (await as(admin)).payments.verify({ id: payment.id });
    await (await as(admin)).subscriptions.activate({ id: subscriptionId, userName: 'paid-early', password: 'pw' });
    expect(await (await as(user)).subscriptions.mine()).toMatchObject({
      status: 'Active',
      trialHours: null,
      devices: 2,
      endDate: new Date(clock.now.getTime() + 30 * DAY),
    });
  });

  it('the overview counts the trials of the last 30 days and their conversions; admins only', async () => {
    const figures = await (await as(admin)).stats.trialConversions();
    expect(figures.started).toBeGreaterThanOrEqual(figures.converted);
    await expect((await as(await createUser({ role: 'AGENT' }))).stats.trialConversions()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the legacy REST adapter keeps its shapes', () => {
  it("GET /api/subscriptions/user/{id} answers a trial in the specification's fields only", async () => {
    const plan = await trialPlan();
    const user = await customer();
    await activated(user, plan.id);
    const token = await tokenFor(user, { issuedAt: clock.now });
    const res = await t.app.inject({ method: 'GET', url: `/api/subscriptions/user/${user.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<Record<string, unknown>>()).sort()).toEqual([
      'devices',
      'endDate',
      'id',
      'name',
      'password',
      'plan',
      'startDate',
      'status',
      'userName',
    ]);
  });

  it('GET /api/plans has no trial fields, and a legacy edit keeps the plan trial', async () => {
    const plan = await trialPlan({ name: `Legacy ${run}` });
    const token = await tokenFor(admin, { issuedAt: clock.now });
    const list = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { authorization: `Bearer ${token}` } });
    const row = list.json<Record<string, unknown>[]>().find((p) => p.id === plan.id)!;
    expect(Object.keys(row).sort()).toEqual(['channels', 'devices', 'duration', 'features', 'id', 'name', 'price', 'status']);
    const body = { name: plan.name, features: plan.features, devices: 2, price: 12, channels: 10, duration: 30, status: 'Active' };
    const edited = await t.app.inject({ method: 'PUT', url: `/api/plans/${plan.id}`, headers: { authorization: `Bearer ${token}` }, payload: body });
    expect(edited.statusCode).toBe(200);
    const rows = await (await as(admin)).plans.listAll({ pageSize: 100, search: `Legacy ${run}` });
    expect(rows.items.find((p) => p.id === plan.id)).toMatchObject({ trialHours: 48, trialDevices: 1 });
  });
});

async function remindersOf(user: TestUser) {
  const notes = await t.deps.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, user.id));
  const mails = await t.deps.db.select({ template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.to, user.email));
  return {
    notes: notes.map((n) => n.title).filter((title) => title.includes('ending') || title.includes('expiring')),
    mails: mails.map((m) => m.template).filter((name) => name === 'trial-ending' || name === 'subscription-expiring'),
  };
}

/** How concurrent calls ended: how many succeeded, and the codes of the others. */
function outcomes(results: PromiseSettledResult<unknown>[]) {
  const codes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? String(r.reason))));
  return { ok: codes.filter((c) => c === 'ok').length, refused: [...new Set(codes.filter((c) => c !== 'ok'))] };
}

// Only real Postgres runs transactions side by side (PGlite has one connection).
describe.skipIf(!process.env.TEST_DATABASE_URL)('races on Postgres', () => {
  it('ten starts by one customer at once make one trial and one subscription', async () => {
    const plan = await trialPlan();
    const user = await customer();
    const callers = await Promise.all(Array.from({ length: 10 }, () => as(user, ip())));
    const result = outcomes(await Promise.allSettled(callers.map((caller) => caller.trials.start({ planId: plan.id }))));
    expect(result).toEqual({ ok: 1, refused: ['CONFLICT'] });
    expect(await t.deps.db.select({ id: trials.id }).from(trials).where(eq(trials.userId, user.id))).toHaveLength(1);
    expect(await t.deps.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(1);
  });

  it('two accounts of one normalised e-mail starting at once: one trial', async () => {
    const plan = await trialPlan();
    const local = `twin${sequence}x${run}`;
    const users = [await customer(`${local}@gmail.com`), await customer(`${local.slice(0, 2)}.${local.slice(2)}+b@gmail.com`)];
    const callers = await Promise.all(users.flatMap((user) => [as(user, '192.0.2.50'), as(user, '192.0.2.51')]));
    const result = outcomes(await Promise.allSettled(callers.map((caller) => caller.trials.start({ planId: plan.id }))));
    expect(result).toEqual({ ok: 1, refused: ['CONFLICT'] });
  });

  it('thirty starts at once against a shop-wide cap of 10: exactly 10 trials', async () => {
    await setCaps({ trialDailyPerAddress: 1000, trialDailyTotal: 10 });
    const plan = await trialPlan();
    const users: TestUser[] = [];
    for (let i = 0; i < 30; i += 1) users.push(await customer());
    const callers = await Promise.all(users.map((user, i) => as(user, `192.0.2.${100 + i}`)));
    const result = outcomes(await Promise.allSettled(callers.map((caller) => caller.trials.start({ planId: plan.id }))));
    expect(result).toEqual({ ok: 10, refused: ['TOO_MANY_REQUESTS'] });
  });

  it('thirty starts at once from one address against a cap of 3: exactly 3 trials', async () => {
    await setCaps({ trialDailyPerAddress: 3, trialDailyTotal: 1000 });
    const plan = await trialPlan();
    const users: TestUser[] = [];
    for (let i = 0; i < 30; i += 1) users.push(await customer());
    const callers = await Promise.all(users.map((user) => as(user, '192.0.2.77')));
    const result = outcomes(await Promise.allSettled(callers.map((caller) => caller.trials.start({ planId: plan.id }))));
    expect(result).toEqual({ ok: 3, refused: ['TOO_MANY_REQUESTS'] });
  });
});
