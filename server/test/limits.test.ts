import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY_AFTER_SECONDS, serviceMessages } from '@nimbus/shared/service';
import { serverLimits } from '../src/http/limits.ts';
import { testApp } from './harness.ts';

// A heap "limit" of one byte: the first sample (10 ms after start) finds the instance overloaded.
// 0 turns a check off: the loop-delay mean of a 10 ms sample often has no figure in it yet.
const overloaded = testApp({
  limits: { pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, maxRssBytes: 0, sampleIntervalMs: 10 } },
});
// The production thresholds, as serverLimits gives them outside tests.
const production = serverLimits('production');
const healthy = testApp({ limits: { pressure: production.pressure } });
// A connection that goes quiet is dropped after 300 ms instead of 20 s.
const impatient = testApp({ limits: { connectionTimeout: 300 } });

const busyBody = { status: 503, error: 'Service Unavailable', message: serviceMessages.busy };

async function whenOverloaded(url: string) {
  return vi.waitFor(
    async () => {
      const res = await overloaded.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      return res;
    },
    { timeout: 2_000, interval: 20 },
  );
}

describe('an overloaded instance', () => {
  it('answers the REST API 503 with Retry-After and the busy message', async () => {
    const res = await whenOverloaded('/api/plans');
    expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual(busyBody);
  });

  it('answers tRPC calls the same, before the router spends anything on them', async () => {
    const res = await whenOverloaded('/trpc/plans.list?input=%7B%7D');
    expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual(busyBody);
  });

  it('says on /api/health which limit it is past', async () => {
    const res = await whenOverloaded('/api/health');
    expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ ...busyBody, overloaded: 'heapUsedBytes' });
  });

  it('is not ready for traffic, and says why, but is alive: a restart would not help', async () => {
    const ready = await whenOverloaded('/api/health/ready');
    expect(ready.json()).toEqual({ ...busyBody, overloaded: 'heapUsedBytes' });
    const live = await overloaded.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});

describe('the production limits', () => {
  it('shed nothing from an instance at rest', async () => {
    // Past the first sample, so the thresholds have been compared with real figures.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const res = await healthy.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('leave idle keep-alive sockets to the proxy and bound slow requests', () => {
    expect(production.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(production.requestTimeout).toBeLessThan(300_000);
    expect(production.connectionTimeout).toBeLessThan(production.requestTimeout);
  });
});

describe('a slow client', () => {
  it('that stops sending half-way through its headers is disconnected after connectionTimeout', async () => {
    await impatient.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = impatient.app.server.address() as AddressInfo;
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n'));
      socket.on('error', reject);
      socket.on('close', () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(5_000);
  });
});
