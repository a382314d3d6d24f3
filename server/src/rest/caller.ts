import type { FastifyRequest } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { createContext, type Context } from '../trpc/context.ts';
import { createCaller } from '../trpc/router.ts';

// One context a request: the route's access gate and the procedures it calls share the caller
// (and its session lookup) instead of reading the token twice.
const contexts = new WeakMap<FastifyRequest, Promise<Context>>();

export function contextFor(deps: Deps, req: FastifyRequest): Promise<Context> {
  let context = contexts.get(req);
  if (!context) {
    // Assigned, not spread: the context's logger is a getter that follows the request's.
    context = createContext(deps, req).then((created) => Object.assign(created, { legacy: true }));
    contexts.set(req, context);
  }
  return context;
}

/** The tRPC router, called as the request's user: REST inherits every check of the procedures. */
export async function callerFor(deps: Deps, req: FastifyRequest) {
  return createCaller(await contextFor(deps, req));
}
