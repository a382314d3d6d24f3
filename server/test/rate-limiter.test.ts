import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter } from '../src/lib/rate-limiter.ts';

describe('memory rate limiter', () => {
  it('allows max hits per window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push((await limiter.hit('login:1.2.3.4', 3, 60_000)).allowed);
    expect(hits).toEqual([true, true, true, false]);
    expect(await limiter.hit('login:1.2.3.4', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 45_000;
    expect((await limiter.hit('login:1.2.3.4', 3, 60_000)).retryAfterSeconds).toBe(15);
    now += 15_000;
    expect((await limiter.hit('login:1.2.3.4', 3, 60_000)).allowed).toBe(true);
  });

  it('counts each key on its own', async () => {
    const limiter = memoryRateLimiter();
    await limiter.hit('login:a', 1, 60_000);
    expect((await limiter.hit('login:a', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.hit('login:b', 1, 60_000)).allowed).toBe(true);
  });
});

// Runs where a Redis is at hand (CI sets TEST_REDIS_URL); the keys are unique to this run.
describe.skipIf(!process.env.TEST_REDIS_URL)('redis rate limiter', () => {
  const clients: Redis[] = [];
  const connect = () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    for (const redis of clients) if (redis.status === 'ready') await redis.quit();
  });

  it('shares one count between app instances', async () => {
    const key = `test:${randomUUID()}`;
    const first = redisRateLimiter(connect());
    const second = redisRateLimiter(connect());
    expect((await first.hit(key, 2, 60_000)).allowed).toBe(true);
    expect((await second.hit(key, 2, 60_000)).allowed).toBe(true);
    const third = await first.hit(key, 2, 60_000);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('forgets the count when the window ends', async () => {
    const key = `test:${randomUUID()}`;
    const limiter = redisRateLimiter(connect());
    expect((await limiter.hit(key, 1, 200)).allowed).toBe(true);
    expect((await limiter.hit(key, 1, 200)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await limiter.hit(key, 1, 200)).allowed).toBe(true);
  });
});
