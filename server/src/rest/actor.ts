import type { FastifyRequest } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser, Context } from '../trpc/context.ts';
import { adminProcedure, authedProcedure, createCallerFactory, customerProcedure, router, sessionProcedure, staffProcedure } from '../trpc/init.ts';
import { contextFor } from './caller.ts';

// The access levels of the procedures, callable on their own: a route's gate runs its level
// before Fastify's input check is acted on (401/403 before 400, as the procedures answer), and
// routes that call a service directly (the upload, the receipt bytes) get the caller from it.
// The same base procedures as every router: no second copy of the 401/403 rules.
const gate = createCallerFactory(
  router({
    session: sessionProcedure.query(({ ctx }) => ctx.user),
    authed: authedProcedure.query(({ ctx }) => ctx.user),
    customer: customerProcedure.query(({ ctx }) => ctx.user),
    staff: staffProcedure.query(({ ctx }) => ctx.user),
    admin: adminProcedure.query(({ ctx }) => ctx.user),
  }),
);

/**
 * Who may call a route: `public` is anyone; the rest need a bearer token of that level
 * (`session`: also an admin who must still enrol in two-factor authentication).
 */
export type Access = 'public' | 'session' | 'authed' | 'customer' | 'staff' | 'admin';

/** Refuses (401/403) a caller below `access`; the signed-in user otherwise (null when public). */
export async function checkAccess(deps: Deps, req: FastifyRequest, access: Access): Promise<AuthUser | null> {
  const ctx = await contextFor(deps, req);
  return access === 'public' ? ((await ctx.viewer())?.user ?? null) : gate(ctx)[access]();
}

export async function actorFor(deps: Deps, req: FastifyRequest): Promise<{ ctx: Context; user: AuthUser }> {
  const ctx = await contextFor(deps, req);
  return { ctx, user: await gate(ctx).authed() };
}
