import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Role, UserStatus } from '@nimbus/shared/enums';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { ServerLimits } from '../src/http/limits.ts';
import { hashPassword } from '../src/auth/password.ts';
import { createTokenService } from '../src/auth/tokens.ts';
import { plans, users } from '../src/db/schema/index.ts';
import { parseEnv, type Env } from '../src/env.ts';
import type { Deps } from '../src/lib/deps.ts';
import { createContext } from '../src/trpc/context.ts';
import { createCaller } from '../src/trpc/router.ts';
import { checkAnswers } from './contract.ts';
import { workerDatabase } from './database.ts';

export { expectConsoleError } from './console-guard.ts';
export { workerDatabase, rowsOf } from './database.ts';

// Made per run, so no usable secret is written in the repository. base64url, not 64 hex
// characters, so loadSecret uses it as UTF-8 text: tokenFor() signs with the same key.
export const TEST_JWT_SECRET = randomBytes(33).toString('base64url');
// Passes the password policy (10+ characters, not a common password).
export const TEST_PASSWORD = 'test-plum-harbour-7';
const NO_CLIENT_DIST = join(tmpdir(), 'nimbus-test-no-client-dist');

/** The env of a test app; every value is a string, as process.env would give it. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: join(tmpdir(), 'nimbus-test-unused'),
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests share one app per file and one client address; only the rate-limit tests (which
    // set the real values) want low limits.
    RATE_LIMIT_AUTH_MAX: '10000',
    RATE_LIMIT_REGISTER_MAX: '10000',
    RATE_LIMIT_FORGOT_MAX: '100',
    RATE_LIMIT_LOGIN_FREE_FAILURES: '1000',
    RATE_LIMIT_LOGIN_LOCK_FAILURES: '2000',
    CLIENT_DIST: NO_CLIENT_DIST,
    ...overrides,
  });
}

export type TestAppOptions = {
  env?: Record<string, string>;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  limits?: Partial<ServerLimits>;
  trpcQueries?: 'lean' | 'official';
};

export type TestApp = {
  readonly app: FastifyInstance;
  readonly deps: Deps;
  /** A tRPC caller as `who`: a user (a fresh token is signed), a raw token, or nobody. */
  caller(who?: TokenSubject | string | null, options?: { ip?: string }): Promise<ReturnType<typeof createCaller>>;
};

// The apps of the running test files, so a helper that writes a user's row directly can tell
// their caches at once, as a service on the same instance does (ADR 020); the database's NOTIFY
// would reach them too, but on Postgres a moment after the write returns.
const liveApps = new Set<FastifyInstance>();

function userChanged(userId: number): void {
  for (const app of liveApps) app.deps.changes.changed({ kind: 'user', userId });
}

/** Builds the app on the worker's database before the file's tests; closes it after them. */
export function testApp(options: TestAppOptions = {}): TestApp {
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nimbus-test-'));
    const env = testEnv({ DATA_DIR: dataDir, ...options.env });
    const database = await workerDatabase();
    app = await buildApp({
      env,
      database,
      ...(options.now ? { now: options.now } : {}),
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.trpcQueries ? { trpcQueries: options.trpcQueries } : {}),
    });
    await app.ready();
    checkAnswers(app);
    liveApps.add(app);
  });
  afterAll(async () => {
    if (app) liveApps.delete(app);
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = () => {
    if (!app) throw new Error('testApp() is ready only inside tests and hooks after beforeAll');
    return app;
  };
  return {
    get app() {
      return ready();
    },
    get deps() {
      return ready().deps;
    },
    async caller(who = null, callerOptions = {}) {
      const deps = ready().deps;
      const token = who === null ? null : typeof who === 'string' ? who : await tokenFor(who);
      const req = {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        log: deps.log,
        ip: callerOptions.ip ?? '127.0.0.1',
        id: 'test-request',
      } as unknown as FastifyRequest;
      return createCaller(await createContext(deps, req));
    },
  };
}

export type TokenSubject = { id: number; role: Role; tokenVersion: number };

/** A token as the app would issue it (same secret); `issuedAt` moves it into the past. */
export function tokenFor(user: TokenSubject, options: { issuedAt?: Date; ttlSeconds?: number } = {}): Promise<string> {
  const issuedAt = options.issuedAt?.getTime();
  const service = createTokenService(Buffer.from(TEST_JWT_SECRET, 'utf8'), options.ttlSeconds ?? testEnv().TOKEN_TTL_SECONDS, () => issuedAt ?? Date.now());
  return service.issue(user);
}

let sequence = 0;
let defaultHash: Promise<string> | undefined;

export type TestUser = TokenSubject & { email: string; password: string; status: UserStatus; firstName: string; lastName: string };

export async function createUser(
  options: {
    role?: Role;
    status?: UserStatus;
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    deleted?: boolean;
  } = {},
): Promise<TestUser> {
  const { db } = await workerDatabase();
  sequence += 1;
  const password = options.password ?? TEST_PASSWORD;
  // argon2 is slow on purpose: hash the common password once per worker.
  const passwordHash = options.password ? await hashPassword(password) : await (defaultHash ??= hashPassword(TEST_PASSWORD));
  const role = options.role ?? 'USER';
  const [row] = await db
    .insert(users)
    .values({
      email: options.email ?? `${role.toLowerCase()}${sequence}@example.test`,
      passwordHash,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `${role[0]}${role.slice(1).toLowerCase()}`,
      role,
      status: options.status ?? 'Active',
      country: 'United States',
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      tokenVersion: users.tokenVersion,
      firstName: users.firstName,
      lastName: users.lastName,
    });
  return { ...row!, password };
}

export async function bumpTokenVersion(userId: number): Promise<void> {
  const { db } = await workerDatabase();
  const [row] = await db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId));
  await db
    .update(users)
    .set({ tokenVersion: row!.v + 1 })
    .where(eq(users.id, userId));
  userChanged(userId);
}

export async function setUserStatus(userId: number, status: UserStatus): Promise<void> {
  const { db } = await workerDatabase();
  await db.update(users).set({ status }).where(eq(users.id, userId));
  userChanged(userId);
}

export type PlanOverrides = Partial<typeof plans.$inferInsert>;

export async function createPlan(overrides: PlanOverrides = {}) {
  const { db } = await workerDatabase();
  sequence += 1;
  const [row] = await db
    .insert(plans)
    .values({
      name: `Plan ${sequence}`,
      features: 'Live channels, Movies on demand, 24/7 support',
      devices: 1,
      price: '9.99',
      channels: 1000,
      durationDays: 30,
      status: 'Active',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Decodes a JWT's payload without checking it: tests read what a client would read. */
export function jwtPayload(token: string | null): Record<string, unknown> {
  const part = token?.split('.')[1];
  if (!part) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
