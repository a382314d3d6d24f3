import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counter: `max` hits per `windowMs` for one key. */
export type RateLimiter = {
  hit(key: string, max: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
};

export function memoryRateLimiter(now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, max, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        }
      }
      window.count += 1;
      return { allowed: window.count <= max, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Shared across instances: every app process counts in the same Redis keys. */
export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const redisKey = `nimbus:rl:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .pttl(redisKey)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(redisKey, windowMs);
      const remainingMs = ttl > 0 ? ttl : windowMs;
      return { allowed: count <= max, retryAfterSeconds: Math.ceil(remainingMs / 1000) };
    },
    async close() {
      await redis.quit();
    },
  };
}
