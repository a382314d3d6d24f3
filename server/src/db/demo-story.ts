import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dialCodeOf } from '@nimbus/shared/countries';
import { formatPrice } from '@nimbus/shared/money';
import { PAYMENT_METHOD_LABELS } from '@nimbus/shared/labels';
import type { TicketStatus } from '@nimbus/shared/enums';
import { dummyPasswordHash } from '../auth/password.ts';
import type { Cipher } from '../lib/cipher.ts';
import { rowsOf } from '../lib/rows.ts';
import { issueInvoices } from '../services/invoices.ts';
import { renewPath } from '../services/jobs/subscription-events.ts';
import { notificationRow, welcomeNotification } from '../services/notifications.ts';
import type { Db, Tx } from './client.ts';
import { CAST, castEmail, REJECT_REASONS, TICKETS, type CastMember, type PlanName, type TicketScript } from './demo-cast.ts';
import { receiptPdf } from './demo-receipt.ts';
import { demoPlanRows } from './seed.ts';
import { DAY, HOUR, seededRandom, timeline, type PaymentEvent, type Timeline } from './demo-timeline.ts';
import { auditLog, notifications, payments, plans, settings, subscriptions, ticketComments, tickets, users } from './schema/index.ts';

// `npm run demo`, `npm run dev` and `npm run seed:demo`: a year of a small shop's life around
// the demo accounts, so the overview's to-do list, the revenue chart, the staff tables and a
// customer's dashboard show what a real shop shows. Written straight into the tables with the
// dates each event had (the services would stamp everything "now"), in the services' own words.
// Idempotent: a story customer already in the database (by e-mail) is left alone, so a second
// run adds nothing; a database without plans gets the demo plans first.

const SEED = 13;

/** Who tickets are from: story customers by first name (the demo USER account has its own). */
const TICKET_OWNERS = ['Anne-Marie', 'Zoë', 'Emily', 'Priya', 'Emily', 'Kwame', 'Lukas', 'Oliver'];
const DEMO_USER_TICKETS = [3, 5];

export type DemoStoryOptions = {
  now: Date;
  cipher: Cipher;
  /** The demo USER account: given a story of its own (renewal due within days) when it has none yet. */
  userEmail?: string | undefined;
};

type Staff = { reviewer: number; agent: number };
type Plan = { id: number; name: string; devices: number; price: string; durationDays: number };
type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Adds the story; answers how many customers it added (0 when they are all there already). */
export async function addDemoStory(db: Db, options: DemoStoryOptions): Promise<{ customers: number }> {
  const rand = seededRandom(SEED);
  const activePlans = () =>
    db
      .select({ id: plans.id, name: plans.name, devices: plans.devices, price: plans.price, durationDays: plans.durationDays })
      .from(plans)
      .where(eq(plans.status, 'Active'))
      .orderBy(asc(plans.id));
  let planRows = await activePlans();
  if (planRows.length === 0) {
    // A shop with nothing on sale yet: the story's customers need plans to have paid for.
    await db.insert(plans).values(demoPlanRows()).onConflictDoNothing();
    planRows = await activePlans();
  }

  // Every customer's story is drawn in the same order whether or not it is written: the seed
  // gives each the same dates on a second run, and a missing one comes back as it was.
  const cast = CAST.map((member) => ({ member, email: castEmail(member), devices: rand(1, 3) }));
  const stories = cast.map(({ member, devices }) => {
    const plan = planFor(planRows, member.plan, devices);
    return { plan, timeline: timeline(member, plan.durationDays, options.now, rand, REJECT_REASONS) };
  });
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            cast.map((entry) => entry.email),
          ),
        )
    ).map((row) => row.email.toLowerCase()),
  );

  return db.transaction(async (tx) => {
    const staff = await staffOf(tx);
    const brand = await brandName(tx);
    const hash = await dummyPasswordHash();
    let added = 0;
    const conversations: Conversation[] = [];
    const verified: Verified[] = [];
    for (const [i, { member, email }] of cast.entries()) {
      if (existing.has(email)) continue;
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash: hash,
          firstName: member.first,
          lastName: member.last,
          country: member.country,
          countryCode: dialCodeOf(member.country) ?? '+1',
          phoneNumber: String(600_000_000 + i * 7_919_117).slice(0, 9),
          city: member.city,
          postcode: member.postcode,
          streetAddress: `${10 + i * 3} ${member.city} Road`,
          deviceType: member.device,
          createdAt: stories[i]!.timeline.joined,
          updatedAt: stories[i]!.timeline.joined,
        })
        .returning({ id: users.id });
      const owner = { id: user!.id, name: `${member.first} ${member.last}` };
      await writeLife(tx, options, staff, brand, owner, stories[i]!.plan, stories[i]!.timeline, rand, verified);
      const scripts = TICKET_OWNERS.flatMap((first, k) => (first === member.first ? [TICKETS[k]!] : []));
      for (const script of scripts) conversations.push({ owner, script, opened: ticketOpened(options.now, script, stories[i]!.timeline.joined, rand) });
      added += 1;
    }
    conversations.push(...(await demoUserStory(tx, options, staff, brand, planRows, rand, verified)));
    // Numbered in the order staff verified them, each dated that day (ADR 038), as a shop that
    // had always issued invoices would have them; the demo knows no public URL to print.
    verified.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
    for (const payment of verified) await issueInvoices(tx, { now: () => payment.at, env: { PUBLIC_URL: '' } }, [payment.id], new Map());
    // Written oldest first, so ticket numbers grow with time as in a real support queue.
    conversations.sort((a, b) => a.opened.getTime() - b.opened.getTime());
    for (const { owner, script, opened } of conversations) await writeTicket(tx, options.now, staff, owner, script, opened, rand);
    return { customers: added };
  });
}

