import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../lib/deps.ts';
import { pingDatabase } from '../db/client.ts';
import { exportRoutes } from './exports.ts';
import { readiness } from '../lib/health.ts';
import { authRoutes } from './auth.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { restErrorHandler } from './errors.ts';
import { notificationRoutes } from './notifications.ts';
import { registerOpenApi } from './openapi.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { paymentFileRoutes } from './payment-files.ts';
import { ticketFileRoutes } from './ticket-files.ts';
import { paymentRoutes } from './payments.ts';
import { planRoutes } from './plans.ts';
import { operation, typed } from './route.ts';
import { statsRoutes } from './stats.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { ticketRoutes } from './tickets.ts';
import { userRoutes } from './users.ts';

const health = z.object({ status: z.literal('ok'), database: z.literal('up') }).meta({ description: 'Up' });
const down = z.object({ status: z.literal('error'), database: z.literal('down') }).meta({ description: 'Database down' });
// An instance past a load limit answers the health check from http/limits.ts, naming the limit.
const overloaded = z
  .object({ status: z.literal(503), error: z.string(), message: z.string(), overloaded: z.string() })
  .meta({ description: 'Overloaded: the limit passed (eventLoopDelay, heapUsedBytes, rssBytes)' });

/** The legacy REST adapter under /api: specification section 7, with the old field names. */
export async function restPlugin(app: FastifyInstance, opts: { deps: Deps }) {
  const { deps } = opts;
  app.setErrorHandler(restErrorHandler);
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ status: 404, error: 'Not Found', message: `No route ${req.method} ${req.url}` }));
  // First: the document lists the routes registered after it.
  await registerOpenApi(app);

  const summary = 'Liveness and database check';
  typed(app).get(
    '/health',
    operation(deps, 'public', { summary, tags: ['system'], response: { 200: health, 503: z.union([down, overloaded]) } }),
    async (req, reply) => {
      try {
        await pingDatabase(deps.db);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        req.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'error', database: 'down' });
      }
    },
  );

  // Probes for a load balancer or an orchestrator (ADR 040): live says the process answers (even
  // overloaded: a restart would not help), ready says whether to send it traffic, and why not.
  const alive = z.object({ status: z.literal('ok') }).meta({ description: 'The process answers' });
  typed(app).get(
    '/health/live',
    {
      ...operation(deps, 'public', { summary: 'Liveness: the process answers', tags: ['system'], response: { 200: alive } }),
      config: { pressureHandler: () => undefined },
    },
    async () => ({ status: 'ok' as const }),
  );
  const checks = z.object({
    database: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down', 'not configured']),
    jobs: z.enum(['off', 'starting', 'running', 'failed', 'stopped']),
    shuttingDown: z.boolean(),
  });
  const ready = z.object({ status: z.literal('ready'), checks }).meta({ description: 'Ready for traffic' });
  const notReady = z.object({ status: z.literal('not ready'), reason: z.string(), checks }).meta({ description: 'Not ready: the reason and every check' });
  typed(app).get(
    '/health/ready',
    operation(deps, 'public', {
      summary: 'Readiness: database, Redis, job runner',
      tags: ['system'],
      response: { 200: ready, 503: z.union([notReady, overloaded]) },
    }),
    async (_req, reply) => {
      const state = await readiness(deps.db, deps.health);
      if (state.ready) return { status: 'ready' as const, checks: state.checks };
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'not ready' as const, reason: state.reason ?? 'Not ready.', checks: state.checks });
    },
  );

  exportRoutes(app, deps);
  authRoutes(app, deps);
  planRoutes(app, deps);
  passwordResetRoutes(app, deps);
  userRoutes(app, deps);
  ticketRoutes(app, deps);
  paymentRoutes(app, deps);
  subscriptionRoutes(app, deps);
  notificationRoutes(app, deps);
  statsRoutes(app, deps);
  if (deps.env.E2E_OUTBOX) devOutboxRoutes(app, deps);
  // Their own scopes: the multipart parser reaches only the upload routes, each with its limits.
  await app.register(paymentFileRoutes, { deps });
  await app.register(ticketFileRoutes, { deps });
}
