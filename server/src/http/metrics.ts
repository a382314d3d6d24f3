import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram } from 'prom-client';
import { LATENCY_BUCKETS, type Metrics } from '../lib/metrics.ts';

type RequestMetricsOptions = {
  metrics: Metrics;
  /** The tRPC router's procedure names: a call's path is a label only when it names one. */
  procedures: ReadonlySet<string>;
  trpcPrefix: string;
};

/** Counts and times every request by route (a tRPC call by procedure) and status class. */
export const requestMetricsPlugin = fp(
  async (app: FastifyInstance, { metrics, procedures, trpcPrefix }: RequestMetricsOptions) => {
    const requests = new Counter({
      name: 'nimbus_http_requests_total',
      help: 'Requests answered, by method, route and status class.',
      labelNames: ['method', 'route', 'status'],
      registers: [metrics.registry],
    });
    const errors = new Counter({
      name: 'nimbus_http_errors_total',
      help: 'Requests answered with a 5xx status, by route.',
      labelNames: ['method', 'route'],
      registers: [metrics.registry],
    });
    const latency = new Histogram({
      name: 'nimbus_http_request_duration_seconds',
      help: 'Time to answer, by method and route.',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers: [metrics.registry],
    });
    const trpcRoute = `${trpcPrefix}/:path`;

    const routeOf = (req: FastifyRequest): string => {
      const pattern = req.routeOptions.url;
      if (!pattern) return 'no route';
      if (pattern !== trpcRoute) return pattern;
      const path = (req.params as { path?: string }).path ?? '';
      if (path.includes(',')) return `${trpcPrefix}/(batch)`;
      return procedures.has(path) ? `${trpcPrefix}/${path}` : `${trpcPrefix}/(unknown)`;
    };

    // The series of a method, route and status class, looked up once: prom-client hashes the
    // labels on every call otherwise, a cost the hot paths feel (ADR 020's budget).
    type Series = { count: { inc(): void }; time: { observe(seconds: number): void }; error: { inc(): void } | null };
    const series = new Map<string, Series>();
    const seriesOf = (method: string, route: string, statusClass: number): Series => {
      const key = `${method} ${statusClass} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = {
          count: requests.labels(method, route, `${statusClass}xx`),
          time: latency.labels(method, route),
          error: statusClass === 5 ? errors.labels(method, route) : null,
        };
        series.set(key, found);
      }
      return found;
    };

    app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
      const found = seriesOf(req.method, routeOf(req), Math.floor(reply.statusCode / 100));
      found.count.inc();
      found.error?.inc();
      found.time.observe(reply.elapsedTime / 1000);
    });
  },
  { name: 'nimbus-request-metrics' },
);

/** The same text for every reader; 'Bearer <token>' compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics on the app's port, for whoever holds METRICS_TOKEN. Without a token the route does
 * not exist (404): metrics name routes, load and queue depths, nothing to show the internet.
 */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (req, reply) => {
    if (!tokenMatches(req.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ status: 401, error: 'Unauthorized', message: 'The metrics need the bearer token (METRICS_TOKEN).' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}

/** METRICS_PORT: /metrics alone, without a token, on an address of its own (loopback by default). */
export async function listenForMetrics(metrics: Metrics, host: string, port: number): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_req, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics()),
  );
  await server.listen({ host, port });
  return server;
}