function planFor(rows: readonly Plan[], name: PlanName, devices: number): Plan {
  return rows.find((plan) => plan.name === name && plan.devices === devices) ?? rows.find((plan) => plan.name === name) ?? rows[devices % rows.length]!;
}

/** Reviews by an ADMIN, support by an AGENT: whichever the shop has; a story agent when it has no staff. */
async function staffOf(tx: Tx): Promise<Staff> {
  const rows = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['ADMIN', 'AGENT']), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  const admin = rows.find((row) => row.role === 'ADMIN')?.id;
  const agent = rows.find((row) => row.role === 'AGENT')?.id;
  if (admin ?? agent) return { reviewer: (admin ?? agent)!, agent: (agent ?? admin)! };
  const [made] = await tx
    .insert(users)
    .values({ email: 'rosa.lindqvist@demo.nimbus.example', passwordHash: await dummyPasswordHash(), firstName: 'Rosa', lastName: 'Lindqvist', role: 'AGENT' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const id = made?.id ?? (await tx.select({ id: users.id }).from(users).where(eq(users.email, 'rosa.lindqvist@demo.nimbus.example')))[0]!.id;
  return { reviewer: id, agent: id };
}

async function brandName(tx: Tx): Promise<string> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'brandName'));
  return typeof row?.value === 'string' && row.value ? row.value : 'Nimbus TV';
}

/** What a receipt says, by payment method. */
function receiptFor(payment: PaymentEvent, payer: string, plan: Plan, reference: string, transactionId: string | null): Buffer {
  const when = payment.at.toISOString().slice(0, 16).replace('T', ' ');
  const common: [string, string][] = [
    ['Amount', formatPrice(plan.price)],
    ['Date', `${when} UTC`],
    ['Reference', reference],
  ];
  if (payment.method === 'paypal')
    return receiptPdf('PayPal: you sent a payment', [
      ['From', payer],
      ['To', 'Nimbus Media Ltd'],
      ...common,
      ['Transaction ID', transactionId ?? ''],
      ['Status', 'Completed'],
    ]);
  if (payment.method === 'crypto')
    return receiptPdf('USDT transfer (TRC20)', [
      ['From wallet', `T${reference.slice(3)}xq7`],
      ['To wallet', 'TQ4pXk5w3v9sCmY7bJ2nR8dLh6fGz1aEuV'],
      ...common,
      ['Confirmations', '19'],
    ]);
  return receiptPdf('Bank transfer confirmation', [
    ['Ordered by', payer],
    ['Beneficiary', 'Nimbus Media Ltd'],
    ['IBAN', 'GB33 BUKB 2020 1555 5555 55'],
    ...common,
  ]);
}

