import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Catalogue } from '../cache/catalogue.ts';
import type { ChangeFeed } from '../cache/change-feed.ts';
import type { CustomerViews } from '../cache/customer-views.ts';
import type { IdentityCache } from '../cache/identities.ts';
import type { StaffLists } from '../cache/staff-lists.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Metrics } from './metrics.ts';
import type { Bulkhead } from './bulkhead.ts';
import type { Cipher } from './cipher.ts';
import type { Health } from './health.ts';
import type { ReceiptStore } from './receipt-store.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** What every procedure, route and job may use; built once by buildApp. */
export type Deps = {
  db: Db;
  env: Env;
  tokens: TokenService;
  limiter: RateLimiter;
  /** Encrypts streaming credentials at rest. */
  cipher: Cipher;
  /** HMAC key for password-reset code hashes. */
  resetPepper: Buffer;
  /** HMAC key that chains refresh tokens (services/sessions.ts). */
  sessionKey: Buffer;
  log: FastifyBaseLogger;
  /** Caps the staff lists and searches running at once, so customers always find a connection. */
  staffQueries: Bulkhead;
  /** Writes that change a cached answer say so here (ADR 020). */
  changes: ChangeFeed;
  /** Plans and settings in memory, emptied by every write to them. */
  catalogue: Catalogue;
  /** Who a token belongs to, for a few seconds. */
  identities: IdentityCache;
  /** A customer's own views (the dashboard), until their rows change (ADR 028). */
  customerViews: CustomerViews;
  /** The staff lists' answers, for a few seconds or until a table they read changes (ADR 028). */
  staffLists: StaffLists;
  /** The bucket receipt files go to when S3_* is set (ADR 043); null: the payments table. */
  receipts: ReceiptStore | null;
  /** Prometheus metrics of this instance (ADR 040). */
  metrics: Metrics;
  /** What the readiness probe reads: shutting down, the job runner, Redis. */
  health: Health;
  /** The clock: tests move it instead of waiting. */
  now: () => Date;
};
