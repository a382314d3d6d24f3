import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';

export function planRoutes(app: FastifyInstance, deps: Deps) {
  // Legacy row shape: id, name, features, devices, price, status, channels, duration.
  app.get('/plans', async (req) => (await callerFor(deps, req)).plans.rows());
}
