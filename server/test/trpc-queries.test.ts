import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '@nimbus/shared/constants';
import { FALLBACK_MESSAGE } from '../src/http/trpc-queries.ts';
import { createBulkhead } from '../src/lib/bulkhead.ts';
import { createPlan, createUser, testApp, tokenFor, type TestApp, type TestUser } from './harness.ts';

// The lean query path (src/http/trpc-queries.ts, ADR 029) answers what tRPC's own Fastify
// adapter answers: the same request to an app on the lean path and to one sending every call
// through the official adapter gives the same status, headers, body bytes and error log lines.

// Every line each app logs; the lean app logs at debug level, where a call left to tRPC's adapter says so.
const logged = { lean: [] as string[], official: [] as string[] };
const logger = (lines: string[], level: string) => ({ level, stream: { write: (line: string) => void lines.push(line) } });
const adapterCalls = () => logged.lean.filter((line) => (JSON.parse(line) as { msg: string }).msg === FALLBACK_MESSAGE).length;
const lean = testApp({ logger: logger(logged.lean, 'debug') });
const official = testApp({ trpcQueries: 'official', logger: logger(logged.official, 'error') });

/** Which path the lean app answers the call on: its own, or tRPC's adapter (the official app always uses the adapter). */
type Call = { url: string; headers?: Record<string, string>; method?: 'GET' | 'HEAD'; on?: 'lean' | 'adapter' };

/** One call's answer, without what differs per request (the date). */
async function answer(t: TestApp, call: Call) {
  const res = await t.app.inject({ method: call.method ?? 'GET', url: call.url, headers: call.headers ?? {} });
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
}

async function expectSameAnswer(call: Call) {
  const before = adapterCalls();
  const fromLean = await answer(lean, call);
  expect(adapterCalls() - before).toBe(call.on === 'adapter' ? 1 : 0);
  const fromOfficial = await answer(official, call);
  expect(fromLean).toEqual(fromOfficial);
  return { ...fromLean, json: () => JSON.parse(Buffer.from(fromLean.body, 'base64').toString('utf8')) as unknown };
}

const single = (path: string, input?: unknown) =>
  `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`;

