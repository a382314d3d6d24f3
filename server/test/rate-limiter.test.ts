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

describe('memory rate limiter: costs, refunds and backoff', () => {
  it('a hit may spend several units (a tRPC batch), and a refund gives units back', async () => {
    const limiter = memoryRateLimiter();
    expect((await limiter.hit('api:a', 10, 60_000, 10)).allowed).toBe(true);
    expect((await limiter.hit('api:a', 10, 60_000)).allowed).toBe(false);
    await limiter.refund('api:a', 2);
    expect((await limiter.hit('api:a', 10, 60_000)).allowed).toBe(true);
  });

  it('backoff refuses while the wait runs, and counts each allowed attempt as a failure', async () => {
    const limiter = memoryRateLimiter();
    const delays = [0, 0, 1000, 60_000];
    const at = (ms: number) => limiter.backoff('login:x', delays, 3_600_000, ms);
    expect(await at(0)).toEqual({ allowed: true, failures: 1, retryAfterSeconds: 0 });
    expect(await at(0)).toEqual({ allowed: true, failures: 2, retryAfterSeconds: 0 });
    expect(await at(0)).toEqual({ allowed: true, failures: 3, retryAfterSeconds: 0 });
    expect(await at(500)).toEqual({ allowed: false, failures: 3, retryAfterSeconds: 1 });
    expect(await at(1000)).toEqual({ allowed: true, failures: 4, retryAfterSeconds: 0 });
    expect(await at(31_000)).toEqual({ allowed: false, failures: 4, retryAfterSeconds: 30 });
    // The last delay repeats.
    expect((await at(61_000)).failures).toBe(5);
    expect(await at(62_000)).toEqual({ allowed: false, failures: 5, retryAfterSeconds: 59 });
    await limiter.clear('login:x');
    expect(await at(62_000)).toEqual({ allowed: true, failures: 1, retryAfterSeconds: 0 });
  });

  it('backoff forgets a run after its time to live', async () => {
    const limiter = memoryRateLimiter();
    await limiter.backoff('login:y', [0], 1000, 0);
    expect((await limiter.backoff('login:y', [0], 1000, 500)).failures).toBe(2);
    expect((await limiter.backoff('login:y', [0], 1000, 5000)).failures).toBe(1);
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

  it('spends several units in one hit and gives them back on refund', async () => {
    const key = `test:${randomUUID()}`;
    const limiter = redisRateLimiter(connect());
    expect((await limiter.hit(key, 10, 60_000, 10)).allowed).toBe(true);
    expect((await limiter.hit(key, 10, 60_000)).allowed).toBe(false);
    await limiter.refund(key, 2);
    expect((await limiter.hit(key, 10, 60_000)).allowed).toBe(true);
    // A refund never creates a key (that would be a counter without expiry).
    const gone = `test:${randomUUID()}`;
    await limiter.refund(gone);
    expect(await connect().exists(`nimbus:rl:${gone}`)).toBe(0);
  });

  it('shares a backoff run between instances, counts parallel attempts one by one, and clears it', async () => {
    const key = `test:${randomUUID()}`;
    const first = redisRateLimiter(connect());
    const second = redisRateLimiter(connect());
    const delays = [0, 0, 1000, 60_000];
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? first : second).backoff(key, delays, 3_600_000, 0)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect(await second.backoff(key, delays, 3_600_000, 500)).toEqual({ allowed: false, failures: 3, retryAfterSeconds: 1 });
    expect(await first.backoff(key, delays, 3_600_000, 1000)).toEqual({ allowed: true, failures: 4, retryAfterSeconds: 0 });
    expect(await second.backoff(key, delays, 3_600_000, 31_000)).toEqual({ allowed: false, failures: 4, retryAfterSeconds: 30 });
    await first.clear(key);
    expect(await second.backoff(key, delays, 3_600_000, 31_000)).toEqual({ allowed: true, failures: 1, retryAfterSeconds: 0 });
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
