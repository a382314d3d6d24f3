import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { userMessages, userStatusInput, type LegacyUser, type UserRow } from '@nimbus/shared/users';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { bearer, errorResponses, idParam, jsonBody, jsonResponse, type OpenApiPaths } from './openapi.ts';
import { bodyRecord, pageQuery, pathId } from './params.ts';

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

  // The old client took every user and paged locally; ?page / ?pageSize pick one page instead.
  app.get('/users', async (req, reply) => {
    const caller = await callerFor(deps, req);
    const query = pageQuery(req);
    const search = query.search ?? '';
    if (query.page !== undefined || query.pageSize !== undefined) {
      const page = await caller.users.list({ ...query, search });
      return reply.header('X-Total-Count', String(page.total)).send(page.items.map(toLegacyUser));
    }
    const rows: UserRow[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const result = await caller.users.list({ page, pageSize: MAX_PAGE_SIZE, search });
      rows.push(...result.items);
      pageCount = result.pageCount ?? 1;
    }
    return reply.header('X-Total-Count', String(rows.length)).send(rows.map(toLegacyUser));
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
      summary: 'Every user not deleted (ADMIN); ?page and ?pageSize return one page. X-Total-Count holds the total.',
      tags: ['users'],
      security: bearer,
      parameters: [
        query('page', { type: 'integer', minimum: 1 }),
        query('pageSize', { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE }),
        query('search', { type: 'string' }),
      ],
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
