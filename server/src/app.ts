import { createHmac, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TRPC_MAX_BATCH_SIZE } from '@nimbus/shared/constants';
import { Redis } from 'ioredis';
import { telegramWebhookRoute } from './http/telegram-webhook.ts';
import { registerSessionCookies } from './auth/session-cookies.ts';
import { createTokenService } from './auth/tokens.ts';
import { AccessLog, batchedLogDestination } from './http/access-log.ts';
import { compressionPlugin } from './http/compression.ts';
import { corsPlugin } from './http/cors.ts';
import { fastifyLimits, pressurePlugin, serverLimits, type ServerLimits } from './http/limits.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { loadSecret } from './auth/secrets.ts';
import { createCipher } from './lib/cipher.ts';
import { databaseOptions, openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Deps } from './lib/deps.ts';
import { createBulkhead } from './lib/bulkhead.ts';
import { metricsRoute, requestMetricsPlugin } from './http/metrics.ts';
import { createMetrics } from './lib/metrics.ts';
import { receiptStore } from './lib/receipt-store.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '@nimbus/shared/service';
import { apiRateLimit } from './lib/api-rate-limit.ts';
import { serializeRequest } from './lib/request-log.ts';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter.ts';
import { requestGuard } from './request-guard.ts';
import { restErrorHandler } from './rest/errors.ts';
import { restPlugin } from './rest/index.ts';
import { spaPlugin } from './spa.ts';
import { accountPagePlugin } from './http/account-page.ts';
import { createCatalogue } from './cache/catalogue.ts';
import { createChangeFeed } from './cache/change-feed.ts';
import { createIdentityCache } from './cache/identities.ts';
import { createCustomerViews } from './cache/customer-views.ts';
import { createStaffLists } from './cache/staff-lists.ts';
import { isCatalogueProcedure } from './http/api-paths.ts';
import { wholeJsonAnswer } from './http/fetch-answer.ts';
import { trpcRoutes, type TrpcOptions } from './http/trpc-queries.ts';
import { APP_CATALOGUE_CACHE_CONTROL } from './http/cached-json.ts';
import { createContext } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/router.ts';

export type BuildAppOptions = {
  env: Env;
  /** An already-open database (tests); otherwise opened from env and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Replaces some of the HTTP limits (tests: a tiny threshold to force the overloaded state). */
  limits?: Partial<ServerLimits>;
  /** Tests: 'official' sends every tRPC call through tRPC's Fastify adapter, to compare the lean query path with it. */
  trpcQueries?: 'lean' | 'official';
};

