import { initTRPC, TRPCError } from '@trpc/server';
import { authMessages } from '@nimbus/shared/auth';
import type { Role } from '@nimbus/shared/enums';
import type { Env } from '../env.ts';
import { clientKey } from '../lib/client-key.ts';
import { sessionMessages } from '@nimbus/shared/sessions';
import { inputProblem } from '../lib/input-guard.ts';
import { TWO_FACTOR_REASONS, twoFactorMessages } from '@nimbus/shared/two-factor';
import { mustEnrol } from '../services/two-factor.ts';
import { isDatabaseUnavailable, isStatementTimeout } from '../lib/pg-errors.ts';
import { limitMessages, serviceMessages, tryAgainMessage } from '@nimbus/shared/service';
import type { ListedTable } from '../cache/staff-lists.ts';
import type { Context } from './context.ts';
import { transformer } from './transformer.ts';
import { errorReason, publicErrorMessage, reasonedError } from './errors.ts';

const t = initTRPC.context<Context>().create({
  transformer,
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

// Every procedure starts here, so every input (over HTTP, batched, or from the REST adapter's
// caller) is checked for text the database cannot store before a handler or schema sees it.
// A statement that ran past the database's statement_timeout answers 503 "busy", never 500.
// A mutation answers only once this instance's caches have heard of everything it committed
// (ADR 028): its caller's next read, here, is never the old view or the old list.
const baseProcedure = t.procedure.use(async ({ ctx, type, getRawInput, next }) => {
  const problem = inputProblem(await getRawInput());
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  const result = await next();
  if (type === 'mutation') await ctx.changes.settled();
  if (!result.ok && isStatementTimeout(result.error)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: serviceMessages.busy, cause: result.error });
  }
  // A database that is down or restarting: 503 with Retry-After, never a 500 (ADR 040).
  if (!result.ok && isDatabaseUnavailable(result.error)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: serviceMessages.unavailable, cause: result.error });
  }
  return result;
});

/** Anyone: the caller is never looked up (the catalogue, login, register). */
export const publicProcedure = baseProcedure;

/** Anyone, answered differently to a signed-in caller (the legacy plan rows show staff every row). */
export const viewerProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const viewer = await ctx.viewer();
  return next({ ctx: { user: viewer?.user ?? null, sessionId: viewer?.sessionId ?? null } });
});

/**
 * Any signed-in, active user, before the two-factor requirement: only what an admin held at the
 * enrolment screen may still do (who am I, set up the second factor, sign out).
 */
export const sessionProcedure = baseProcedure.use(async ({ ctx, next }) => {
  if (ctx.csrfRefused) {
    throw new TRPCError({ code: 'FORBIDDEN', message: sessionMessages.csrfRefused });
  }
  const viewer = await ctx.viewer();
  if (!viewer) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: ctx.tokenSent ? authMessages.sessionInvalid : 'Please log in to continue',
    });
  }
  if (viewer.user.status === 'Suspend') {
    throw new TRPCError({ code: 'FORBIDDEN', message: authMessages.suspended });
  }
  return next({ ctx: { user: viewer.user, sessionId: viewer.sessionId, twoFactorEnabled: viewer.twoFactorEnabled } });
});

/** Any signed-in, active user; handlers get a non-null ctx.user. An ADMIN the owner requires to enrol must first. */
export const authedProcedure = sessionProcedure.use(async ({ ctx, next }) => {
  if (mustEnrol(await ctx.catalogue.settings(), ctx.user, ctx.twoFactorEnabled)) {
    throw reasonedError('FORBIDDEN', TWO_FACTOR_REASONS.setupRequired, twoFactorMessages.setupRequired);
  }
  return next();
});

function roleProcedure(roles: readonly Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: authMessages.noAccess });
    }
    return next();
  });
}

/** ADMIN or AGENT. */
export const staffProcedure = roleProcedure(['ADMIN', 'AGENT']);
export const adminProcedure = roleProcedure(['ADMIN']);

/**
 * A staff list, search or admin figure, after the role check and the input's schema (put it
 * after `.input()`): the same call by the same caller within a few seconds is answered from the
 * list cache, and identical calls at once share one run, until a table in `reads` changes
 * (ADR 028). A run holds one of at most DB_STAFF_QUERIES slots (ADR 016): however many run,
 * customers still find a free connection.
 */
export const staffList = (reads: readonly ListedTable[]) =>
  middleware(async ({ ctx, path, getRawInput, next }) => {
    const user = (ctx as { user?: { id: number; role: Role } }).user;
    if (!user) throw new Error(`${path}: staffList needs a signed-in procedure`);
    // The answer is kept, not tRPC's result around it (which carries the first caller's context).
    type Outcome = Awaited<ReturnType<typeof next>>;
    const kept = await ctx.staffLists
      .get({ path, input: await getRawInput(), userId: user.id, role: user.role }, reads, async () => {
        const outcome = await ctx.staffQueries.run(() => next());
        // Only answers are kept; the waiters of a refusal or a failure get the same, and the next call runs again.
        if (!outcome.ok) throw new FailedRun(outcome);
        return { marker: outcome.marker, data: outcome.data };
      })
      .catch((error: unknown) => {
        if (error instanceof FailedRun) return error.outcome;
        throw error;
      });
    return ('ok' in kept ? kept : { ...kept, ok: true, ctx }) as Outcome;
  });

/** A run that ended in an error: its waiters get the same error, and the store keeps nothing. */
class FailedRun extends Error {
  constructor(readonly outcome: { ok: false }) {
    super('the staff list call failed');
  }
}

/** USER only: what customers do for themselves (open a ticket); staff act through their own verbs. */
export const customerProcedure = roleProcedure(['USER']);

export type RateLimitOptions = {
  /** The limit, read from the env at call time; RATE_LIMIT_AUTH_MAX when not given. */
  max?: (env: Env) => number;
  windowMs?: number;
  /** Why the client waits, before "Try again in ...": a shared text (limitMessages), so screens can translate it. */
  message?: string;
};

/** Caps how often one client address may call a procedure (login, register, password reset). */
export function rateLimited(bucket: string, options: RateLimitOptions = {}) {
  return middleware(async ({ ctx, next }) => {
    const limit = options.max?.(ctx.env) ?? ctx.env.RATE_LIMIT_AUTH_MAX;
    const { allowed, retryAfterSeconds } = await ctx.limiter.hit(`${bucket}:${clientKey(ctx.ip)}`, limit, options.windowMs ?? 60_000);
    if (!allowed) {
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: tryAgainMessage(options.message ?? limitMessages.tooManyAttempts, retryAfterSeconds),
      });
    }
    return next();
  });
}
