import { beforeAll, describe, expect, it } from 'vitest';
import { addComment, createTicket } from './factories/tickets.ts';
import { createUser, testApp, type TestUser } from './harness.ts';

// The Support tables: the customer's own (`mine`), one customer's (`forUser`), staff's (`list`).
const t = testApp();
let nina: TestUser;
let omar: TestUser;
let agent: TestUser;
let ids: Record<'router' | 'billing' | 'login' | 'omars', number>;

beforeAll(async () => {
  nina = await createUser({ firstName: 'Nina', lastName: 'Novak' });
  omar = await createUser({ firstName: 'Omar', lastName: 'Okafor' });
  agent = await createUser({ role: 'AGENT', firstName: 'Alma', lastName: 'Agent' });
  const router = await createTicket({
    userId: nina.id,
    subject: 'Router reboot loop',
    priority: 'URGENT',
    status: 'InProgress',
    agentId: agent.id,
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  const billing = await createTicket({
    id: 777001,
    userId: nina.id,
    subject: 'Charged twice',
    category: 'billing',
    priority: 'HIGH',
    createdAt: new Date('2026-03-02T10:00:00Z'),
  });
  const login = await createTicket({
    userId: nina.id,
    subject: 'Cannot log in',
    priority: 'LOW',
    status: 'Resolved',
    agentId: agent.id,
    createdAt: new Date('2026-03-03T10:00:00Z'),
  });
  const omars = await createTicket({ userId: omar.id, subject: 'Omar asks about sports', createdAt: new Date('2026-03-04T10:00:00Z') });
  ids = { router: router.id, billing: billing.id, login: login.id, omars: omars.id };
  await addComment({ ticketId: router.id, authorId: nina.id, body: 'It loops every 5 minutes', createdAt: new Date('2026-03-01T11:00:00Z') });
  await addComment({ ticketId: router.id, authorId: agent.id, body: 'Please update the firmware', createdAt: new Date('2026-03-01T12:00:00Z') });
  await addComment({ ticketId: router.id, authorId: agent.id, body: 'Secret: blacklisted MAC', internal: true, createdAt: new Date('2026-03-01T13:00:00Z') });
});

const subjects = (page: { items: { subject: string }[] }) => page.items.map((row) => row.subject);

describe('tickets.mine', () => {
  it("lists only the caller's tickets, newest first, in the table row shape", async () => {
    const page = await (await t.caller(nina)).tickets.mine({});
    expect(subjects(page)).toEqual(['Cannot log in', 'Charged twice', 'Router reboot loop']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 5, pageCount: 1 });
    expect(page.items[2]).toEqual({
      ticketId: ids.router,
      subject: 'Router reboot loop',
      message: 'The stream keeps buffering.',
      category: 'technical',
      priority: 'URGENT',
      status: 'InProgress',
      userName: 'Nina Novak',
      agentName: 'Alma Agent',
      createdDate: new Date('2026-03-01T10:00:00Z'),
      comments: 'Please update the firmware',
      commentCount: 2,
      // The internal note at 13:00 is not activity the customer may see.
      lastActivity: new Date('2026-03-01T12:00:00Z'),
      waitingForStaff: false,
    });
  });

  it('pages by 5 by default and by the asked size', async () => {
    const caller = await t.caller(nina);
    const second = await caller.tickets.mine({ page: 2, pageSize: 2 });
    expect(subjects(second)).toEqual(['Router reboot loop']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
  });

  it.each([
    ['an id', () => String(ids.billing), ['Charged twice']],
    ['part of a subject, any case', () => 'ROUTER', ['Router reboot loop']],
    ['the customer name', () => 'novak', ['Cannot log in', 'Charged twice', 'Router reboot loop']],
    ['the agent name', () => 'alma', ['Cannot log in', 'Router reboot loop']],
    ['a status', () => 'inprogress', ['Router reboot loop']],
    ['a priority', () => 'urgent', ['Router reboot loop']],
    ['the created date as shown', () => '2026-03-02', ['Charged twice']],
    ["a customer's reply", () => 'every 5 minutes', ['Router reboot loop']],
    ['a staff reply', () => 'firmware', ['Router reboot loop']],
    ['LIKE wildcards, taken literally', () => '%', []],
  ])('finds by %s', async (_what, term, expected) => {
    expect(subjects(await (await t.caller(nina)).tickets.mine({ search: term() }))).toEqual(expected);
  });

  it('never matches the words of an internal note', async () => {
    expect((await (await t.caller(nina)).tickets.mine({ search: 'blacklisted' })).items).toEqual([]);
  });

  it('filters by status and by priority', async () => {
    const caller = await t.caller(nina);
    expect(subjects(await caller.tickets.mine({ status: 'Resolved' }))).toEqual(['Cannot log in']);
    expect(subjects(await caller.tickets.mine({ priority: 'HIGH' }))).toEqual(['Charged twice']);
    expect(subjects(await caller.tickets.mine({ status: 'Open', priority: 'LOW' }))).toEqual([]);
  });
});

describe('tickets.list (staff)', () => {
  it("lists every customer's tickets, searched and filtered", async () => {
    const caller = await t.caller(agent);
    expect((await caller.tickets.list({})).total).toBe(4);
    expect(subjects(await caller.tickets.list({ search: 'okafor' }))).toEqual(['Omar asks about sports']);
    expect(subjects(await caller.tickets.list({ status: 'Open' }))).toEqual(['Omar asks about sports', 'Charged twice']);
  });

  it('rows carry no internal note: comments is the latest public staff reply, the count only visible ones', async () => {
    const row = (await (await t.caller(agent)).tickets.list({ search: 'router' })).items[0]!;
    expect(row).toMatchObject({ comments: 'Please update the firmware', commentCount: 2 });
  });

  it('staff search reads visible comments only, like the rows', async () => {
    // A hit on a note would show a row with no visible reason; staff read notes in byId.
    expect((await (await t.caller(agent)).tickets.list({ search: 'blacklisted' })).items).toEqual([]);
  });

  it('refuses an unknown status filter', async () => {
    await expect((await t.caller(agent)).tickets.list({ status: 'Closed' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('tickets.forUser', () => {
  it("the owner and staff read one customer's tickets; another customer gets NOT_FOUND", async () => {
    expect((await (await t.caller(nina)).tickets.forUser({ userId: nina.id })).total).toBe(3);
    expect(subjects(await (await t.caller(agent)).tickets.forUser({ userId: omar.id }))).toEqual(['Omar asks about sports']);
    await expect((await t.caller(omar)).tickets.forUser({ userId: nina.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
