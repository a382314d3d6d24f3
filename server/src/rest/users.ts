import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import { ROLES, USER_STATUSES } from '@nimbus/shared/enums';
import { userListInput, userMessages, userStatusInput, type LegacyUser, type UserRow } from '@nimbus/shared/users';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { sendPage } from './params.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, isoDate, legacyBody, pagedList, PAGED_LIST, pagingQuery, pathId, refusal, signedOut } from './schemas.ts';

/** The legacy User (specification section 3). */
const legacyUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  registerDate: isoDate,
  avatar: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  plan: z.string().nullable().meta({ description: "the plan name of the user's current subscription" }),
  role: z.enum(ROLES),
});

/** The legacy User, whatever else the row carries. */
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

const denied = { 400: badInput, 401: signedOut, 403: forbidden };
const notFound = { 404: refusal(userMessages.notFound) };
const idParams = z.object({ id: pathId });

export function userRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  api.get(
    '/users/:id',
    operation(deps, 'authed', {
      summary: 'One user: yourself, or anyone for staff',
      tags: ['users'],
      params: idParams,
      response: { 200: legacyUser.meta({ description: 'The user' }), ...denied, ...notFound },
    }),
    async (req) => toLegacyUser(await (await callerFor(deps, req)).users.byId({ id: req.params.id })),
  );

  // The old client took every user and paged locally: one page now (customers; ?kind=staff for
  // staff accounts), the total in X-Total-Count and the next and previous pages in Link headers.
  api.get(
    '/users',
    operation(deps, 'admin', {
      summary: 'The customers not deleted (ADMIN); ?kind=staff for the staff accounts',
      description: PAGED_LIST,
      tags: ['users'],
      querystring: pagingQuery(MAX_PAGE_SIZE).extend({ kind: userListInput.shape.kind }),
      response: { 200: pagedList(legacyUser, 'Users, newest first'), ...denied },
    }),
    async (req, reply) => {
      const page = await (await callerFor(deps, req)).users.list({ ...req.query, pageSize: req.query.pageSize ?? MAX_PAGE_SIZE });
      return sendPage(req, reply, page, toLegacyUser);
    },
  );

  api.put(
    '/users/:id',
    operation(deps, 'admin', {
      summary: 'Activate or suspend a user (ADMIN); suspension ends their sessions',
      tags: ['users'],
      params: idParams,
      body: legacyBody(userStatusInput.omit({ id: true })),
      response: { 200: legacyUser.meta({ description: 'The user after the change' }), ...denied, ...notFound },
    }),
    async (req) => toLegacyUser(await (await callerFor(deps, req)).users.setStatus({ id: req.params.id, status: req.body.status })),
  );

  api.delete(
    '/users/:id',
    operation(deps, 'admin', {
      summary: 'Delete a user (ADMIN): personal data cleared, login impossible, payments kept',
      tags: ['users'],
      params: idParams,
      response: {
        200: z.object({ id: z.number().int(), message: z.string() }).meta({ description: userMessages.deleted }),
        ...denied,
        ...notFound,
      },
    }),
    async (req) => {
      const { id } = await (await callerFor(deps, req)).users.delete({ id: req.params.id });
      return { id, message: userMessages.deleted };
    },
  );
}
