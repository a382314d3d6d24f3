import { beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages } from '@nimbus/shared/tickets';
import { addComment, createTicket, deliveries } from './factories/tickets.ts';
import { createUser, testApp, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

// A ticket's comment history as each side reads it, and the customer's own replies.
const t = testApp();
let owner: TestUser;
let stranger: TestUser;
let agent: TestUser;

beforeAll(async () => {
  owner = await createUser({ firstName: 'Olga', lastName: 'Owner' });
  stranger = await createUser();
  agent = await createUser({ role: 'AGENT', firstName: 'Alma', lastName: 'Agent' });
});

/** An InProgress ticket with a customer message, a staff reply and an internal note. */
async function answeredTicket() {
  const ticket = await createTicket({ userId: owner.id, subject: 'Buffering', status: 'InProgress', agentId: agent.id });
  await addComment({ ticketId: ticket.id, authorId: owner.id, body: 'Still buffering', createdAt: new Date('2025-05-01T09:00:00Z') });
  await addComment({ ticketId: ticket.id, authorId: agent.id, body: 'Try the 720p stream', createdAt: new Date('2025-05-01T10:00:00Z') });
  await addComment({
    ticketId: ticket.id,
    authorId: agent.id,
    body: 'ISP throttles, known issue',
    internal: true,
    createdAt: new Date('2025-05-01T11:00:00Z'),
  });
  return ticket;
}

describe('tickets.byId', () => {
  it('the owner reads the history oldest first, without internal notes nor their count', async () => {
    const { id } = await answeredTicket();
    const detail = await (await t.caller(owner)).tickets.byId({ id });
    expect(detail).toMatchObject({ ticketId: id, status: 'InProgress', agentName: 'Alma Agent', comments: 'Try the 720p stream', commentCount: 2 });
    expect(detail.history).toEqual([
      {
        id: expect.any(Number),
        authorName: 'Olga Owner',
        authorRole: 'USER',
        body: 'Still buffering',
        date: new Date('2025-05-01T09:00:00Z'),
        internal: false,
        attachments: [],
      },
      {
        id: expect.any(Number),
        authorName: 'Alma Agent',
        authorRole: 'AGENT',
        body: 'Try the 720p stream',
        date: new Date('2025-05-01T10:00:00Z'),
        internal: false,
        attachments: [],
      },
    ]);
    expect(JSON.stringify(detail)).not.toContain('ISP throttles');
  });

  it('staff read the internal note too, marked as internal', async () => {
    const { id } = await answeredTicket();
    const detail = await (await t.caller(agent)).tickets.byId({ id });
    expect(detail.history.map((c) => [c.body, c.internal])).toEqual([
      ['Still buffering', false],
      ['Try the 720p stream', false],
      ['ISP throttles, known issue', true],
    ]);
    // The row part stays the customer's view: the note is not "the agent comment".
    expect(detail).toMatchObject({ comments: 'Try the 720p stream', commentCount: 2 });
  });

  it("another customer's ticket answers NOT_FOUND, as an unknown id does", async () => {
    const { id } = await answeredTicket();
    const theirs = await refusal((await t.caller(stranger)).tickets.byId({ id }));
    const unknown = await refusal((await t.caller(stranger)).tickets.byId({ id: 999_999 }));
    expect(theirs).toEqual({ code: 'NOT_FOUND', message: ticketMessages.notFound });
    expect(unknown).toEqual(theirs);
  });
});

describe('tickets.reply', () => {
  it('the owner answers their open ticket: the reply joins the history, status and agent stay', async () => {
    const { id } = await answeredTicket();
    const detail = await (await t.caller(owner)).tickets.reply({ id, body: '  720p works, thanks  ' });
    expect(detail).toMatchObject({ status: 'InProgress', agentName: 'Alma Agent', comments: 'Try the 720p stream', commentCount: 3 });
    expect(detail.history.at(-1)).toMatchObject({ authorName: 'Olga Owner', authorRole: 'USER', body: '720p works, thanks', internal: false });
  });

  it("a customer's reply notifies and e-mails nobody", async () => {
    const { id } = await createTicket({ userId: owner.id });
    const before = await deliveries(owner);
    await (await t.caller(owner)).tickets.reply({ id, body: 'Any news?' });
    expect(await deliveries(owner)).toEqual(before);
  });

  it('a Resolved ticket takes no more replies', async () => {
    const { id } = await createTicket({ userId: owner.id, status: 'Resolved' });
    expect(await refusal((await t.caller(owner)).tickets.reply({ id, body: 'One more thing' }))).toEqual({
      code: 'PRECONDITION_FAILED',
      message: 'This ticket is resolved. Open a new ticket if you still need help.',
    });
    expect((await (await t.caller(owner)).tickets.byId({ id })).history).toEqual([]);
  });

  it('another customer cannot reply: NOT_FOUND, and nothing is added', async () => {
    const { id } = await createTicket({ userId: owner.id });
    expect(await refusal((await t.caller(stranger)).tickets.reply({ id, body: 'Hijack' }))).toEqual({ code: 'NOT_FOUND', message: 'Ticket not found' });
    expect((await (await t.caller(owner)).tickets.byId({ id })).history).toEqual([]);
  });

  it.each([
    ['a blank reply', '   ', 'Write a reply first.'],
    ['a reply over 5,000 characters', 'r'.repeat(5001), 'Reply must be at most 5,000 characters.'],
  ])('refuses %s', async (_case, body, message) => {
    const { id } = await createTicket({ userId: owner.id });
    expect(await refusal((await t.caller(owner)).tickets.reply({ id, body }))).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('staff answer through update, not reply', async () => {
    const { id } = await createTicket({ userId: owner.id });
    await expect((await t.caller(agent)).tickets.reply({ id, body: 'Hello' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
