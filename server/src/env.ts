import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN } from '@nimbus/shared/constants';
import { isCommonPassword } from './auth/password-policy.ts';
import { secretProblem } from './auth/secrets.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Every setting the server reads, parsed once. Nothing else reads process.env.
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().url().optional(),
    // Connections this instance holds (ADR 016). Postgres allows 100 by default: 10 leaves room
    // for several instances, the jobs and an operator's psql.
    DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
    // No statement runs longer: a runaway query answers 503 and frees its connection.
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    // How many staff lists, searches and dashboard reads run at once (each holds at most two
    // connections); the rest wait their turn, so customers, checkout and the jobs always find a
    // connection and a core. Unset: one per 8 connections of the pool.
    DB_STAFF_QUERIES: z.coerce.number().int().min(1).optional(),
    // How long a staff list's answer is kept for the same call (ADR 028); 0 runs every call (the
    // benches that time the database, the load test).
    STAFF_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    // Relative paths are taken from the repository root, whichever directory npm runs in.
    DATA_DIR: z
      .string()
      .default('data')
      .transform((dir) => resolve(REPO_ROOT, dir)),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    // Access tokens are short (ADR 010): REST bearer tokens and the browser's access cookie.
    TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600, 'TOKEN_TTL_SECONDS must be at most 3600 (one hour)').default(3600),
    ACCESS_TTL_SECONDS: z.coerce.number().int().min(60).max(3600, 'ACCESS_TTL_SECONDS must be at most 3600 (one hour)').default(900),
    // A browser session ends after this long without use (each refresh moves it on).
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .default(60 * 60 * 24 * 7),
    CREDENTIALS_KEY: z
      .string()
      .regex(/^[0-9a-f]{64}$/i, 'CREDENTIALS_KEY must be 64 hex characters (32 bytes)')
      .optional(),
    // The IPTV panel (ADR 030). Each one set wins over the admin's setting of the same name; the
    // API URL alone turns the panel on. The key is a secret: never logged, never sent to a browser.
    PANEL_API_URL: z.url({ protocol: /^https?$/, message: 'PANEL_API_URL must be the http(s) URL of the panel API, with its access-code path' }).optional(),
    PANEL_API_KEY: z.string().min(1).max(200).optional(),
    PANEL_STREAM_URL: z.url({ protocol: /^https?$/, message: 'PANEL_STREAM_URL must be an http(s) URL' }).optional(),
    // How long one call to the panel may take, answer included.
    PANEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    // The Telegram Bot API (ADR 045): tests and the browser stories point it at the fake in
    // server/src/telegram-fake. TELEGRAM_POLL_SECONDS: how long one getUpdates call waits (long
    // polling); kept under the job runner's 8-s graceful stop, so a restart never leaves the
    // singleton job active until it expires.
    TELEGRAM_API_BASE: z.url({ protocol: /^https?$/, message: 'TELEGRAM_API_BASE must be an http(s) URL' }).default('https://api.telegram.org'),
    TELEGRAM_POLL_SECONDS: z.coerce.number().int().min(0).max(50).default(5),
    REDIS_URL: z.string().url().optional(),
    // Prometheus metrics (ADR 040): GET /metrics with this bearer token, or (and) without a token on
    // METRICS_PORT, a listener of its own on METRICS_HOST (loopback unless set) that a proxy never
    // exposes. Neither set: no /metrics at all.
    METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    // Receipt files in an S3-compatible bucket instead of the database (ADR 043): the bucket, and
    // the endpoint for MinIO, SeaweedFS or a test server (path-style addressing). Credentials
    // from these two or the SDK's usual chain (an instance role).
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Nimbus TV <no-reply@nimbus.example>'),
    // Unset: this machine on PORT, so the setup link printed at start opens the running server.
    PUBLIC_URL: z.string().url().optional(),
    // Exact origins (scheme://host[:port]) whose pages may call /api and /trpc from the browser,
    // comma-separated. Unset: no cross-origin access at all (the SPA is same-origin).
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine(
        (origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
        'CORS_ORIGINS must be exact origins such as https://admin.example.com, comma-separated (no path, no trailing slash)',
      ),
    // Rate limits (docs/decisions/009-reset-codes-and-limits.md). The reset ones have ceilings:
    // above them the promise "one in a million for 1,000 addresses in a day" no longer holds.
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_GLOBAL_MAX: z.coerce.number().int().min(1).default(1000),
    RATE_LIMIT_REGISTER_MAX: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_FORGOT_MAX: z.coerce.number().int().min(1).max(100, 'RATE_LIMIT_FORGOT_MAX must be at most 100').default(3),
    RATE_LIMIT_RESET_CODE_ONLY_MAX: z.coerce.number().int().min(0).max(10_000, 'RATE_LIMIT_RESET_CODE_ONLY_MAX must be at most 10000').default(100),
    RATE_LIMIT_LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_LOGIN_LOCK_FAILURES: z.coerce.number().int().min(2).default(20),
    // Whose X-Forwarded-For to believe: 'false' (clients connect directly), 'true' (any peer) or
    // the proxies' addresses/CIDRs, comma-separated. Believing a header no proxy set lets any
    // client pick the address the rate limits count. Fastify ignores hop counts, so none here.
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((value) => !/^\d+$/.test(value), 'TRUST_PROXY must be true, false or proxy addresses, not a hop count')
      .transform((value): boolean | string => (value === 'true' ? true : value === 'false' ? false : value)),
    // Demo plans and payment details, plus the SEED_* accounts, into an empty database: for test
    // rigs and `npm run demo`. A real shop starts empty and is set up through the setup link.
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    // The background jobs (e-mail outbox, expiry, reminders); off for a read-only or debug instance.
    JOBS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    // Browser stories only: exposes GET /api/dev/outbox (the e-mails written to an address), so a
    // story can read a reset code as a customer reads their mail. Never set it on a real server.
    E2E_OUTBOX: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    // Webhook endpoints on loopback or private addresses (ADR 041): refused unless this or the
    // admin's setting allows them. For test rigs with a receiver on this machine.
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    SEED_ADMIN_EMAIL: z.email().optional(),
    SEED_ADMIN_PASSWORD: seedPassword(),
    SEED_AGENT_EMAIL: z.email().optional(),
    SEED_AGENT_PASSWORD: seedPassword(),
    SEED_USER_EMAIL: z.email().optional(),
    SEED_USER_PASSWORD: seedPassword(),
    CLIENT_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DB_STAFF_QUERIES !== undefined && env.DB_STAFF_QUERIES * 2 >= env.DB_POOL_SIZE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DB_STAFF_QUERIES'],
        message: 'DB_STAFF_QUERIES must be less than half of DB_POOL_SIZE (each holds up to two connections), or customers could find none free',
      });
    }
    for (const name of ['JWT_SECRET', 'CREDENTIALS_KEY', 'METRICS_TOKEN'] as const) {
      const value = env[name];
      // A short value already has its message from the field's own rule.
      const problem = value === undefined || value.length < 32 ? null : secretProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', path: [name], message: `${name} ${problem}; generate one with: openssl rand -hex 32` });
      if (name === 'METRICS_TOKEN') continue; // optional everywhere: no token, no public /metrics
      // Several instances share one database: each must sign and encrypt with the same keys.
      if (value === undefined && env.DATABASE_URL && env.NODE_ENV === 'production') {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} must be set with DATABASE_URL in production (openssl rand -hex 32)` });
      }
    }
    for (const role of ['ADMIN', 'AGENT', 'USER'] as const) {
      if ((env[`SEED_${role}_EMAIL`] === undefined) !== (env[`SEED_${role}_PASSWORD`] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [`SEED_${role}_PASSWORD`], message: `SEED_${role}_EMAIL and SEED_${role}_PASSWORD go together` });
      }
    }
  })
  // PUBLIC_URL_EXPLICIT: the first-run checklist asks the owner to set the address e-mail links use.
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, PUBLIC_URL_EXPLICIT: env.PUBLIC_URL !== undefined }));

function seedPassword() {
  return z
    .string()
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .refine((password) => !isCommonPassword(password), 'is a common password')
    .optional();
}

export type Env = z.infer<typeof envSchema>;

/** A setting the server cannot start with: index.ts prints its message alone, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (FOO= in a compose file) means "not set".
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    // One problem, one line: the operator reads it at the top of a failed start.
    throw new ConfigError(problems.length === 1 ? `Invalid configuration: ${problems[0]}` : `Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
