import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRPC_MAX_BATCH_SIZE } from '@nimbus/shared/constants';
import { fillMessage } from '@nimbus/shared/message-text';
import { limitMessages } from '@nimbus/shared/service';
import type { Env } from '../env.ts';
import { clientKey } from './client-key.ts';
import type { RateLimiter } from './rate-limiter.ts';

const API = /^\/(api|trpc)(\/|$)/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * How many calls a request makes to the API, decided on the route Fastify matched, never on the
 * raw URL: `/%61pi/plans` is routed to `/api/plans` and counted as such. A tRPC batch counts one
 * per procedure, split as tRPC itself splits the path (it decodes the path parameter once more).
 * Other paths count when they decode to the API (a 404 or the SPA's fallback is a flood too).
 */
export function apiCalls(req: FastifyRequest): number {
  const route = req.routeOptions.url ?? '';
  // Unrouted, or caught by the static files' wildcard: the decoded path decides.
  if (!API.test(route)) return API.test(decoded(req.url.split('?')[0] ?? '')) ? 1 : 0;
  if (route.startsWith('/trpc/')) {
    const { path } = req.params as { path?: string };
    const calls = decoded(path ?? '').split(',').length;
    // tRPC refuses a larger batch (400) without running any of it.
    return calls > TRPC_MAX_BATCH_SIZE ? 1 : calls;
  }
  return 1;
}

/** A flood guard for every API call from one client; login, register and reset have tighter limits of their own. */
export function apiRateLimit(app: FastifyInstance, limiter: RateLimiter, env: Pick<Env, 'RATE_LIMIT_GLOBAL_MAX'>) {
  app.addHook('onRequest', async (req, reply) => {
    const calls = apiCalls(req);
    if (calls === 0) return;
    const { allowed, retryAfterSeconds } = await limiter.hit(`api:${clientKey(req.ip)}`, env.RATE_LIMIT_GLOBAL_MAX, 60_000, calls);
    if (allowed) return;
    return reply
      .status(429)
      .header('retry-after', String(retryAfterSeconds))
      .send({ status: 429, error: 'Too Many Requests', message: retryMessage(retryAfterSeconds) });
  });
}

/** "Too many requests. Try again in 45 seconds." (in seconds always, "1 seconds" too: the answer legacy clients know). */
function retryMessage(retryAfterSeconds: number): string {
  return fillMessage(limitMessages.tryAgain, { reason: limitMessages.tooManyRequests, wait: fillMessage(limitMessages.seconds, { count: retryAfterSeconds }) });
}
