import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { pingDatabase } from '../db/client.ts';
import { authRoutes } from './auth.ts';
import { paymentsPaths, subscriptionsPaths } from './commerce-openapi.ts';
import { devOutboxRoutes } from './dev-outbox.ts';
import { restErrorHandler } from './errors.ts';
import { notificationRoutes, notificationsPaths } from './notifications.ts';
import { foundationPaths, openApiDocument, registerOpenApi } from './openapi.ts';
import { passwordResetPaths, passwordResetRoutes } from './password-reset.ts';
import { paymentFileRoutes } from './payment-files.ts';
import { paymentRoutes } from './payments.ts';
import { planRoutes, plansPaths } from './plans.ts';
import { statsPaths, statsRoutes } from './stats.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { ticketRoutes, ticketsPaths } from './tickets.ts';
import { userRoutes, usersPaths } from './users.ts';

/** The legacy REST adapter under /api: specification section 7, with the old field names. */
export async function restPlugin(app: FastifyInstance, opts: { deps: Deps }) {
  const { deps } = opts;
  app.setErrorHandler(restErrorHandler);
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ status: 404, error: 'Not Found', message: `No route ${req.method} ${req.url}` }),
  );

  app.get('/health', async (_req, reply) => {
    try {
      await pingDatabase(deps.db);
      return { status: 'ok', database: 'up' };
    } catch (error) {
      _req.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'error', database: 'down' });
    }
  });

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
  // Its own scope: the multipart parser reaches only the upload route.
  await app.register(paymentFileRoutes, { deps });

  await registerOpenApi(app, openApiDocument(foundationPaths, plansPaths, passwordResetPaths, usersPaths, ticketsPaths, paymentsPaths, subscriptionsPaths, notificationsPaths, statsPaths));
}