type Owner = { id: number; name: string };
type Verified = { id: number; at: Date };
type Conversation = { owner: Owner; script: TicketScript; opened: Date };
type Notice = Omit<Row<typeof notifications>, 'userId'>;

/** The subscription, payments, reviews, reminders and notifications of one customer's timeline. */
async function writeLife(
  tx: Tx,
  options: DemoStoryOptions,
  staff: Staff,
  brand: string,
  owner: Owner,
  plan: Plan,
  t: Timeline,
  rand: (min: number, max: number) => number,
  /** Collects the verified payments: their invoices are issued once every life is written. */
  verified: Verified[],
  suspendedBy = staff.reviewer,
): Promise<void> {
  const notices: Notice[] = [{ ...notificationRow(welcomeNotification(brand)), createdAt: t.joined }];
  const audits: Row<typeof auditLog>[] = [];
  if (t.status) {
    const first = t.terms[0];
    const last = t.terms.at(-1);
    const credentials = t.status === 'Active' || (t.ended?.by === 'expiry' && last);
    const userName = `nimbus${String(owner.id * 7 + 1000).padStart(5, '0')}`;
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: owner.id,
        planId: plan.id,
        status: t.status,
        streamUsername: credentials ? userName : null,
        streamPasswordEnc: credentials ? options.cipher.encrypt(`${userName.slice(-3)}-${rand(100_000, 999_999)}`) : null,
        startDate: last?.start ?? null,
        endDate: last?.end ?? null,
        remindedDays: t.status === 'Active' ? t.remindedDays : null,
        createdAt: t.payments[0]!.at,
        updatedAt: t.ended?.at ?? t.payments.at(-1)!.at,
      })
      .returning({ id: subscriptions.id });
    const subscriptionId = subscription!.id;
    for (const payment of t.payments) {
      // The order reference the customer wrote in the transfer (ADR 038), on the receipt too.
      const reference = rowsOf<{ code: string }>(await tx.execute(sql`select next_order_reference() as code`))[0]!.code;
      const transactionId = payment.method === 'paypal' ? `${rand(10, 99)}X${rand(100_000, 999_999)}K${rand(1000, 9999)}` : null;
      const receipt = receiptFor(payment, owner.name, plan, reference, transactionId);
      const [row] = await tx
        .insert(payments)
        .values({
          userId: owner.id,
          planId: plan.id,
          subscriptionId,
          payerName: owner.name,
          amount: plan.price,
          method: payment.method,
          status: payment.outcome,
          receipt,
          receiptMime: 'application/pdf',
          receiptSize: receipt.length,
          receiptName: `${PAYMENT_METHOD_LABELS[payment.method].split(' ')[0]!.toLowerCase()}-receipt-${payment.at.toISOString().slice(0, 10)}.pdf`,
          receiptSha256: createHash('sha256').update(receipt).digest(),
          reference,
          transactionRef: transactionId,
          rejectReason: payment.reason,
          reviewedBy: payment.reviewedAt ? staff.reviewer : null,
          reviewedAt: payment.reviewedAt,
          createdAt: payment.at,
          updatedAt: payment.reviewedAt ?? payment.at,
        })
        .returning({ id: payments.id });
      if (!payment.reviewedAt) continue;
      if (payment.outcome === 'Completed') verified.push({ id: row!.id, at: payment.reviewedAt });
      const paid = { amount: plan.price, plan: plan.name, reference };
      const entity = { entity: 'payment', entityId: String(row!.id), actorId: staff.reviewer, createdAt: payment.reviewedAt };
      if (payment.outcome === 'Failed') {
        audits.push({ ...entity, action: 'payment.reject', before: { status: 'Pending' }, after: { status: 'Failed', reason: payment.reason } });
        notices.push({
          ...notificationRow({ kind: 'paymentRejected', params: { ...paid, reason: payment.reason ?? null }, link: '/user' }),
          createdAt: payment.reviewedAt,
        });
        continue;
      }
      audits.push({ ...entity, action: 'payment.verify', before: { status: 'Pending' }, after: { status: 'Completed' } });
      const renewedUntil = payment.renewal && payment.term ? payment.term.end : null;
      notices.push({ ...notificationRow({ kind: 'paymentVerified', params: { ...paid, renewedUntil }, link: '/user' }), createdAt: payment.reviewedAt });
      if (payment.renewal && payment.term) {
        const sub = { entity: 'subscription', entityId: String(subscriptionId), actorId: staff.reviewer, createdAt: payment.reviewedAt };
        audits.push({ ...sub, action: 'subscription.renew', before: { endDate: new Date(payment.term.start) }, after: { endDate: payment.term.end } });
      }
    }
    if (first) {
      const sub = { entity: 'subscription', entityId: String(subscriptionId), actorId: staff.reviewer, createdAt: first.start };
      audits.push({
        ...sub,
        action: 'subscription.activate',
        before: { status: 'Pending', startDate: null, endDate: null },
        after: { status: 'Active', startDate: first.start, endDate: first.end },
      });
      notices.push({ ...notificationRow({ kind: 'subscriptionActivated', params: { plan: plan.name }, link: '/user' }), createdAt: first.start });
    }
    for (const reminder of t.reminders) {
      notices.push({
        ...notificationRow({ kind: 'subscriptionExpiring', params: { plan: plan.name, days: reminder.days, endDate: reminder.end }, link: renewPath(plan) }),
        createdAt: reminder.at,
      });
    }
    if (t.ended && last) {
      const sub = { entity: 'subscription', entityId: String(subscriptionId), createdAt: t.ended.at };
      if (t.ended.by === 'expiry') {
        audits.push({ ...sub, actorId: null, action: 'subscription.expire', before: { status: 'Active', endDate: last.end }, after: { status: 'Expired' } });
        notices.push({
          ...notificationRow({ kind: 'subscriptionExpired', params: { plan: plan.name, endDate: last.end }, link: renewPath(plan) }),
          createdAt: t.ended.at,
        });
      } else {
        audits.push({ ...sub, actorId: staff.reviewer, action: 'subscription.deactivate', before: { status: 'Active' }, after: { status: 'Expired' } });
        notices.push({ ...notificationRow({ kind: 'subscriptionDeactivated', params: { plan: plan.name }, link: '/user' }), createdAt: t.ended.at });
      }
    }
  }
  if (t.suspendedAt) {
    await tx.update(users).set({ status: 'Suspend', updatedAt: t.suspendedAt }).where(eq(users.id, owner.id));
    audits.push({
      actorId: suspendedBy,
      action: 'user.suspend',
      entity: 'user',
      entityId: String(owner.id),
      before: { status: 'Active' },
      after: { status: 'Suspend' },
      createdAt: t.suspendedAt,
    });
  }
  await writeNotices(tx, options.now, owner.id, notices);
  if (audits.length) await tx.insert(auditLog).values(audits);
}

