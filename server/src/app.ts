import { createHmac, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { createTokenService } from './auth/tokens.ts';
import { loadSecret } from './auth/secrets.ts';
import { createCipher } from './lib/cipher.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Deps } from './lib/deps.ts';
import { requestSerializers } from './lib/log-redact.ts';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter.ts';
import { restPlugin } from './rest/index.ts';
import { spaPlugin } from './spa.ts';
import { createContext } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/router.ts';

export type BuildAppOptions = {
  env: Env;
  /** An already-open database (tests); otherwise opened from env and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
};

export const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  const database =
    options.database ??
    (await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: `${env.DATA_DIR}/pglite` }));
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }

  const jwtSecret = await loadSecret({ fromEnv: env.JWT_SECRET, dataDir: env.DATA_DIR, file: 'jwt-secret', bytes: 32 });
  const credentialsKey = await loadSecret({ fromEnv: env.CREDENTIALS_KEY, dataDir: env.DATA_DIR, file: 'credentials-key', bytes: 32 });
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  const limiter = redis ? redisRateLimiter(redis) : memoryRateLimiter();
  app.addHook('onClose', () => limiter.close());

  const deps: Deps = {
    db: database.db,
    env,
    tokens: createTokenService(jwtSecret, env.TOKEN_TTL_SECONDS, () => (options.now ?? (() => new Date()))().getTime()),
    limiter,
    cipher: createCipher(credentialsKey),
    // Derived, not stored: a stolen database alone cannot test the million reset codes offline.
    resetPepper: createHmac('sha256', jwtSecret).update('nimbus/password-reset-code').digest(),
    log: app.log,
    now: options.now ?? (() => new Date()),
  };

  app.decorate('deps', deps);
  await app.register(cookie);
  // A flood guard for every API call; login and reset have their own, tighter limits.
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_GLOBAL_MAX,
    timeWindow: '1 minute',
    ...(redis ? { redis } : {}),
    allowList: (req) => !req.url.startsWith('/api') && !req.url.startsWith('/trpc'),
  });

  // tRPC and REST are sibling plugins: tRPC's body handling never reaches the legacy routes.
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(deps, req),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await app.register(restPlugin, { prefix: '/api', deps });

  const clientDist = env.CLIENT_DIST ?? DEFAULT_CLIENT_DIST;
  if (existsSync(clientDist)) await app.register(spaPlugin, { root: clientDist });

  return app;
}

function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  if (env.NODE_ENV === 'test') return false;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: requestSerializers,
    ...(env.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' dependencies, for the start-up seed and for tests. */
    deps: Deps;
  }
}