export const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const limits: ServerLimits = { ...serverLimits(env.NODE_ENV), ...options.limits };
  const app = Fastify({
    logger: withRequestRedaction(options.logger ?? loggerOptions(env)),
    logController: new AccessLog(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    trustProxy: env.TRUST_PROXY,
    ...fastifyLimits(limits),
    // The router's own refusals (a path that is not valid percent-encoding, a parameter past
    // maxParamLength) in the one error body too, not Fastify's default shape.
    frameworkErrors: (error, req, reply) => {
      restErrorHandler(error, req, reply);
    },
  });

  const database = options.database ?? (await openDatabase(databaseOptions(env)));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }

  const jwtSecret = await loadSecret({ fromEnv: env.JWT_SECRET, dataDir: env.DATA_DIR, file: 'jwt-secret', bytes: 32 });
  const credentialsKey = await loadSecret({ fromEnv: env.CREDENTIALS_KEY, dataDir: env.DATA_DIR, file: 'credentials-key', bytes: 32 });
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  const limiter = redis ? redisRateLimiter(redis) : memoryRateLimiter();
  app.addHook('onClose', () => limiter.close());

  // The caches hear of every committed change to what they hold, from any instance (ADR 020).
  const changes = createChangeFeed();
  await changes.listenTo(database, app.log);
  app.addHook('onClose', () => changes.close());

  const staffQueries = createBulkhead(env.DB_STAFF_QUERIES ?? Math.max(1, Math.floor(env.DB_POOL_SIZE / 8)), env.DB_STATEMENT_TIMEOUT_MS);
  const deps: Deps = {
    // A staff list holds up to two connections (its page and its count); one call per eight
    // connections leaves most of the pool, and of the cores, to everyone else (ADR 016).
    staffQueries,
    db: database.db,
    env,
    tokens: createTokenService(jwtSecret, env.TOKEN_TTL_SECONDS, () => (options.now ?? (() => new Date()))().getTime()),
    limiter,
    cipher: createCipher(credentialsKey),
    // Derived, not stored: a stolen database alone cannot test the million reset codes offline.
    resetPepper: createHmac('sha256', jwtSecret).update('nimbus/password-reset-code').digest(),
    sessionKey: createHmac('sha256', jwtSecret).update('nimbus/refresh-chain').digest(),
    log: app.log,
    changes,
    catalogue: createCatalogue(database.db, changes),
    identities: createIdentityCache(changes),
    customerViews: createCustomerViews(changes, { now: () => deps.now().getTime() }),
    staffLists: createStaffLists(changes, { maxAgeMs: env.STAFF_LIST_CACHE_MS, now: () => deps.now().getTime() }),
    receipts: receiptStore(env),
    metrics: createMetrics({ db: database.db, env, staffQueries }, database.kind),
    health: { shuttingDown: false, jobs: env.JOBS ? 'starting' : 'off', redis: redis ? () => redis.ping() : null },
    now: options.now ?? (() => new Date()),
  };

  app.decorate('deps', deps);
  app.decorateRequest('userId', null);
  // First of the hooks: every answer is counted, refusals of the limits below included.
  await app.register(requestMetricsPlugin, { metrics: deps.metrics, procedures: new Set(Object.keys(appRouter._def.procedures)), trpcPrefix: '/trpc' });
  // Before every other hook: an overloaded instance refuses a request before spending on it.
  if (limits.pressure) await app.register(pressurePlugin, { limits: limits.pressure });
  // First, so it sees every route registered after it.
  await app.register(requestGuard, { trpcPrefix: '/trpc', router: appRouter, corsPreflight: env.CORS_ORIGINS.length > 0 });
  await app.register(cookie);
  await app.register(securityHeadersPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(corsPlugin, { origins: env.CORS_ORIGINS });
  apiRateLimit(app, limiter, env);
  registerSessionCookies(app, deps);
  // Before the routes: it hooks every route registered after it (the built client is precompressed).
  await app.register(compressionPlugin);

  app.addHook('onSend', wholeJsonAnswer);
  // tRPC and REST are sibling plugins: tRPC's body handling never reaches the legacy routes.
  // GET queries are answered without the fetch conversion, byte for byte as the official adapter
  // would (ADR 029); everything else goes through it.
  await app.register(trpcRoutes<AppRouter>, {
    prefix: '/trpc',
    leanQueries: options.trpcQueries !== 'official',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res),
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      // A busy answer says when to try again; the catalogue may be held by a CDN that asks again
      // each time (the security headers hook turns it into no-store when the call carried credentials).
      responseMeta: ({ errors, paths, type }) => {
        if (errors.some((error) => error.code === 'SERVICE_UNAVAILABLE')) return { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } };
        if (errors.length === 0 && type === 'query' && paths?.every(isCatalogueProcedure)) return { headers: { 'cache-control': APP_CATALOGUE_CACHE_CONTROL } };
        return {};
      },
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies TrpcOptions<AppRouter>,
  });
  await app.register(restPlugin, { prefix: '/api', deps });
  telegramWebhookRoute(app, deps);
  metricsRoute(app, deps.metrics, env.METRICS_TOKEN);

  const clientDist = env.CLIENT_DIST ?? DEFAULT_CLIENT_DIST;
  if (existsSync(clientDist)) {
    await app.register(spaPlugin, { root: clientDist });
    await app.register(accountPagePlugin, { deps, clientDist, renderer: join(clientDist, '..', 'dist-render', 'prerender.js') });
  }

  return app;
}

/** Whoever configures the logger, request lines carry a redacted URL (no reset code, no e-mail). */
function withRequestRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, req: serializeRequest } };
}

/** The log of a running shop: JSON lines on stdout (`destination`: another file descriptor or path), pretty in development. */
export function loggerOptions(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>, destination: number | string = 1): FastifyServerOptions['logger'] {
  if (env.NODE_ENV === 'test') return false;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(env.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : { stream: batchedLogDestination(destination) }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' dependencies, for the start-up seed and for tests. */
    deps: Deps;
  }
}