/** Read once a few days old, as a customer who comes back now and then reads them. */
async function writeNotices(tx: Tx, now: Date, userId: number, notices: Notice[]): Promise<void> {
  const sorted = notices.filter((notice) => notice.createdAt! <= now).sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  if (sorted.length === 0) return;
  await tx.insert(notifications).values(
    sorted.map((notice) => {
      const created = notice.createdAt!;
      return { ...notice, userId, readAt: now.getTime() - created.getTime() > 3 * DAY ? new Date(created.getTime() + 2 * HOUR) : null };
    }),
  );
}

/** When a conversation began: unanswered ones today, the others some days ago (after the customer joined). */
function ticketOpened(now: Date, script: TicketScript, joined: Date, rand: (min: number, max: number) => number): Date {
  return new Date(script.ending === 'unanswered' ? now.getTime() - rand(2, 20) * HOUR : Math.max(joined.getTime() + HOUR, now.getTime() - rand(2, 30) * DAY));
}

/** A conversation with support, its status after it, and what the customer was told; its replies spread up to now. */
async function writeTicket(
  tx: Tx,
  now: Date,
  staff: Staff,
  owner: Owner,
  script: TicketScript,
  opened: Date,
  rand: (min: number, max: number) => number,
): Promise<void> {
  const steps = script.replies.length + (script.ending === 'resolved' ? 1 : 0);
  const step = (now.getTime() - opened.getTime()) / (steps + 1);
  const gap = () => Math.floor((step * rand(50, 95)) / 100);
  const [ticket] = await tx
    .insert(tickets)
    .values({
      userId: owner.id,
      subject: script.subject,
      message: script.message,
      category: script.category,
      priority: script.priority,
      status: 'Open',
      createdAt: opened,
      updatedAt: opened,
    })
    .returning({ id: tickets.id });
  const id = ticket!.id;
  let status: TicketStatus = 'Open';
  let clock = opened.getTime();
  const comments: Row<typeof ticketComments>[] = [];
  const audits: Row<typeof auditLog>[] = [];
  const notices: Notice[] = [];
  // The audit rows name their comment as the service's do: filled in once the comments have ids.
  const commentOf: (number | null)[] = [];
  const staffChange = (to: TicketStatus, body: string | null, internal: boolean) => {
    const createdAt = new Date(clock);
    commentOf.push(body ? comments.length - 1 : null);
    audits.push({
      actorId: staff.agent,
      action: 'ticket.update',
      entity: 'ticket',
      entityId: String(id),
      before: { status, agentId: status === 'Open' ? null : staff.agent },
      after: { status: to, agentId: staff.agent, commentId: null, internal: body ? internal : null },
      createdAt,
    });
    const reply = body && !internal ? body : null;
    const moved = status !== to;
    if (moved || reply) {
      notices.push({
        ...notificationRow({
          kind: 'ticketChanged',
          params: { ticketId: id, subject: script.subject, status: moved ? to : null, reply },
          link: '/user/support',
        }),
        createdAt,
      });
    }
    status = to;
  };
  for (const [who, body] of script.replies) {
    clock += gap();
    comments.push({ ticketId: id, authorId: who === 'c' ? owner.id : staff.agent, body, internal: who === 'n', createdAt: new Date(clock) });
    if (who !== 'c') staffChange('InProgress', body, who === 'n');
  }
  if (script.ending === 'resolved') {
    clock += gap();
    staffChange('Resolved', null, false);
  }
  // One statement: the trigger on ticket_comments marks who spoke last (waiting for staff or not).
  const ids = comments.length ? await tx.insert(ticketComments).values(comments).returning({ id: ticketComments.id }) : [];
  audits.forEach((audit, k) => {
    const index = commentOf[k];
    if (index !== null && index !== undefined) audit.after = { ...(audit.after as object), commentId: ids[index]!.id };
  });
  await tx
    .update(tickets)
    .set({ status, agentId: status === 'Open' ? null : staff.agent, updatedAt: new Date(clock) })
    .where(eq(tickets.id, id));
  if (audits.length) await tx.insert(auditLog).values(audits);
  await writeNotices(tx, now, owner.id, notices);
}

