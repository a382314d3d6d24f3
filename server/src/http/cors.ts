import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appendVary } from './answer-headers.ts';
import { apiPathOf } from './api-paths.ts';

/**
 * Cross-origin access to /api and /trpc for the configured origins only (`CORS_ORIGINS`).
 * Not registered at all when none are: the SPA is same-origin and needs no CORS header.
 */
export const corsPlugin = fp(async function apiCors(app: FastifyInstance, opts: { origins: string[] }) {
  if (opts.origins.length === 0) return;
  const allowed = new Set(opts.origins);
  await app.register(cors, {
    delegator: (req, callback) => {
      const origin = req.headers.origin;
      if (apiPathOf(req) === null || origin === undefined || !allowed.has(origin)) return callback(null, { origin: false });
      callback(null, {
        origin,
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-csrf-token', 'x-request-id'],
        maxAge: 600,
      });
    },
  });
  // tRPC sets its own Vary and drops the plugin's: a cache must still key API answers on Origin.
  app.addHook('onSend', async (req, reply, payload) => {
    if (apiPathOf(req) === null) return payload;
    appendVary(reply, payload, 'Origin');
    return payload;
  });
});
