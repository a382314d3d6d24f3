import { beforeAll, describe, expect, it } from 'vitest';
import { createTicketInput, ticketMessages, type TicketInput } from '@nimbus/shared/tickets';
import { ticketComments, tickets } from '../src/db/schema/index.ts';
import { deliveries, rowCount } from './factories/tickets.ts';
import { createUser, testApp, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

const t = testApp();
let customer: TestUser;

beforeAll(async () => {
  customer = await createUser({ firstName: 'Cora', lastName: 'Customer' });
});

const form = (overrides: Partial<Record<keyof TicketInput, unknown>> = {}) =>
  ({ subject: 'No sound', message: 'Channel 5 has no sound since Monday.', category: 'technical', priority: 'HIGH', ...overrides }) as TicketInput;

describe('tickets.create', () => {
  it('a customer opens a ticket: Open, no agent, no comments, in the table row shape', async () => {
    const row = await (await t.caller(customer)).tickets.create(form({ subject: '  No sound  ' }));
    expect(row).toEqual({
      ticketId: expect.any(Number),
      subject: 'No sound',
      message: 'Channel 5 has no sound since Monday.',
      category: 'technical',
      priority: 'HIGH',
      status: 'Open',
      userName: 'Cora Customer',
      agentName: null,
      createdDate: expect.any(Date),
      comments: '',
      commentCount: 0,
      lastActivity: expect.any(Date),
      waitingForStaff: true,
    });
  });

  it('opening a ticket notifies and e-mails nobody', async () => {
    await (await t.caller(customer)).tickets.create(form());
    expect(await deliveries(customer)).toEqual({ notifications: 0, emails: 0 });
  });

  it('keeps a message of exactly 5,000 characters whole (the limit for real tickets, not 200)', async () => {
    const text = 'The picture freezes. '.repeat(200); // 4,200 characters
    const row = await (await t.caller(customer)).tickets.create(form({ message: text }));
    expect(row.message).toBe(text.trim());
    const long = 'm'.repeat(5000);
    expect((await (await t.caller(customer)).tickets.create(form({ message: long }))).message).toBe(long);
  });

  it.each<[string, Partial<Record<keyof TicketInput, unknown>>, string]>([
    ['no subject', { subject: undefined }, ticketMessages.subjectRequired],
    ['a blank subject', { subject: '   ' }, 'Subject is required.'],
    ['a subject over 120 characters', { subject: 's'.repeat(121) }, 'Subject must be at most 120 characters.'],
    ['no message', { message: '' }, 'Message is required.'],
    ['a message over 5,000 characters', { message: 'm'.repeat(5001) }, 'Message must be at most 5,000 characters.'],
    ['no category', { category: undefined }, 'Please choose a category.'],
    ['an unknown category', { category: 'sales' }, 'Please choose a category.'],
    ['no priority', { priority: '' }, 'Please choose a priority.'],
    ['a lowercase priority', { priority: 'high' }, 'Please choose a priority.'],
  ])('refuses %s with the field message, storing nothing', async (_case, overrides, message) => {
    const before = await rowCount(tickets);
    expect(await refusal((await t.caller(customer)).tickets.create(form(overrides)))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await rowCount(tickets)).toBe(before);
  });

  it("exports the specification's form and result messages for the client", () => {
    expect(ticketMessages).toMatchObject({
      formInvalid: 'Please fill all required fields.',
      created: 'Ticket created successfully',
      createFailed: 'Failed to create ticket',
      updated: 'Ticket updated successfully',
      updateFailed: 'Could not update ticket. Try again.',
    });
  });

  it('the shared schema gives every invalid field its own message at once', () => {
    const result = createTicketInput.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', 'Subject is required.'],
      ['message', 'Message is required.'],
      ['category', 'Please choose a category.'],
      ['priority', 'Please choose a priority.'],
    ]);
  });

  it("a userId naming another account is refused (legacy path), the caller's own is accepted", async () => {
    const other = await createUser();
    const caller = await t.caller(customer);
    expect(await refusal(caller.tickets.create({ ...form(), userId: other.id }))).toEqual({ code: 'FORBIDDEN', message: ticketMessages.notYours });
    await expect(caller.tickets.create({ ...form(), userId: customer.id })).resolves.toMatchObject({ userName: 'Cora Customer' });
  });

  it('staff cannot open a ticket', async () => {
    for (const role of ['AGENT', 'ADMIN'] as const) {
      const staff = await createUser({ role });
      await expect((await t.caller(staff)).tickets.create(form())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('a new ticket has no comment rows', async () => {
    const before = await rowCount(ticketComments);
    await (await t.caller(customer)).tickets.create(form());
    expect(await rowCount(ticketComments)).toBe(before);
  });
});
