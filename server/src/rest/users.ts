import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { USER_LIST_KINDS, userMessages, userStatusInput, type LegacyUser, type UserRow } from '@nimbus/shared/users';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { bearer, errorResponses, idParam, jsonBody, jsonResponse, listParameters, PAGED_LIST, type OpenApiPaths } from './openapi.ts';
import { bodyRecord, pageQuery, pathId, sendPage } from './params.ts';

/** The legacy User (specification section 3), whatever else the row carries. */
export function toLegacyUser(row: UserRow): LegacyUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    registerDate: row.registerDate.toISOString(),
    avatar: row.avatar,
    status: row.status,
    plan: row.plan,
    role: row.role,
  };
}

export function userRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/users/:id', async (req) => toLegacyUser(await (await callerFor(deps, req)).users.byId({ id: pathId(req) })));

  // The old client took every user and paged locally: one page now (customers; ?kind=staff for
  // staff accounts), the total in X-Total-Count and the next and previous pages in Link headers.
  app.get('/users', async (req, reply) => {
    const kind = (req.query as Record<string, unknown>).kind;
    const page = await (await callerFor(deps, req)).users.list({
      pageSize: MAX_PAGE_SIZE,
      ...pageQuery(req),
      ...(kind !== undefined ? { kind: kind as never } : {}),
    });
    return sendPage(req, reply, page, toLegacyUser);
  });

  app.put('/users/:id', async (req) => {
    const row = await (await callerFor(deps, req)).users.setStatus({ id: pathId(req), status: bodyRecord(req).status as never });
    return toLegacyUser(row);
  });

  app.delete('/users/:id', async (req) => {
    const { id } = await (await callerFor(deps, req)).users.delete({ id: pathId(req) });
    return { id, message: userMessages.deleted };
  });
}

const legacyUser = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    country: { type: 'string' },
    registerDate: { type: 'string', format: 'date-time' },
    avatar: { type: 'string', nullable: true },
    status: { type: 'string', enum: ['Active', 'Suspend'] },
    plan: { type: 'string', nullable: true, description: "the plan name of the user's current subscription" },
    role: { type: 'string', enum: ['USER', 'ADMIN', 'AGENT'] },
  },
};
const denied = { '401': errorResponses['401'], '403': errorResponses['403'] };
const notFound = { '404': jsonResponse(userMessages.notFound, { $ref: '#/components/schemas/Error' }) };
const query = (name: string, schema: Record<string, unknown>) => ({ name, in: 'query' as const, required: false, schema });

export const usersPaths: OpenApiPaths = {
  '/api/users': {
    get: {
      summary: 'The customers not deleted (ADMIN); ?kind=staff for the staff accounts',
      description: PAGED_LIST,
      tags: ['users'],
      security: bearer,
      parameters: [...listParameters(MAX_PAGE_SIZE), query('kind', { type: 'string', enum: [...USER_LIST_KINDS], default: 'customers' })],
      responses: { '200': jsonResponse('Users, newest first', { type: 'array', items: legacyUser }), '400': errorResponses['400'], ...denied },
    },
  },
  '/api/users/{id}': {
    get: {
      summary: 'One user: yourself, or anyone for staff',
      tags: ['users'],
      security: bearer,
      parameters: [idParam('id')],
      responses: { '200': jsonResponse('The user', legacyUser), '400': errorResponses['400'], ...denied, ...notFound },
    },
    put: {
      summary: 'Activate or suspend a user (ADMIN); suspension ends their sessions',
      tags: ['users'],
      security: bearer,
      parameters: [idParam('id')],
      requestBody: jsonBody(userStatusInput.omit({ id: true })),
      responses: { '200': jsonResponse('The user after the change', legacyUser), '400': errorResponses['400'], ...denied, ...notFound },
    },
    delete: {
      summary: 'Delete a user (ADMIN): personal data cleared, login impossible, payments kept',
      tags: ['users'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': jsonResponse(userMessages.deleted, { type: 'object', properties: { id: { type: 'integer' }, message: { type: 'string' } } }),
        '400': errorResponses['400'],
        ...denied,
        ...notFound,
      },
    },
  },
};