/** As httpBatchLink sends a batch: names joined by commas, inputs by index. */
function batch(calls: [path: string, input?: unknown][]) {
  const inputs = Object.fromEntries(calls.flatMap(([, input], index) => (input === undefined ? [] : [[index, superjson.serialize(input)]])));
  return `/trpc/${calls.map(([path]) => path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

const bearer = async (user: TestUser) => ({ authorization: `Bearer ${await tokenFor(user)}` });

describe('tRPC GET queries on the lean path answer as the official adapter', () => {
  it('the public catalogue: one call, a batch, a credentialed call, a compressed answer', async () => {
    for (let i = 0; i < 8; i += 1) await createPlan({ name: `Lean Plan ${i} with a longer name to pass the compression threshold` });
    const user = await createUser();
    const list = await expectSameAnswer({ url: single('plans.list') });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('public, no-cache');
    const both = await expectSameAnswer({ url: batch([['plans.list'], ['settings.public']]) });
    expect(both.status).toBe(200);
    expect(both.json()).toHaveLength(2);
    expect((await expectSameAnswer({ url: batch([['plans.list']]) })).json()).toHaveLength(1);
    expect((await expectSameAnswer({ url: single('plans.list'), headers: await bearer(user) })).headers['cache-control']).toBe('no-store');
    const compressed = await expectSameAnswer({ url: single('plans.list'), headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
  });

  it('signed-in, refused, unauthorised and forbidden callers', async () => {
    const user = await createUser();
    const admin = await createUser({ role: 'ADMIN' });
    const me = await expectSameAnswer({ url: single('auth.me'), headers: await bearer(user) });
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ result: { data: { json: { id: user.id } } } });
    expect((await expectSameAnswer({ url: single('subscriptions.mine'), headers: await bearer(user) })).status).toBe(200);
    expect((await expectSameAnswer({ url: single('auth.me') })).status).toBe(401);
    expect((await expectSameAnswer({ url: single('auth.me'), headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401);
    expect((await expectSameAnswer({ url: single('users.list', {}), headers: await bearer(user) })).status).toBe(403);
    expect((await expectSameAnswer({ url: single('users.list', {}), headers: await bearer(admin) })).status).toBe(200);
    // A batch whose index 1 alone has an input, as httpBatchLink sends it.
    expect((await expectSameAnswer({ url: batch([['auth.me'], ['plans.listAll', { page: 1 }]]), headers: await bearer(admin) })).status).toBe(200);
  });

  it('bad input: a schema refusal, text the database cannot store, JSON that does not parse, a batch input that is not an object', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const headers = await bearer(admin);
    expect((await expectSameAnswer({ url: single('plans.listAll', { page: 'first' }), headers })).status).toBe(400);
    expect((await expectSameAnswer({ url: single('plans.listAll', { search: 'a\u0000b' }), headers })).status).toBe(400);
    expect((await expectSameAnswer({ url: '/trpc/plans.listAll?input=%7Bnot-json', headers, on: 'adapter' })).status).toBe(400);
    expect((await expectSameAnswer({ url: '/trpc/plans.list,plans.list?batch=1&input=%5B1%5D', on: 'adapter' })).status).toBe(400);
  });

  it("a batch mixing success and error answers 207; unknown names, over-size batches, a mutation by GET and streams are the official handler's", async () => {
    const mixed = await expectSameAnswer({ url: batch([['plans.list'], ['auth.me']]) });
    expect(mixed.status).toBe(207);
    expect(mixed.headers['cache-control']).toBe('no-store');
    expect((await expectSameAnswer({ url: single('plans.nothing'), on: 'adapter' })).status).toBe(404);
    expect((await expectSameAnswer({ url: batch([['plans.list'], ['plans.nothing']]), on: 'adapter' })).status).toBe(207);
    const oversize = batch(Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, () => ['plans.list'] as [string]));
    expect((await expectSameAnswer({ url: oversize, on: 'adapter' })).status).toBe(400);
    // The request guard answers a GET of a mutation alone, and HEAD; a batch mixing a mutation with a query is tRPC's refusal.
    expect((await expectSameAnswer({ url: single('auth.logout') })).status).toBe(405);
    expect((await expectSameAnswer({ url: single('plans.list'), method: 'HEAD' })).status).toBe(405);
    expect((await expectSameAnswer({ url: batch([['plans.list'], ['auth.logout']]), on: 'adapter' })).status).toBe(400);
    // Streaming answers are the official adapter's to send.
    expect((await expectSameAnswer({ url: batch([['plans.list']]), headers: { 'trpc-accept': 'application/jsonl' }, on: 'adapter' })).status).toBe(200);
  });

  it('busy: 503 with Retry-After when the staff bulkhead has no slot', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    const full = createBulkhead(1, 5);
    let release = () => {};
    const held = full.run(() => new Promise<void>((resolve) => (release = resolve)));
    const saved = [lean.deps.staffQueries, official.deps.staffQueries] as const;
    lean.deps.staffQueries = full;
    official.deps.staffQueries = full;
    try {
      const busy = await expectSameAnswer({ url: single('users.list', {}), headers: await bearer(admin) });
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBeDefined();
    } finally {
      [lean.deps.staffQueries, official.deps.staffQueries] = saved;
      release();
      await held;
    }
  });

  it('a procedure that fails answers 500 without detail and is logged the same way', async () => {
    const catalogues = [lean.deps.catalogue, official.deps.catalogue];
    const saved = catalogues.map((catalogue) => catalogue.publicPlans);
    for (const catalogue of catalogues) catalogue.publicPlans = () => Promise.reject(new Error('relation "plans" does not exist'));
    logged.lean.length = 0;
    logged.official.length = 0;
    try {
      const failed = await expectSameAnswer({ url: single('plans.list') });
      expect(failed.status).toBe(500);
      expect(JSON.stringify(failed.json())).not.toContain('relation');
    } finally {
      catalogues.forEach((catalogue, i) => (catalogue.publicPlans = saved[i]!));
    }
    const failures = (lines: string[]) =>
      lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; path: string; err: { message: string } })
        .filter(({ level }) => level >= 50)
        .map(({ msg, path, err }) => ({ msg, path, message: err.message }));
    expect(failures(logged.lean)).toEqual([{ msg: 'procedure failed', path: 'plans.list', message: 'relation "plans" does not exist' }]);
    expect(failures(logged.lean)).toEqual(failures(logged.official));
  });
});
