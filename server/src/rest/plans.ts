import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PLAN_STATUSES } from '@nimbus/shared/enums';
import { serviceMessages } from '@nimbus/shared/service';
import { isStatementTimeout } from '../lib/pg-errors.ts';
import { planInput, planMessages, type PlanRow } from '@nimbus/shared/plans';
import type { Deps } from '../lib/deps.ts';
import { rowsFor } from '../services/plans.ts';
import { isAnonymous } from '../http/api-paths.ts';
import { sendCatalogue, serialisedOnce } from '../http/cached-json.ts';
import { callerFor } from './caller.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, legacyBody, refusal, signedOut, pathId } from './schemas.ts';

/** The old backend's plan row: price was a JSON number. */
export const legacyPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  features: z.string().meta({ description: 'comma-separated' }),
  devices: z.number().int(),
  price: z.number(),
  status: z.enum(PLAN_STATUSES),
  channels: z.number().int(),
  duration: z.number().int().meta({ description: 'days' }),
});

export function toLegacyPlan(row: PlanRow): z.output<typeof legacyPlan> {
  const { id, name, features, devices, price, status, channels, duration } = row;
  return { id, name, features, devices, price: Number(price), status, channels, duration };
}

/** A statement past the database's timeout is "busy" (503), as the base procedure answers it. */
async function busyWhenTimedOut<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (cause) {
    if (isStatementTimeout(cause)) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: serviceMessages.busy, cause });
    throw cause;
  }
}

const admin = { 401: signedOut, 403: forbidden };
const conflict = refusal(`${planMessages.duplicate} / ${planMessages.inUse}`);
const idParams = z.object({ id: pathId });

export function planRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  // Legacy row shape: id, name, features, devices, price, status, channels, duration.
  api.get(
    '/plans',
    operation(deps, 'public', {
      summary: 'Plan rows: Active ones, every row (Inactive too) for staff',
      tags: ['plans'],
      response: { 200: z.array(legacyPlan).meta({ description: 'Plan rows' }) },
    }),
    // The cached rows (the same array until a plan changes) go to anyone but staff, so their JSON
    // and ETag are made once (ADR 020); the security headers hook makes a credentialed answer
    // no-store. Who is staff is the procedure's to decide; a request with no credentials at all
    // is nobody, so it takes the rows the procedure's rule gives nobody without a caller (ADR 029).
    async (req, reply) => {
      const rows = isAnonymous(req) ? await busyWhenTimedOut(rowsFor(deps, null)) : await (await callerFor(deps, req)).plans.rows();
      return sendCatalogue(
        req,
        reply,
        serialisedOnce(rows, () => rows.map(toLegacyPlan)),
      );
    },
  );

  api.post(
    '/plans',
    operation(deps, 'admin', {
      summary: 'Add a plan row (ADMIN)',
      tags: ['plans'],
      body: legacyBody(planInput),
      response: { 201: legacyPlan.meta({ description: planMessages.saved }), 400: badInput, ...admin, 409: conflict },
    }),
    async (req, reply) => {
      const row = await (await callerFor(deps, req)).plans.create(req.body);
      return reply.status(201).send(toLegacyPlan(row));
    },
  );

  // The path names the plan; an id in the body is ignored.
  api.put(
    '/plans/:id',
    operation(deps, 'admin', {
      summary: 'Edit a plan row (ADMIN)',
      tags: ['plans'],
      params: idParams,
      body: legacyBody(planInput),
      response: {
        200: legacyPlan.meta({ description: planMessages.updated }),
        400: badInput,
        ...admin,
        404: refusal(planMessages.notFound),
        409: conflict,
      },
    }),
    async (req) => toLegacyPlan(await (await callerFor(deps, req)).plans.update({ ...req.body, id: req.params.id })),
  );

  api.delete(
    '/plans/:id',
    operation(deps, 'admin', {
      summary: 'Delete a plan row no payment or subscription refers to (ADMIN)',
      tags: ['plans'],
      params: idParams,
      response: {
        200: z.object({ id: z.number().int(), message: z.string().meta({ example: planMessages.deleted }) }).meta({ description: planMessages.deleted }),
        400: badInput,
        ...admin,
        404: refusal(planMessages.notFound),
        409: conflict,
      },
    }),
    async (req) => {
      const { id } = await (await callerFor(deps, req)).plans.delete({ id: req.params.id });
      return { id, message: planMessages.deleted };
    },
  );
}
