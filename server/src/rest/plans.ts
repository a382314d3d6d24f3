import type { FastifyInstance } from 'fastify';
import { planInput, planMessages, type PlanRow } from '@nimbus/shared/plans';
import type { Deps } from '../lib/deps.ts';
import { sendCatalogue, serialisedOnce } from '../http/cached-json.ts';
import { callerFor } from './caller.ts';
import { bearer, errorResponses, idParam, jsonBody, jsonResponse, type OpenApiPaths } from './openapi.ts';
import { bodyRecord, pathId } from './params.ts';

/** The old backend's plan row: price was a JSON number. */
export function toLegacyPlan(row: PlanRow) {
  return { ...row, price: Number(row.price) };
}

export function planRoutes(app: FastifyInstance, deps: Deps) {
  // Legacy row shape: id, name, features, devices, price, status, channels, duration. The
  // procedure answers the cached rows (the same array until a plan changes) to anyone but staff,
  // so their JSON and ETag are made once; the security headers hook makes a credentialed answer no-store.
  app.get('/plans', async (req, reply) => {
    const rows = await (await callerFor(deps, req)).plans.rows();
    return sendCatalogue(req, reply, serialisedOnce(rows, () => rows.map(toLegacyPlan)));
  });

  app.post('/plans', async (req, reply) => {
    const row = await (await callerFor(deps, req)).plans.create(bodyRecord(req) as never);
    return reply.status(201).send(toLegacyPlan(row));
  });

  app.put('/plans/:id', async (req) => {
    // The path names the plan; an id in the body is ignored.
    const row = await (await callerFor(deps, req)).plans.update({ ...bodyRecord(req), id: pathId(req) } as never);
    return toLegacyPlan(row);
  });

  app.delete('/plans/:id', async (req) => {
    const { id } = await (await callerFor(deps, req)).plans.delete({ id: pathId(req) });
    return { id, message: planMessages.deleted };
  });
}

const plan = { $ref: '#/components/schemas/LegacyPlan' };
const deleted = { type: 'object', properties: { id: { type: 'integer' }, message: { type: 'string', example: planMessages.deleted } } };
const refused = {
  '404': jsonResponse(planMessages.notFound, { $ref: '#/components/schemas/Error' }),
  '409': jsonResponse(`${planMessages.duplicate} / ${planMessages.inUse}`, { $ref: '#/components/schemas/Error' }),
};
const admin = { '401': errorResponses['401'], '403': errorResponses['403'] };

export const plansPaths: OpenApiPaths = {
  '/api/plans': {
    get: {
      summary: 'Plan rows: Active ones, every row (Inactive too) for staff',
      tags: ['plans'],
      security: bearer,
      responses: { '200': jsonResponse('Plan rows', { type: 'array', items: plan }) },
    },
    post: {
      summary: 'Add a plan row (ADMIN)',
      tags: ['plans'],
      security: bearer,
      requestBody: jsonBody(planInput),
      responses: { '201': jsonResponse(planMessages.saved, plan), '400': errorResponses['400'], ...admin, '409': refused['409'] },
    },
  },
  '/api/plans/{id}': {
    put: {
      summary: 'Edit a plan row (ADMIN)',
      tags: ['plans'],
      security: bearer,
      parameters: [idParam('id')],
      requestBody: jsonBody(planInput),
      responses: { '200': jsonResponse(planMessages.updated, plan), '400': errorResponses['400'], ...admin, ...refused },
    },
    delete: {
      summary: 'Delete a plan row no payment or subscription refers to (ADMIN)',
      tags: ['plans'],
      security: bearer,
      parameters: [idParam('id')],
      responses: { '200': jsonResponse(planMessages.deleted, deleted), '400': errorResponses['400'], ...admin, ...refused },
    },
  },
};
