import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Every setting the server reads, parsed once. Nothing else reads process.env.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
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
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).default(60 * 60 * 24 * 7),
  CREDENTIALS_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'CREDENTIALS_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Nimbus TV <no-reply@nimbus.example>'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  // Exact origins (scheme://host[:port]) whose pages may call /api and /trpc from the browser,
  // comma-separated. Unset: no cross-origin access at all (the SPA is same-origin).
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
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
  RATE_LIMIT_RESET_CODE_ONLY_MAX: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000, 'RATE_LIMIT_RESET_CODE_ONLY_MAX must be at most 10000')
    .default(100),
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
  SEED: z
    .enum(['true', 'false'])
    .default('true')
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
  SEED_ADMIN_EMAIL: z.string().email().default('admin@nimbus.example'),
  SEED_ADMIN_PASSWORD: z.string().min(6).default('admin123'),
  SEED_AGENT_EMAIL: z.string().email().default('agent@nimbus.example'),
  SEED_AGENT_PASSWORD: z.string().min(6).default('agent123'),
  SEED_USER_EMAIL: z.string().email().default('user@nimbus.example'),
  SEED_USER_PASSWORD: z.string().min(6).default('user1234'),
  CLIENT_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (FOO= in a compose file) means "not set".
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