/**
 * The demo USER account's own story, once (while it has no subscription): a Monthly plan paid
 * for five months, ending within a week, so logging in shows credentials, the renewal, payments,
 * tickets and notifications.
 */
async function demoUserStory(
  tx: Tx,
  options: DemoStoryOptions,
  staff: Staff,
  brand: string,
  planRows: readonly Plan[],
  rand: (min: number, max: number) => number,
  verified: Verified[],
): Promise<Conversation[]> {
  if (!options.userEmail) return [];
  const [user] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, options.userEmail.toLowerCase()), isNull(users.deletedAt)));
  if (!user || user.role !== 'USER') return [];
  const [had] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
  if (had) return [];
  const member: CastMember = {
    first: user.firstName,
    last: user.lastName,
    country: '',
    city: '',
    postcode: '',
    device: 'Smart TV',
    story: 'expiring',
    plan: 'Monthly',
  };
  const plan = planFor(planRows, 'Monthly', 2);
  const t = timeline(member, plan.durationDays, options.now, rand, REJECT_REASONS);
  await tx.update(users).set({ createdAt: t.joined }).where(eq(users.id, user.id));
  const owner = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  await writeLife(tx, options, staff, brand, owner, plan, t, rand, verified);
  return DEMO_USER_TICKETS.map((k) => ({ owner, script: TICKETS[k]!, opened: ticketOpened(options.now, TICKETS[k]!, t.joined, rand) }));
}
