import type { FastifyRequest } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { createContext, type AuthUser, type Context } from '../trpc/context.ts';
import { authedProcedure, createCallerFactory, router, staffProcedure } from '../trpc/init.ts';
import { createCaller } from '../trpc/router.ts';

// Routes that call a service directly (the multipart upload, the receipt bytes), or must know
// the caller's role before reading a legacy body, pass the caller through the base procedures
// themselves: the same 401/403 answers as every procedure, no second copy of those rules.
const gate = createCallerFactory(
  router({
    authed: authedProcedure.query(({ ctx }) => ctx.user),
    staff: staffProcedure.query(({ ctx }) => ctx.user),
  }),
);

export async function actorFor(deps: Deps, req: FastifyRequest): Promise<{ ctx: Context; user: AuthUser }> {
  const ctx = await createContext(deps, req);
  return { ctx, user: await gate(ctx).authed() };
}

/** A staff member's router caller; a customer is refused (403) before the body is looked at. */
export async function staffCallerFor(deps: Deps, req: FastifyRequest) {
  const ctx = await createContext(deps, req);
  await gate(ctx).staff();
  return createCaller(ctx);
}
