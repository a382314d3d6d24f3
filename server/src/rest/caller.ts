import type { FastifyRequest } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { createContext } from '../trpc/context.ts';
import { createCaller } from '../trpc/router.ts';

/** The tRPC router, called as the request's user: REST inherits every check of the procedures. */
export async function callerFor(deps: Deps, req: FastifyRequest) {
  return createCaller(await createContext(deps, req));
}
