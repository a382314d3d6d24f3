import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@nimbus/shared/enums';
import { legacyTicketUpdate, ticketInput, ticketMessages, type LegacyTicket, type TicketRow } from '@nimbus/shared/tickets';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { bearer, errorResponses, idParam, jsonBody, jsonResponse, listParameters, PAGED_LIST, type OpenApiPaths } from './openapi.ts';
import { bodyRecord, pageQuery, pathId, sendPage } from './params.ts';

/** Specification section 3's support ticket: exactly its fields, the date as an ISO string. */
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
function listQuery(req: FastifyRequest) {
  const query = req.query as Record<string, unknown>;
  return {
    pageSize: MAX_PAGE_SIZE,
    ...pageQuery(req),
    ...(typeof query.status === 'string' ? { status: query.status as never } : {}),
    ...(typeof query.priority === 'string' ? { priority: query.priority as never } : {}),
  };
}

export function ticketRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/support-tickets/user/:userId', async (req, reply) => {
    const page = await (await callerFor(deps, req)).tickets.forUser({ ...listQuery(req), userId: pathId(req, 'userId') });
    return sendPage(req, reply, page, toLegacyTicket);
  });

  app.post('/support-tickets/:userId', async (req, reply) => {
    // The path's userId is checked by the service against the caller; the body's fields are the form's.
    const row = await (await callerFor(deps, req)).tickets.create({ ...bodyRecord(req), userId: pathId(req, 'userId') } as never);
    return reply.status(201).send(toLegacyTicket(row));
  });

  app.get('/support-tickets', async (req, reply) => {
    const page = await (await callerFor(deps, req)).tickets.list(listQuery(req));
    return sendPage(req, reply, page, toLegacyTicket);
  });

  // Status and `comments` travel together, as the old admin screen sent them; `internal: true`
  // (an addition) keeps the comment for staff.
  app.put('/support-tickets/:ticketId', async (req) => {
    const body = bodyRecord(req);
    const detail = await (await callerFor(deps, req)).tickets.update({
      id: pathId(req, 'ticketId'),
      status: body.status as never,
      comment: (body.comments ?? undefined) as never,
      internal: (body.internal ?? false) as never,
    });
    return toLegacyTicket(detail);
  });
}

const legacyTicket = {
  type: 'object',
  properties: {
    ticketId: { type: 'integer' },
    subject: { type: 'string' },
    message: { type: 'string' },
    category: { type: 'string', enum: [...TICKET_CATEGORIES] },
    priority: { type: 'string', enum: [...TICKET_PRIORITIES] },
    status: { type: 'string', enum: [...TICKET_STATUSES] },
    userName: { type: 'string', description: "the customer's name" },
    agentName: { type: 'string', nullable: true, description: 'the staff member who last changed the ticket' },
    createdDate: { type: 'string', format: 'date-time' },
    comments: { type: 'string', description: "the latest staff reply the customer sees ('' when none); never an internal note" },
  },
};
const list = (description: string) => jsonResponse(description, { type: 'array', items: legacyTicket });
const query = (name: string, schema: Record<string, unknown>) => ({ name, in: 'query' as const, required: false, schema });
const ticketListParameters = [
  ...listParameters(MAX_PAGE_SIZE),
  query('status', { type: 'string', enum: [...TICKET_STATUSES] }),
  query('priority', { type: 'string', enum: [...TICKET_PRIORITIES] }),
];
const paged = PAGED_LIST;
const denied = { '400': errorResponses['400'], '401': errorResponses['401'], '403': errorResponses['403'] };
const error = { $ref: '#/components/schemas/Error' };
const notFound = { '404': jsonResponse(ticketMessages.notFound, error) };
const idOf = (description: string) => ({ ...idParam('id'), schema: { ...idParam('id').schema, description } });

export const ticketsPaths: OpenApiPaths = {
  '/api/support-tickets': {
    get: {
      summary: 'All tickets (staff); searched across id, subject, customer, agent, status, priority, created date and replies',
      tags: ['tickets'],
      security: bearer,
      parameters: ticketListParameters,
      responses: { '200': list(paged), ...denied },
    },
  },
  '/api/support-tickets/user/{userId}': {
    get: {
      summary: "A customer's tickets (that customer or staff); another customer's id answers 404",
      tags: ['tickets'],
      security: bearer,
      parameters: [idParam('userId'), ...ticketListParameters],
      responses: { '200': list(paged), ...denied, ...notFound },
    },
  },
  // The legacy POST names a user and PUT a ticket: one templated path, since OpenAPI forbids two
  // that differ only in the parameter's name.
  '/api/support-tickets/{id}': {
    post: {
      summary: 'Open a ticket (customers, for their own account only)',
      tags: ['tickets'],
      security: bearer,
      parameters: [idOf("the caller's own user id")],
      requestBody: jsonBody(ticketInput),
      responses: {
        '201': jsonResponse(ticketMessages.created, legacyTicket),
        ...denied,
        '403': jsonResponse(`Staff, a suspended account, or another account's id (${ticketMessages.notYours})`, error),
      },
    },
    put: {
      summary: 'Change the status and/or comment (staff); the caller becomes the agent; a public reply notifies and e-mails the customer',
      tags: ['tickets'],
      security: bearer,
      parameters: [idOf('the ticket id')],
      requestBody: jsonBody(legacyTicketUpdate),
      responses: {
        '200': jsonResponse(ticketMessages.updated, legacyTicket),
        ...denied,
        ...notFound,
        '409': jsonResponse('The status cannot move that way (e.g. back to Open)', error),
      },
    },
  },
};
