import { createTicket } from '../factories/tickets.ts';
import type { Fixture, MatrixEntry, Outcome, Who } from './types.ts';
import { ANY_USER, OWNER_OR_STAFF, STAFF } from './types.ts';

/** Customers only: staff answer through `update` and never open a ticket themselves. */
const CUSTOMER: Record<Who, Outcome> = { ...ANY_USER, agent: 'FORBIDDEN', admin: 'FORBIDDEN' };
/** The owner only: another customer is told the ticket does not exist. */
const OWNER: Record<Who, Outcome> = { ...CUSTOMER, otherUser: 'NOT_FOUND' };

const ofUser = async (fx: Fixture) => createTicket({ userId: fx.users.user.id });
const form = { subject: 'No sound', message: 'Channel 5 has no sound.', category: 'technical', priority: 'HIGH' };

export const ticketsMatrix: MatrixEntry[] = [
  { path: 'tickets.create', input: () => form, expect: CUSTOMER },
  { path: 'tickets.mine', input: () => ({ search: 'sound' }), expect: CUSTOMER },
  { path: 'tickets.forUser', input: (fx) => ({ userId: fx.users.user.id }), expect: OWNER_OR_STAFF },
  { path: 'tickets.byId', input: async (fx) => ({ id: (await ofUser(fx)).id }), expect: OWNER_OR_STAFF },
  { path: 'tickets.reply', input: async (fx) => ({ id: (await ofUser(fx)).id, body: 'Still broken.' }), expect: OWNER },
  { path: 'tickets.list', input: () => ({ status: 'Open', priority: 'HIGH' }), expect: STAFF },
  {
    path: 'tickets.update',
    input: async (fx) => ({ id: (await ofUser(fx)).id, status: 'InProgress', comment: 'Looking into it.' }),
    expect: STAFF,
  },
];
