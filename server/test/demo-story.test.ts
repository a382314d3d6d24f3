import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../src/db/demo.ts';
import { castEmail, CAST } from '../src/db/demo-cast.ts';
import { auditLog, notifications, payments, plans, subscriptions, ticketComments, tickets, users } from '../src/db/schema/index.ts';
import { rowsOf, testApp, workerDatabase } from './harness.ts';

// `npm run demo`, `npm run dev` and `npm run seed:demo`: a year of a shop's life, so every
// screen shows what a real shop shows, written once however often it is added.
const t = testApp();
const DAY = 86_400_000;
const accounts = [
  { role: 'ADMIN' as const, email: 'admin@nimbus.example', password: 'story-plum-harbour-1' },
  { role: 'AGENT' as const, email: 'agent@nimbus.example', password: 'story-plum-harbour-2' },
  { role: 'USER' as const, email: 'user@nimbus.example', password: 'story-plum-harbour-3' },
];

async function tableCounts() {
  const { db } = await workerDatabase();
  const counted = async (
    table:
      typeof users | typeof payments | typeof subscriptions | typeof tickets | typeof ticketComments | typeof notifications | typeof auditLog | typeof plans,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await counted(users),
    plans: await counted(plans),
    subscriptions: await counted(subscriptions),
    payments: await counted(payments),
    tickets: await counted(tickets),
    comments: await counted(ticketComments),
    notifications: await counted(notifications),
    audit: await counted(auditLog),
  };
}

async function grouped(query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const { db } = await workerDatabase();
  return Object.fromEntries(rowsOf<{ key: string; n: number }>(await db.execute(query)).map((row) => [row.key, Number(row.n)]));
}

