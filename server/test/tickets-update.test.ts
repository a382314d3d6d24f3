import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TicketStatus } from '@nimbus/shared/enums';
import { ticketMessages } from '@nimbus/shared/tickets';
import { emailOutbox, notifications } from '../src/db/schema/index.ts';
import { createTicket, deliveries } from './factories/tickets.ts';
import { createUser, testApp, workerDatabase, type TestUser } from './harness.ts';
import { auditOf, refusal } from './refusal.ts';

// Staff answer a ticket: status and comment together, the actor becomes the agent, and the
// customer hears of it exactly once.
const t = testApp();
let customer: TestUser;
let agent: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await createUser({ firstName: 'Cleo', lastName: 'Client' });
  agent = await createUser({ role: 'AGENT', firstName: 'Alma', lastName: 'Agent' });
  admin = await createUser({ role: 'ADMIN', firstName: 'Adam', lastName: 'Admin' });
});

const ticketOf = (status: TicketStatus = 'Open') => createTicket({ userId: customer.id, subject: 'No sound', status });
const asAgent = async () => (await t.caller(agent)).tickets;

async function latestNotification() {
  const { db } = await workerDatabase();
  const [row] = await db.select().from(notifications).where(eq(notifications.userId, customer.id)).orderBy(desc(notifications.id)).limit(1);
  return row!;
}

describe('tickets.update', () => {
  it('the acting staff member becomes the agent, and the last one to act replaces the first', async () => {
    const { id } = await ticketOf();
    expect(await (await asAgent()).update({ id, status: 'InProgress' })).toMatchObject({ status: 'InProgress', agentName: 'Alma Agent' });
    const after = await (await t.caller(admin)).tickets.update({ id, status: 'Resolved', comment: 'Fixed on our side.' });
    expect(after).toMatchObject({ status: 'Resolved', agentName: 'Adam Admin', comments: 'Fixed on our side.', commentCount: 1 });
  });

  it('writes an audit row with the status before and after', async () => {
    const { id } = await ticketOf();
    await (await asAgent()).update({ id, status: 'InProgress', comment: 'On it', internal: true });
    expect(await auditOf('ticket', id)).toEqual([
      {
        actorId: agent.id,
        action: 'ticket.update',
        before: { status: 'Open', agentId: null },
        after: { status: 'InProgress', agentId: agent.id, commentId: expect.any(Number), internal: true },
      },
    ]);
  });

  it.each<[TicketStatus, TicketStatus]>([
    ['Open', 'InProgress'],
    ['Open', 'Resolved'],
    ['InProgress', 'Resolved'],
    ['Resolved', 'InProgress'],
  ])('moves %s -> %s', async (from, to) => {
    const { id } = await ticketOf(from);
    expect(await (await asAgent()).update({ id, status: to })).toMatchObject({ status: to });
  });

  it.each<[TicketStatus, TicketStatus, string]>([
    ['InProgress', 'Open', 'A ticket that is In Progress cannot be set to Open.'],
    ['Resolved', 'Open', 'A ticket that is Resolved cannot be set to Open.'],
  ])('refuses %s -> %s with CONFLICT, changing nothing', async (from, to, message) => {
    const { id } = await ticketOf(from);
    expect(await refusal((await asAgent()).update({ id, status: to, comment: 'back' }))).toEqual({ code: 'CONFLICT', message });
    expect(await (await asAgent()).byId({ id })).toMatchObject({ status: from, agentName: null, history: [] });
    expect(await auditOf('ticket', id)).toEqual([]);
  });

  it('a comment without a status change is accepted; neither is refused', async () => {
    const { id } = await ticketOf('InProgress');
    await expect((await asAgent()).update({ id, status: 'InProgress', comment: 'Any news?' })).resolves.toMatchObject({ commentCount: 1 });
    expect(await refusal((await asAgent()).update({ id, status: 'InProgress', comment: '   ' }))).toEqual({
      code: 'BAD_REQUEST',
      message: ticketMessages.nothingToUpdate,
    });
  });

  it.each([
    ['a comment over 5,000 characters', { comment: 'c'.repeat(5001) }, 'Comment must be at most 5,000 characters.'],
    ['an unknown status', { status: 'Closed' }, 'Status must be Open, InProgress or Resolved'],
  ])('refuses %s', async (_case, overrides, message) => {
    const { id } = await ticketOf();
    expect(await refusal((await asAgent()).update({ id, status: 'InProgress', ...overrides } as never))).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('an unknown ticket answers NOT_FOUND', async () => {
    expect(await refusal((await asAgent()).update({ id: 999_999, status: 'Resolved' }))).toEqual({ code: 'NOT_FOUND', message: 'Ticket not found' });
  });
});

describe('what the customer hears of a staff change', () => {
  it('a status change: one notification linking to the support page, no e-mail', async () => {
    const { id } = await ticketOf();
    const before = await deliveries(customer);
    await (await asAgent()).update({ id, status: 'InProgress' });
    expect(await deliveries(customer)).toEqual({ notifications: before.notifications + 1, emails: before.emails });
    expect(await latestNotification()).toMatchObject({
      title: `Ticket #${id}: In Progress`,
      message: 'Your ticket "No sound" is now In Progress.',
      link: '/user/support',
      readAt: null,
    });
  });

  it('a public reply with a status change: one notification and one e-mail carrying the reply', async () => {
    const { id } = await ticketOf();
    const before = await deliveries(customer);
    await (await asAgent()).update({ id, status: 'Resolved', comment: 'Restart the app, please.' });
    expect(await deliveries(customer)).toEqual({ notifications: before.notifications + 1, emails: before.emails + 1 });
    expect((await latestNotification()).message).toBe('Your ticket "No sound" is now Resolved. Support replied: Restart the app, please.');
    const { db } = await workerDatabase();
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, customer.email)).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ template: 'ticket-reply', status: 'pending' });
    expect(mail!.subject).toContain(`Reply to your ticket #${id}`);
    expect(mail!.text).toContain('Restart the app, please.');
    expect(mail!.text).toContain('(status: Resolved)');
  });

  it('a public reply without a status change: one notification and one e-mail', async () => {
    const { id } = await ticketOf('InProgress');
    const before = await deliveries(customer);
    await (await asAgent()).update({ id, status: 'InProgress', comment: 'Which device?' });
    expect(await deliveries(customer)).toEqual({ notifications: before.notifications + 1, emails: before.emails + 1 });
    expect(await latestNotification()).toMatchObject({
      title: `Reply to your ticket #${id}`,
      message: 'Support replied to your ticket "No sound". Which device?',
    });
  });

  it('an internal note alone: nothing at all', async () => {
    const { id } = await ticketOf('InProgress');
    const before = await deliveries(customer);
    await (await asAgent()).update({ id, status: 'InProgress', comment: 'Customer is on an old firmware', internal: true });
    expect(await deliveries(customer)).toEqual(before);
  });

  it('an internal note with a status change: the status notification only, without the note', async () => {
    const { id } = await ticketOf();
    const before = await deliveries(customer);
    await (await asAgent()).update({ id, status: 'Resolved', comment: 'Duplicate of another ticket', internal: true });
    expect(await deliveries(customer)).toEqual({ notifications: before.notifications + 1, emails: before.emails });
    expect((await latestNotification()).message).toBe('Your ticket "No sound" is now Resolved.');
  });

  it('a refused update sends nothing', async () => {
    const { id } = await ticketOf('Resolved');
    const before = await deliveries(customer);
    await expect((await asAgent()).update({ id, status: 'Open', comment: 'Reopen' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await deliveries(customer)).toEqual(before);
  });
});
