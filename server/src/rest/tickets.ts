import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@nimbus/shared/enums';
import { legacyTicketUpdate, ticketInput, ticketListInput, ticketMessages, type LegacyTicket, type TicketRow } from '@nimbus/shared/tickets';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { sendPage } from './params.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, isoDate, legacyBody, pagedList, PAGED_LIST, pagingQuery, pathId, refusal, signedOut } from './schemas.ts';

/** Specification section 3's support ticket: exactly its fields, the date as an ISO string. */
const legacyTicket = z.object({
  ticketId: z.number().int(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  userName: z.string().meta({ description: "the customer's name" }),
  agentName: z.string().nullable().meta({ description: 'the staff member who last changed the ticket' }),
  createdDate: isoDate,
  comments: z.string().meta({ description: "the latest staff reply the customer sees ('' when none); never an internal note" }),
});

export function toLegacyTicket(row: TicketRow): LegacyTicket {
  return {
    ticketId: row.ticketId,
    subject: row.subject,
    message: row.message,
    category: row.category,
    priority: row.priority,
    status: row.status,
    userName: row.userName,
    agentName: row.agentName,
    createdDate: row.createdDate.toISOString(),
    comments: row.comments,
  };
}

// The old client took every ticket and paged locally: one array stays, capped at a page of 100
// (`?page=`, `?pageSize=`, `?search=`, `?status=`, `?priority=`, `?cursor=`, `?last=`), the total in X-Total-Count.
const listQuery = pagingQuery(MAX_PAGE_SIZE).extend({ status: ticketListInput.shape.status, priority: ticketListInput.shape.priority });
const list = pagedList(legacyTicket, PAGED_LIST);
const denied = { 400: badInput, 401: signedOut, 403: forbidden };
const notFound = { 404: refusal(ticketMessages.notFound) };
// The legacy POST names a user and PUT a ticket: one templated path, since OpenAPI forbids two
// that differ only in the parameter's name.
const idOf = (description: string) => z.object({ id: pathId.meta({ description }) });

export function ticketRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  api.get(
    '/support-tickets/user/:userId',
    operation(deps, 'authed', {
      summary: "A customer's tickets (that customer or staff); another customer's id answers 404",
      tags: ['tickets'],
      params: z.object({ userId: pathId }),
      querystring: listQuery,
      response: { 200: list, ...denied, ...notFound },
    }),
    async (req, reply) => {
      const query = { ...req.query, pageSize: req.query.pageSize ?? MAX_PAGE_SIZE };
      const page = await (await callerFor(deps, req)).tickets.forUser({ ...query, userId: req.params.userId });
      return sendPage(req, reply, page, toLegacyTicket);
    },
  );

  // The path's userId is checked by the service against the caller; the body's fields are the form's.
  api.post(
    '/support-tickets/:id',
    operation(deps, 'customer', {
      summary: 'Open a ticket (customers, for their own account only)',
      tags: ['tickets'],
      params: idOf("the caller's own user id"),
      body: legacyBody(ticketInput),
      response: {
        201: legacyTicket.meta({ description: ticketMessages.created }),
        ...denied,
        403: refusal(`Staff, a suspended account, or another account's id (${ticketMessages.notYours})`),
      },
    }),
    async (req, reply) => {
      const row = await (await callerFor(deps, req)).tickets.create({ ...req.body, userId: req.params.id });
      return reply.status(201).send(toLegacyTicket(row));
    },
  );

  api.get(
    '/support-tickets',
    operation(deps, 'staff', {
      summary: 'All tickets (staff); searched across id, subject, customer, agent, status, priority, created date and replies',
      tags: ['tickets'],
      querystring: listQuery,
      response: { 200: list, ...denied },
    }),
    async (req, reply) => {
      const page = await (await callerFor(deps, req)).tickets.list({ ...req.query, pageSize: req.query.pageSize ?? MAX_PAGE_SIZE });
      return sendPage(req, reply, page, toLegacyTicket);
    },
  );

  // Status and `comments` travel together, as the old admin screen sent them; `internal: true`
  // (an addition) keeps the comment for staff.
  api.put(
    '/support-tickets/:id',
    operation(deps, 'staff', {
      summary: 'Change the status and/or comment (staff); the caller becomes the agent; a public reply notifies and e-mails the customer',
      tags: ['tickets'],
      params: idOf('the ticket id'),
      body: legacyBody(legacyTicketUpdate),
      response: {
        200: legacyTicket.meta({ description: ticketMessages.updated }),
        ...denied,
        ...notFound,
        409: refusal('The status cannot move that way (e.g. back to Open)'),
      },
    }),
    async (req) => {
      const { status, comments, internal } = req.body;
      const detail = await (
        await callerFor(deps, req)
      ).tickets.update({
        id: req.params.id,
        status,
        comment: comments ?? undefined,
        internal: internal ?? false,
      });
      return toLegacyTicket(detail);
    },
  );
}
