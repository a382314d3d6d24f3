import type { FastifyInstance } from 'fastify';
import type { PlanRow } from '@nimbus/shared/plans';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';

/** The old backend's plan row: price was a JSON number. */
export function toLegacyPlan(row: PlanRow) {
  return { ...row, price: Number(row.price) };
}

export function planRoutes(app: FastifyInstance, deps: Deps) {
  // Legacy row shape: id, name, features, devices, price, status, channels, duration.
  app.get('/plans', async (req) => (await (await callerFor(deps, req)).plans.rows()).map(toLegacyPlan));
}
