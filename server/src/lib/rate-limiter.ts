import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Where a run of failures stands: how many so far, and how long the next try must wait. */
export type BackoffResult = { allowed: boolean; failures: number; retryAfterSeconds: number };

/**
 * Counters keyed by a string, kept in this process or in Redis (shared by every instance).
 * Times come from the caller's clock, so tests move it instead of waiting.
 */
export type RateLimiter = {
  /** Fixed window: `max` units per `windowMs` for one key; a hit spends `cost` units (a tRPC batch spends one per call). */
  hit(key: string, max: number, windowMs: number, cost?: number): Promise<RateLimitResult>;
  /** Gives back units spent by `hit` in the current window (a reserved guess that turned out right). */
  refund(key: string, cost?: number): Promise<void>;
  /**
   * A run of failures with growing waits. Refuses while the wait set by the last attempt runs;
   * otherwise counts this attempt as a failure up front (so parallel attempts cannot all slip
   * through) and sets the wait before the next one: `delaysMs[n - 1]` after n failures, the
   * last entry repeating. The run is forgotten `ttlMs` after its last attempt, or on `clear`.
   */
  backoff(key: string, delaysMs: readonly number[], ttlMs: number, nowMs: number): Promise<BackoffResult>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

const delayAfter = (delaysMs: readonly number[], failures: number) => delaysMs[Math.min(failures, delaysMs.length) - 1] ?? 0;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function memoryRateLimiter(now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const runs = new Map<string, { failures: number; nextAt: number; expiresAt: number }>();
  const sweep = (time: number) => {
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
    if (runs.size > 10_000) for (const [k, r] of runs) if (r.expiresAt <= time) runs.delete(k);
  };
  return {
    async hit(key, max, windowMs, cost = 1) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
        sweep(time);
      }
      window.count += cost;
      return { allowed: window.count <= max, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
    },
    async refund(key, cost = 1) {
      const window = windows.get(key);
      if (window && window.resetAt > now()) window.count = Math.max(0, window.count - cost);
    },
    async backoff(key, delaysMs, ttlMs, nowMs) {
      let run = runs.get(key);
      if (!run || run.expiresAt <= nowMs) run = { failures: 0, nextAt: 0, expiresAt: 0 };
      if (nowMs < run.nextAt) return { allowed: false, failures: run.failures, retryAfterSeconds: seconds(run.nextAt - nowMs) };
      run.failures += 1;
      run.nextAt = nowMs + delayAfter(delaysMs, run.failures);
      run.expiresAt = Math.max(run.nextAt, nowMs) + ttlMs;
      runs.set(key, run);
      sweep(nowMs);
      return { allowed: true, failures: run.failures, retryAfterSeconds: 0 };
    },
    async clear(key) {
      runs.delete(key);
      windows.delete(key);
    },
    async close() {
      windows.clear();
      runs.clear();
    },
  };
}

// One round trip each, atomic in Redis: two instances never both see the old count.
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {count, ttl}`;
const REFUND = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) >= tonumber(ARGV[1]) then
  redis.call('DECRBY', KEYS[1], ARGV[1])
end
return 0`;
// ARGV: now, ttl, then the delays.
const BACKOFF = `
local now = tonumber(ARGV[1])
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'nextAt') or '0')
if now < nextAt then return {0, failures, nextAt - now} end
failures = failures + 1
local delays = #ARGV - 2
local delay = tonumber(ARGV[2 + math.min(failures, delays)])
redis.call('HSET', KEYS[1], 'failures', failures, 'nextAt', now + delay)
redis.call('PEXPIRE', KEYS[1], delay + tonumber(ARGV[2]))
return {1, failures, 0}`;

/** Shared across instances: every app process counts in the same Redis keys. */
export function redisRateLimiter(redis: Redis): RateLimiter {
  const k = (key: string) => `nimbus:rl:${key}`;
  return {
    async hit(key, max, windowMs, cost = 1) {
      const [count, ttl] = (await redis.eval(HIT, 1, k(key), cost, windowMs)) as [number, number];
      return { allowed: count <= max, retryAfterSeconds: Math.ceil(ttl / 1000) };
    },
    async refund(key, cost = 1) {
      await redis.eval(REFUND, 1, k(key), cost);
    },
    async backoff(key, delaysMs, ttlMs, nowMs) {
      const [allowed, failures, waitMs] = (await redis.eval(BACKOFF, 1, k(`backoff:${key}`), nowMs, ttlMs, ...(delaysMs.length ? delaysMs : [0]))) as [
        number,
        number,
        number,
      ];
      return { allowed: allowed === 1, failures, retryAfterSeconds: allowed === 1 ? 0 : seconds(waitMs) };
    },
    async clear(key) {
      await redis.del(k(key), k(`backoff:${key}`));
    },
    async close() {
      await redis.quit();
    },
  };
}

// The words of a wait are shared texts (the client translates a refusal by them).
export { waitText } from '@nimbus/shared/service';
