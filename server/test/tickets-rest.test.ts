import { beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTicket, deliveries } from './factories/tickets.ts';
import { createUser, testApp, tokenFor, type TestUser } from './harness.ts';

// The legacy rows of specification section 7 for support tickets, field by field.
const t = testApp();
let customer: TestUser;
let other: TestUser;
let agent: TestUser;

beforeAll(async () => {
  customer = await createUser({ firstName: 'Rita', lastName: 'Rest' });
  other = await createUser();
  agent = await createUser({ role: 'AGENT', firstName: 'Alma', lastName: 'Agent' });
});

async function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const headers = user ? { authorization: `Bearer ${await tokenFor(user)}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const LEGACY_KEYS = ['agentName', 'category', 'comments', 'createdDate', 'message', 'priority', 'status', 'subject', 'ticketId', 'userName'];
const form = { subject: 'Frozen picture', message: 'The picture freezes on sports channels.', category: 'technical', priority: 'URGENT' };

describe('POST /api/support-tickets/:userId', () => {
  it('opens a ticket for the caller and answers 201 with the legacy ticket', async () => {
    const res = await call(customer, 'POST', `/api/support-tickets/${customer.id}`, form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(LEGACY_KEYS);
    expect(body).toEqual({
      ticketId: expect.any(Number),
      ...form,
      status: 'Open',
      userName: 'Rita Rest',
      agentName: null,
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      comments: '',
    });
  });

  it.each([
    ['nobody', () => null, () => customer.id, form, 401],
    ["another customer's userId", () => customer, () => other.id, form, 403],
    ['staff', () => agent, () => agent.id, form, 403],
    ['a missing subject', () => customer, () => customer.id, { ...form, subject: '' }, 400],
    ['a userId that is not a number', () => customer, () => 'abc', form, 400],
  ])('refuses %s', async (_case, who, userId, payload, status) => {
    const res = await call(who(), 'POST', `/api/support-tickets/${userId()}`, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status });
  });

  it('answers the field message for bad input', async () => {
    const res = await call(customer, 'POST', `/api/support-tickets/${customer.id}`, { ...form, message: 'm'.repeat(5001) });
    expect(res.json()).toEqual({ status: 400, error: 'Bad Request', message: 'Message must be at most 5,000 characters.' });
  });
});

describe('GET /api/support-tickets/user/:userId and GET /api/support-tickets', () => {
  it('the owner reads an array of legacy tickets whose comments never hold an internal note', async () => {
    const ticket = await createTicket({
      userId: customer.id,
      subject: 'Audio lag',
      status: 'InProgress',
      agentId: agent.id,
      createdAt: new Date('2026-02-03T04:05:06Z'),
    });
    await addComment({ ticketId: ticket.id, authorId: agent.id, body: 'Set audio delay to 200 ms' });
    await addComment({ ticketId: ticket.id, authorId: agent.id, body: 'Internal: VIP customer', internal: true });
    const res = await call(customer, 'GET', `/api/support-tickets/user/${customer.id}?search=audio`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      {
        ticketId: ticket.id,
        subject: 'Audio lag',
        message: 'The stream keeps buffering.',
        category: 'technical',
        priority: 'MEDIUM',
        status: 'InProgress',
        userName: 'Rita Rest',
        agentName: 'Alma Agent',
        createdDate: '2026-02-03T04:05:06.000Z',
        comments: 'Set audio delay to 200 ms',
      },
    ]);
    expect(res.body).not.toContain('VIP');
  });

  it("another customer's id answers 404; staff read anyone's", async () => {
    await createTicket({ userId: customer.id });
    expect((await call(other, 'GET', `/api/support-tickets/user/${customer.id}`)).statusCode).toBe(404);
    const staff = await call(agent, 'GET', `/api/support-tickets/user/${customer.id}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().length).toBeGreaterThan(0);
    expect((await call(null, 'GET', `/api/support-tickets/user/${customer.id}`)).statusCode).toBe(401);
  });

  it('staff list every ticket as an array, filtered by the query; customers get 403', async () => {
    await createTicket({ userId: other.id, subject: 'Low one', priority: 'LOW' });
    const res = await call(agent, 'GET', '/api/support-tickets?priority=LOW');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((row: { subject: string }) => row.subject)).toEqual(['Low one']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(LEGACY_KEYS);
    expect((await call(customer, 'GET', '/api/support-tickets')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/support-tickets')).statusCode).toBe(401);
    expect((await call(agent, 'GET', '/api/support-tickets?status=Closed')).statusCode).toBe(400);
    expect((await call(agent, 'GET', '/api/support-tickets?page=x')).statusCode).toBe(400);
  });
});

describe('PUT /api/support-tickets/:ticketId', () => {
  it('status and comments together: the agent is set, the comment shown, the customer told once', async () => {
    const { id } = await createTicket({ userId: customer.id, subject: 'Put me' });
    const before = await deliveries(customer);
    const res = await call(agent, 'PUT', `/api/support-tickets/${id}`, { status: 'Resolved', comments: 'Reinstall the app.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ticketId: id, status: 'Resolved', agentName: 'Alma Agent', comments: 'Reinstall the app.' });
    expect(Object.keys(res.json()).sort()).toEqual(LEGACY_KEYS);
    expect(await deliveries(customer)).toEqual({ notifications: before.notifications + 1, emails: before.emails + 1 });
  });

  it('a null comments changes the status alone; internal: true keeps the note from the customer', async () => {
    const { id } = await createTicket({ userId: customer.id, subject: 'Quiet one' });
    expect((await call(agent, 'PUT', `/api/support-tickets/${id}`, { status: 'InProgress', comments: null })).json()).toMatchObject({ comments: '' });
    const noted = await call(agent, 'PUT', `/api/support-tickets/${id}`, { status: 'InProgress', comments: 'Refund abuser?', internal: true });
    expect(noted.json()).toMatchObject({ comments: '' });
    const own = await call(customer, 'GET', `/api/support-tickets/user/${customer.id}?search=quiet`);
    expect(own.body).not.toContain('Refund abuser');
  });

  it.each([
    ['nobody', () => null, { status: 'InProgress' }, 401],
    ['a customer, even the owner', () => customer, { status: 'InProgress' }, 403],
    ['an unknown status', () => agent, { status: 'Closed' }, 400],
    ['no body', () => agent, undefined, 400],
    ['comments over 5,000 characters', () => agent, { status: 'InProgress', comments: 'c'.repeat(5001) }, 400],
    ['a step back to Open', () => agent, { status: 'Open', comments: 'x' }, 409],
  ])('refuses %s', async (_case, who, payload, status) => {
    const { id } = await createTicket({ userId: customer.id, status: 'InProgress' });
    const res = await call(who(), 'PUT', `/api/support-tickets/${id}`, payload);
    expect(res.statusCode).toBe(status);
  });

  it('an unknown ticket answers 404', async () => {
    const res = await call(agent, 'PUT', '/api/support-tickets/999999', { status: 'Resolved' });
    expect(res.json()).toEqual({ status: 404, error: 'Not Found', message: 'Ticket not found' });
  });
});

describe('OpenAPI document', () => {
  it('describes the four support-ticket rows', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/api/support-tickets'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/support-tickets/user/{userId}'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/support-tickets/{id}'])).toEqual(['post', 'put']);
  });
});
