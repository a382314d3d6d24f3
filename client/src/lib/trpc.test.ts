import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from './trpc.ts';

/** A tRPC batch answer for one call, as the server sends it (superjson). */
function answer(data: unknown): Response {
  return new Response(JSON.stringify([{ result: { data: { json: data } } }]), { headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('answers held until the app has drawn its first screen (main.tsx)', () => {
  it('sends the request at once and answers only once released', async () => {
    const fetch = vi.fn(async () => answer([{ name: 'Basic' }]));
    vi.stubGlobal('fetch', fetch);
    let release = () => {};
    const client = createTrpcClient(() => null, { answersAfter: new Promise<void>((resolve) => (release = resolve)) });

    let settled = false;
    const plans = client.plans.list.query().then((value) => {
      settled = true;
      return value;
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/trpc/plans.list');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    release();
    await expect(plans).resolves.toEqual([{ name: 'Basic' }]);
  });

  it('answers at once without a gate', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([])),
    );
    await expect(createTrpcClient(() => null).plans.list.query()).resolves.toEqual([]);
  });
});
