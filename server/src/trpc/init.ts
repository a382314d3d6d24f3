import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { authMessages } from '@nimbus/shared/auth';
import type { Role } from '@nimbus/shared/enums';
import { TWO_FACTOR_REASONS, twoFactorMessages } from '@nimbus/shared/two-factor';
import { mustEnrol } from '../services/two-factor.ts';
import type { AuthUser, Context } from './context.ts';
import { errorReason, publicErrorMessage, reasonedError } from './errors.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Clients see a code and a clear message, never a stack, SQL or an internal detail.
  errorFormatter({ shape, error }) {
    const reason = errorReason(error);
    return {
      code: shape.code,
      message: publicErrorMessage(error),
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, ...(reason ? { reason } : {}) },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure;

/**
 * Any signed-in, active user, before the two-factor requirement: only what an admin held at the
 * enrolment screen may still do (who am I, set up the second factor, sign out).
 */
export const sessionProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: ctx.tokenSent ? authMessages.sessionInvalid : 'Please log in to continue',
    });
  }
  if (ctx.user.status === 'Suspend') {
    throw new TRPCError({ code: 'FORBIDDEN', message: authMessages.suspended });
  }
  return next({ ctx: { ...ctx, user: ctx.user as AuthUser } });
});

/** Any signed-in, active user; handlers get a non-null ctx.user. An ADMIN the owner requires to enrol must first. */
export const authedProcedure = sessionProcedure.use(async ({ ctx, next }) => {
  if (await mustEnrol(ctx.db, ctx.user)) {
    throw reasonedError('FORBIDDEN', TWO_FACTOR_REASONS.setupRequired, twoFactorMessages.setupRequired);
  }
  return next();
});

function roleProcedure(roles: readonly Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have access to this' });
    }
    return next();
  });
}

/** ADMIN or AGENT. */
export const staffProcedure = roleProcedure(['ADMIN', 'AGENT']);
export const adminProcedure = roleProcedure(['ADMIN']);
/** USER only: what customers do for themselves (open a ticket); staff act through their own verbs. */
export const customerProcedure = roleProcedure(['USER']);

/** Caps how often one client may call a procedure (login, password reset). */
export function rateLimited(bucket: string, max?: number) {
  return middleware(async ({ ctx, next }) => {
    const limit = max ?? ctx.env.RATE_LIMIT_AUTH_MAX;
    const { allowed, retryAfterSeconds } = await ctx.limiter.hit(`${bucket}:${ctx.ip}`, limit, 60_000);
    if (!allowed) {
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
      });
    }
    return next();
  });
}
