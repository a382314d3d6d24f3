import { beforeAll, describe, expect, it } from 'vitest';
import { paymentRow, subscriptionRow } from './factories/operations.ts';
import { addComment, createTicket } from './factories/tickets.ts';
import { createPlan, createUser, testApp, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

// The admin overview's to-do list and the filters its links open: the same condition both ways.
const NOW = new Date('2026-03-15T12:00:00Z');
const t = testApp({ now: () => NOW });
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
let admin: TestUser;
let agent: TestUser;
let owner: TestUser;
let ids: Record<'fresh' | 'answered' | 'customerLast' | 'noteOnly' | 'resolved', number>;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  agent = await createUser({ role: 'AGENT', firstName: 'Alma', lastName: 'Agent' });
  const plan = (await createPlan()).id;
  const customer = async () => (await createUser()).id;
  // Subscriptions: two Active ending within 7 days; one ending in 8; one ended; one Pending; one deleted.
  await subscriptionRow({ userId: await customer(), planId: plan, endDate: days(1) });
  await subscriptionRow({ userId: await customer(), planId: plan, endDate: days(6.9) });
  await subscriptionRow({ userId: await customer(), planId: plan, endDate: days(8) });
  await subscriptionRow({ userId: await customer(), planId: plan, endDate: days(-1) });
  await subscriptionRow({ userId: await customer(), planId: plan, status: 'Pending', endDate: days(2) });
  await subscriptionRow({ userId: await customer(), planId: plan, endDate: days(3), deleted: true });
  // Payments: three Pending, one Completed, one Failed.
  const payer = await customer();
  for (const status of ['Pending', 'Pending', 'Pending', 'Completed', 'Failed'] as const) {
    await paymentRow({ userId: payer, planId: plan, amount: '9.99', status, createdAt: days(-2) });
  }
  // Tickets: new; answered by staff; the customer answered back; only an internal note since; resolved.
  owner = await createUser({ firstName: 'Nina', lastName: 'Novak' });
  const ticket = async (subject: string, hour: number, status: 'Open' | 'Resolved' = 'Open') =>
    (await createTicket({ userId: owner.id, subject, status, createdAt: new Date(`2026-03-10T${String(hour).padStart(2, '0')}:00:00Z`) })).id;
  const comment = (ticketId: number, authorId: number, hour: number, internal = false) =>
    addComment({ ticketId, authorId, body: 'Message', internal, createdAt: new Date(`2026-03-11T${String(hour).padStart(2, '0')}:00:00Z`) });
  ids = {
    fresh: await ticket('New and unanswered', 1),
    answered: await ticket('Answered by staff', 2),
    customerLast: await ticket('Customer answered back', 3),
    noteOnly: await ticket('Only a note since', 4),
    resolved: await ticket('Resolved', 5, 'Resolved'),
  };
  await comment(ids.answered, agent.id, 1);
  await comment(ids.customerLast, agent.id, 1);
  await comment(ids.customerLast, owner.id, 2);
  await comment(ids.noteOnly, owner.id, 1);
  await comment(ids.noteOnly, agent.id, 3, true);
});

describe('stats.todo', () => {
  it('counts payments to verify, tickets waiting for staff and subscriptions expiring in 7 days', async () => {
    await expect((await t.caller(admin)).stats.todo()).resolves.toEqual({
      paymentsToVerify: { count: 3, exact: true },
      ticketsWaiting: { count: 3, exact: true },
      subscriptionsExpiring: { count: 2, exact: true },
    });
  });

  it('is for ADMINs only', async () => {
    expect(await refusal((await t.caller(agent)).stats.todo())).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the filtered tables the to-do links open', () => {
  it('lists the tickets waiting for staff: new, or the customer spoke last (an internal note is not an answer)', async () => {
    const page = await (await t.caller(agent)).tickets.list({ waiting: true, pageSize: 25 });
    expect(page.items.map((row) => row.ticketId).sort()).toEqual([ids.fresh, ids.customerLast, ids.noteOnly].sort());
    expect(page.items.every((row) => row.waitingForStaff)).toBe(true);
  });

  it("shows each ticket's last activity: its newest visible comment (an internal note is not told), else its creation", async () => {
    const page = await (await t.caller(agent)).tickets.list({ pageSize: 25 });
    const row = (id: number) => page.items.find((item) => item.ticketId === id)!;
    expect(row(ids.noteOnly).lastActivity).toEqual(new Date('2026-03-11T01:00:00Z'));
    expect(row(ids.customerLast).lastActivity).toEqual(new Date('2026-03-11T02:00:00Z'));
    expect(row(ids.fresh).lastActivity).toEqual(new Date('2026-03-10T01:00:00Z'));
    expect(row(ids.answered)).toMatchObject({ waitingForStaff: false });
    expect(row(ids.resolved)).toMatchObject({ waitingForStaff: false });
  });

  it('stops waiting once staff reply, and waits again when the customer answers', async () => {
    const staff = await t.caller(agent);
    await staff.tickets.update({ id: ids.fresh, status: 'InProgress', comment: 'Looking into it' });
    expect((await staff.tickets.byId({ id: ids.fresh })).waitingForStaff).toBe(false);
    await staff.tickets.update({ id: ids.fresh, status: 'InProgress', comment: 'A note for the team', internal: true });
    expect((await staff.tickets.byId({ id: ids.fresh })).waitingForStaff).toBe(false);
    await (await t.caller(owner)).tickets.reply({ id: ids.fresh, body: 'Still broken' });
    expect((await staff.tickets.byId({ id: ids.fresh })).waitingForStaff).toBe(true);
  });

  it('lists the Active subscriptions ending in the next 7 days', async () => {
    const page = await (await t.caller(agent)).subscriptions.list({ expiring: true, pageSize: 25 });
    expect(page.items.map((row) => new Date(row.endDate!).getTime()).sort()).toEqual([days(1).getTime(), days(6.9).getTime()]);
  });
});
