import { constrainedMemory } from 'node:process';
import { totalmem } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BUSY_RETRY_AFTER_SECONDS, serviceMessages } from '@nimbus/shared/service';
import type { RestErrorBody } from '../rest/errors.ts';

/**
 * Every limit the HTTP server sets on purpose, with its reason (ADR 018). The database's own
 * limits (statement timeout, pool, staff bulkhead) are in ADR 016; the rate limits in ADR 009.
 */
export type ServerLimits = {
  bodyLimit: number;
  connectionTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  /** Load shedding; false: off (the test suites, which block the loop on purpose with PGlite seeds). */
  pressure: PressureLimits | false;
};

export type PressureLimits = {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  sampleIntervalMs: number;
};

const MiB = 1024 * 1024;

export function serverLimits(nodeEnv: 'development' | 'production' | 'test'): ServerLimits {
  return {
    // The largest JSON a client sends is a tRPC batch of ticket messages, well under 100 KB;
    // receipts go through multipart, which has its own 1 MiB file limit (RECEIPT_MAX_BYTES).
    bodyLimit: 1 * MiB,
    // Socket inactivity while a request is open. No handler stays silent longer than a
    // statement timeout (5 s) plus a wait for the staff lane (5 s, ADR 016): 20 s is twice that.
    // A connection that opens and sends nothing is gone after 20 s instead of Node's never.
    connectionTimeout: 20_000,
    // The whole request, headers and body, must arrive within 30 s (Node's default is 300 s):
    // the slow-loris bound. A 1 MiB receipt still arrives at 300 kbit/s.
    requestTimeout: 30_000,
    // Idle keep-alive sockets live longer than a load balancer's usual 60 s idle timeout, so
    // the proxy, never us, closes an idle connection (else it may reuse one we just closed: 502).
    keepAliveTimeout: 72_000,
    pressure: nodeEnv === 'test' ? false : defaultPressure(),
  };
}

function defaultPressure(): PressureLimits {
  // The memory this process may use: the container's limit (cgroup) when there is one.
  const constrained = constrainedMemory();
  const memory = constrained > 0 && constrained < totalmem() ? constrained : totalmem();
  return {
    // The mean delay over a sample: at 200 ms every request waits that long for its turn, ten
    // times the p99 budget (20 ms, issue 12). Refusing new work lets the admitted finish fast.
    // A single long block (a PGlite query) moves the mean little; only a saturated loop does.
    maxEventLoopDelayMs: 200,
    // Past 90 % of V8's heap limit, garbage collection takes most of the time and the next
    // step is a crash that drops every request in flight; refusing some lets the rest finish.
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    // Before the container's OOM killer does the same to the whole process (PGlite's memory
    // counts in RSS, not in the heap).
    maxRssBytes: Math.floor(memory * 0.9),
    // under-pressure's default: one look a second costs nothing and reacts within a second.
    sampleIntervalMs: 1000,
  };
}

/** The options Fastify takes at construction. */
export function fastifyLimits(limits: ServerLimits) {
  const { bodyLimit, connectionTimeout, requestTimeout, keepAliveTimeout } = limits;
  return { bodyLimit, connectionTimeout, requestTimeout, keepAliveTimeout };
}

/**
 * Load shedding for every route (/trpc, /api, the SPA): an overloaded instance answers 503 with
 * Retry-After and the shop's "busy" message, at once and without logging each refusal (that
 * would add to the load). /api/health answers the same status and says which limit is passed,
 * so a load balancer takes the instance out of rotation while it recovers.
 */
export const pressurePlugin = fp(async function pressurePlugin(app: FastifyInstance, opts: { limits: PressureLimits }) {
  const { limits } = opts;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: limits.sampleIntervalMs,
    // Answered here; returning nothing lets Fastify see the reply is sent and stop.
    pressureHandler: (req: FastifyRequest, reply: FastifyReply, type: string) => {
      overloaded(req, reply, type);
    },
  });
});

export type OverloadedBody = RestErrorBody & { overloaded: string };

function overloaded(req: FastifyRequest, reply: FastifyReply, type: string): void {
  const body: RestErrorBody = { status: 503, error: 'Service Unavailable', message: serviceMessages.busy };
  // The matched route (onRequest runs after routing): any spelling of the URL that reaches it.
  const health = req.routeOptions.url === '/api/health' || req.routeOptions.url === '/api/health/ready';
  void reply
    .status(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .send(health ? ({ ...body, overloaded: type } satisfies OverloadedBody) : body);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler: one that returns nothing lets the request through. */
    pressureHandler?: (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => unknown;
  }
}