describe('the demo story', () => {
  it('seeds customers who registered over the last 12 months, with payments, subscriptions and tickets in every state', async () => {
    const { db } = await workerDatabase();
    const now = new Date();
    const result = await seedDemoShop(db, accounts, { cipher: t.deps.cipher, now, intoExistingData: false });
    expect(result).toEqual({ seeded: true, customers: CAST.length });

    const customers = await db.select({ createdAt: users.createdAt, status: users.status }).from(users).where(eq(users.role, 'USER'));
    expect(customers).toHaveLength(CAST.length + 1);
    const ages = customers.map((customer) => (now.getTime() - customer.createdAt.getTime()) / DAY);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366);
    expect(Math.min(...ages)).toBeLessThan(2);
    expect(new Set(customers.map((customer) => customer.createdAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(9);
    expect(customers.some((customer) => customer.status === 'Suspend')).toBe(true);

    // Payments: receipts waiting for staff, verified ones, and refused ones with their reason.
    const paymentStates = await grouped(sql`select status::text as key, count(*) as n from payments group by status`);
    expect(paymentStates).toMatchObject({ Pending: expect.any(Number), Completed: expect.any(Number), Failed: expect.any(Number) });
    const receipts = await db
      .select({ status: payments.status, receipt: payments.receipt, reason: payments.rejectReason, reviewedAt: payments.reviewedAt })
      .from(payments);
    for (const payment of receipts) {
      expect(payment.receipt?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(payment.reviewedAt === null).toBe(payment.status === 'Pending');
      expect(payment.reason !== null).toBe(payment.status === 'Failed');
    }

    // Subscriptions: Active, Active ending within 7 days, Pending, Expired by the shop and deactivated by staff.
    const subscriptionStates = await grouped(sql`select status::text as key, count(*) as n from subscriptions group by status`);
    expect(subscriptionStates).toMatchObject({ Active: expect.any(Number), Pending: expect.any(Number), Expired: expect.any(Number) });
    const actions = await grouped(sql`select action as key, count(*) as n from audit_log group by action`);
    for (const action of [
      'payment.verify',
      'payment.reject',
      'subscription.activate',
      'subscription.renew',
      'subscription.expire',
      'subscription.deactivate',
      'user.suspend',
      'ticket.update',
    ]) {
      expect(actions[action], action).toBeGreaterThan(0);
    }

    // Tickets: waiting for staff, answered by staff, closed.
    const ticketStates = await grouped(
      sql`select case when status = 'Resolved' then 'closed' when awaiting_staff then 'waiting' else 'answered' end as key, count(*) as n from tickets group by 1`,
    );
    expect(ticketStates).toMatchObject({ waiting: expect.any(Number), answered: expect.any(Number), closed: expect.any(Number) });
    // Ticket numbers grow with time, as in a real support queue.
    const opened = await db.select({ createdAt: tickets.createdAt }).from(tickets).orderBy(tickets.id);
    expect(opened.map((row) => row.createdAt.getTime())).toEqual(opened.map((row) => row.createdAt.getTime()).sort((a, b) => a - b));
    // Staff replies are in the audit log with their comment, as the service records them.
    const [replies] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*) as n from audit_log where action = 'ticket.update' and after->>'commentId' is not null`),
    );
    expect(Number(replies!.n)).toBeGreaterThan(0);
    const readState = await grouped(sql`select case when read_at is null then 'unread' else 'read' end as key, count(*) as n from notifications group by 1`);
    expect(readState).toMatchObject({ unread: expect.any(Number), read: expect.any(Number) });
    // Nothing happens in the future. The instant as ISO text: postgres.js takes no Date in a raw parameter.
    const at = now.toISOString();
    const [future] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select (select count(*) from payments where created_at > ${at} or reviewed_at > ${at}) + (select count(*) from ticket_comments where created_at > ${at}) + (select count(*) from notifications where created_at > ${at}) + (select count(*) from audit_log where created_at > ${at}) as n`,
      ),
    );
    expect(Number(future!.n)).toBe(0);
  });

  it('fills the admin overview: a to-do list in each line and revenue in each of the last 12 months', async () => {
    const { db } = await workerDatabase();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@nimbus.example'));
    const staff = await t.caller({ id: admin!.id, role: 'ADMIN', tokenVersion: 0 });
    const todo = await staff.stats.todo();
    expect(todo.paymentsToVerify.count).toBeGreaterThanOrEqual(3);
    expect(todo.ticketsWaiting.count).toBeGreaterThanOrEqual(2);
    expect(todo.subscriptionsExpiring.count).toBeGreaterThanOrEqual(3);
    const trend = await staff.stats.revenueTrends();
    expect(trend).toHaveLength(12);
    // Every month that has begun more than two hours ago (a story's latest verification is 20 to 90 minutes old).
    const monthBegan = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const months = Date.now() - monthBegan.getTime() > 2 * 3_600_000 ? trend : trend.slice(0, -1);
    for (const month of months) expect(Number(month.revenue), month.month).toBeGreaterThan(0);
  });

  it('gives the demo USER account a subscription to renew, credentials, payments, tickets and notifications', async () => {
    const { db } = await workerDatabase();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@nimbus.example'));
    const customer = await t.caller({ id: user!.id, role: 'USER', tokenVersion: 0 });
    const mine = await customer.subscriptions.mine();
    expect(mine).toMatchObject({ status: 'Active', userName: expect.any(String), password: expect.any(String) });
    expect(mine!.endDate!.getTime() - Date.now()).toBeLessThan(7 * DAY);
    expect((await customer.payments.mine({})).items.length).toBeGreaterThanOrEqual(2);
    expect((await customer.tickets.mine({})).items.length).toBe(2);
    expect((await customer.notifications.list({})).items.length).toBeGreaterThanOrEqual(5);
  });

  it('shows a customer whose receipt was refused the reason on their dashboard', async () => {
    const { db } = await workerDatabase();
    const rejected = CAST.find((member) => member.story === 'rejected')!;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, castEmail(rejected)));
    const mine = await (await t.caller({ id: user!.id, role: 'USER', tokenVersion: 0 })).subscriptions.mine();
    expect(mine).toMatchObject({ status: 'Pending', lastPayment: { status: 'Failed', rejectReason: expect.stringMatching(/\w/) } });
  });

  it('gives every verified payment a reference and an invoice, numbered per year in the order they were verified (ADR 038)', async () => {
    const { db } = await workerDatabase();
    const rows = rowsOf<{ reference: string; year: number; seq: number; issued_at: string; reviewed_at: string }>(
      await db.execute(sql`select p.reference, i.year, i.seq, i.issued_at, p.reviewed_at from payments p
        join invoices i on i.payment_id = p.id where p.status = 'Completed' order by p.reviewed_at, p.id`),
    );
    const [completed] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'Completed'));
    expect(rows.length).toBe(completed!.n);
    expect(rows.length).toBeGreaterThan(20);
    for (const year of new Set(rows.map((row) => row.year))) {
      const seqs = rows.filter((row) => row.year === year).map((row) => row.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
    expect(rows.every((row) => new Date(row.issued_at).getTime() === new Date(row.reviewed_at).getTime())).toBe(true);
    expect(rows.every((row) => /^NT-[2-9A-HJKMNP-TV-Z]{5}$/.test(row.reference))).toBe(true);
  });

  it('adds nothing the second time, into the same database', async () => {
    const { db } = await workerDatabase();
    const before = await tableCounts();
    await expect(seedDemoShop(db, accounts, { cipher: t.deps.cipher, now: new Date(), intoExistingData: true })).resolves.toEqual({
      seeded: false,
      customers: 0,
    });
    expect(await tableCounts()).toEqual(before);
  });
});
